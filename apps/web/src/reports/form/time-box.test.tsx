import { MESSAGES } from '@fieldbook/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readConfiguration, renderReportForm } from './report-form-harness.tsx';

/** Issue 24, defect 9: the Time box reads natural typing; it never turns '705' into '70:5'. */
const texas = readConfiguration('texas.json');
const timeBox = () => screen.getByRole('textbox', { name: 'Time' }) as HTMLInputElement;

async function typeTime(text: string) {
  const user = userEvent.setup();
  const view = renderReportForm({ config: texas });
  await user.clear(timeBox());
  await user.type(timeBox(), text);
  const whileTyping = timeBox().value;
  await user.tab();
  return { ...view, whileTyping };
}

const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.classList.contains('form-field-error'))?.textContent;

describe('the Time box', () => {
  it('is a text box with a numeric keypad on phones', () => {
    renderReportForm({ config: texas });
    expect(timeBox().inputMode).toBe('numeric');
    expect(timeBox().placeholder).toBe('HH:mm');
  });

  it.each([
    ['7:05', '07:05'],
    ['705', '07:05'],
    ['0705', '07:05'],
    ['7.05', '07:05'],
    ['19:30', '19:30'],
    ['1930', '19:30'],
    ['7:5', '07:05'],
  ])('typing %j keeps it as typed, then shows and stores %s', async (typed, time) => {
    const { state, whileTyping } = await typeTime(typed);
    expect(whileTyping).toBe(typed);
    expect(timeBox().value).toBe(time);
    expect(state.draft.general_information.time).toBe(time);
    expect(timeBox().getAttribute('aria-invalid')).toBeNull();
  });

  it.each([
    ['25:00', 'Hours go from 00 to 23. E.g.: 16:30'],
    ['7:65', 'Minutes go from 00 to 59. E.g.: 16:30'],
    ['7pm', MESSAGES.timeInvalid],
  ])('an impossible %j stays as typed with a clear error', async (typed, message) => {
    const { state } = await typeTime(typed);
    expect(timeBox().value).toBe(typed);
    expect(state.draft.general_information.time).toBe(typed);
    await screen.findByText(message);
    expect(timeBox().getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(timeBox())).toBe(message);
  });

  it('a fixed time clears the error', async () => {
    const user = userEvent.setup();
    const { state } = await typeTime('25:00');
    await screen.findByText('Hours go from 00 to 23. E.g.: 16:30');
    await user.clear(timeBox());
    await user.type(timeBox(), '2300');
    await user.tab();
    expect(timeBox().value).toBe('23:00');
    expect(state.draft.general_information.time).toBe('23:00');
    expect(screen.queryByText('Hours go from 00 to 23. E.g.: 16:30')).toBeNull();
  });
});
