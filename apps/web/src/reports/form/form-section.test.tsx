import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyDraft, readConfiguration, renderReportForm } from './report-form-harness.tsx';

const california = readConfiguration('california.json');
const PERCEPTION = 'Perception of the Person Stopped';
const SUMMARY = 'White · Cisgender man/boy · Straight/Heterosexual · 34 · None';

async function answerPerception(age = '34') {
  const user = userEvent.setup();
  const view = renderReportForm({ config: california });
  await user.click(screen.getByRole('button', { name: 'Add Citizen' }));
  const citizen = within(screen.getByRole('region', { name: 'Citizen 1' }));
  await user.click(citizen.getByRole('checkbox', { name: 'White' }));
  await user.click(citizen.getByRole('radio', { name: 'Cisgender man/boy' }));
  await user.click(citizen.getByRole('radio', { name: 'Straight/Heterosexual' }));
  await user.type(citizen.getByRole('spinbutton', { name: 'Perceived age' }), age);
  const disability = within(citizen.getByRole('group', { name: 'Perceived or known disability' }));
  await user.click(disability.getByRole('checkbox', { name: 'None' }));
  return { user, citizen, ...view };
}

const folded = (citizen: ReturnType<typeof within>, title: string) =>
  citizen.queryByRole('button', { name: new RegExp(`^${title}`), expanded: false });

describe('answered sections fold to a one-line summary (issue 24)', () => {
  it('folds once the officer moves on, and unfolds on its title button', async () => {
    const { user, citizen } = await answerPerception();
    // Still there while the officer is in it.
    expect(folded(citizen, PERCEPTION)).toBeNull();
    expect(citizen.getByRole('group', { name: 'Perceived race or ethnicity' })).toBeTruthy();

    await user.click(citizen.getByRole('radio', { name: 'Traffic violation' }));
    const line = await waitFor(() => folded(citizen, PERCEPTION) ?? Promise.reject(new Error('not folded')));
    expect(line.textContent).toContain(PERCEPTION);
    expect(line.textContent).toContain(SUMMARY);
    expect(citizen.queryByRole('group', { name: 'Perceived race or ethnicity' })).toBeNull();
    // The section keeps its place for the wizard's jump list.
    expect(line.closest('fieldset')?.getAttribute('data-jump-target')).toBe('citizens.0.perception');

    await user.click(line);
    expect(line.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(line);
    expect(citizen.getByRole('group', { name: 'Perceived race or ethnicity' })).toBeTruthy();
  });

  it('folds when the focus leaves by keyboard, never while it is inside', async () => {
    const { user, citizen } = await answerPerception();
    const section = document.querySelector('[data-jump-target="citizens.0.perception"]');
    // Tab goes through the section's own controls ('Show all options', the unhoused switch): no fold.
    for (let tabs = 0; tabs < 5; tabs++) {
      await user.tab();
      if (!section?.contains(document.activeElement)) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(folded(citizen, PERCEPTION)).toBeNull();
    }
    expect(section?.contains(document.activeElement)).toBe(false);
    // Out of the section: folds.
    await waitFor(() => expect(folded(citizen, PERCEPTION)).not.toBeNull());
  });

  it('a section with an issue stays open', async () => {
    const { user, citizen } = await answerPerception('0');
    await user.click(citizen.getByRole('radio', { name: 'Traffic violation' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(folded(citizen, PERCEPTION)).toBeNull();
    expect(citizen.getByRole('spinbutton', { name: 'Perceived age' })).toBeTruthy();
  });

  it('a section with a required field unanswered stays open', async () => {
    const user = userEvent.setup();
    renderReportForm({ config: california, isValidated: false });
    await user.click(screen.getByRole('button', { name: 'Add Citizen' }));
    const citizen = within(screen.getByRole('region', { name: 'Citizen 1' }));
    await user.click(citizen.getByRole('checkbox', { name: 'White' }));
    await user.click(citizen.getByRole('radio', { name: 'Traffic violation' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(folded(citizen, PERCEPTION)).toBeNull();
  });

  it('a reopened draft (or an amend) shows its answered sections folded, the others open', () => {
    const draft = emptyDraft();
    draft.citizens = [
      {
        id: crypto.randomUUID(),
        perception: {
          race: ['white'],
          gender: 'cisgender_man_boy',
          sexual_orientation: 'straight_heterosexual',
          age: 34,
          disability: ['none'],
        },
      },
    ];
    renderReportForm({ config: california, draft });
    const citizen = within(screen.getByRole('region', { name: 'Citizen 1' }));
    expect(folded(citizen, PERCEPTION)?.textContent).toContain(SUMMARY);
    expect(citizen.getByRole('group', { name: 'Primary reason for stop' })).toBeTruthy();
  });
});
