import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as domain from '@fieldbook/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fromPayload, validateDraft } from './report-draft.ts';
import { readConfiguration, renderReportForm, TIME_ZONE } from './report-form-harness.tsx';

// Every card render describes its sections once: counting the calls counts the cards that rendered.
vi.mock('@fieldbook/domain', async (importOriginal) => {
  const actual = await importOriginal<typeof domain>();
  return { ...actual, describeSections: vi.fn(actual.describeSections) };
});

const california = readConfiguration('california.json');
const example = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../../../configurations/examples/california.report.json'), 'utf8'),
);

function draftWithCitizens(count: number) {
  const draft = fromPayload(example, TIME_ZONE);
  const citizens = Array.from({ length: count }, (_, index) => ({
    ...structuredClone(draft.citizens[index % draft.citizens.length]),
    id: crypto.randomUUID(),
  })) as typeof draft.citizens;
  return { ...draft, citizens, officers: [] };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe('typing with 100 citizens', () => {
  it('re-renders only the citizen being typed in (figures printed, not asserted)', () => {
    const draft = draftWithCitizens(100);
    const renderStart = performance.now();
    const { state } = renderReportForm({ config: california, draft, isValidated: false });
    const renderMs = performance.now() - renderStart;

    const card = within(screen.getByRole('region', { name: 'Citizen 50' }));
    // A reopened draft shows its answered sections folded (issue 24): open this citizen's.
    for (const toggle of card.getAllByRole('button', { expanded: false })) fireEvent.click(toggle);
    const input = card.getAllByRole('textbox')[0] as HTMLInputElement;
    const describeSections = vi.mocked(domain.describeSections);
    const keystrokes: number[] = [];
    for (let count = 0; count < 20; count++) {
      describeSections.mockClear();
      const start = performance.now();
      fireEvent.change(input, { target: { value: `${input.value}a` } });
      keystrokes.push(performance.now() - start);
      expect(describeSections).toHaveBeenCalledTimes(1);
    }
    expect(input.value.endsWith('a'.repeat(20))).toBe(true);
    expect(state.draft.citizens[49]).not.toBe(draft.citizens[49]);
    expect(state.draft.citizens[48]).toBe(draft.citizens[48]);

    const validateStart = performance.now();
    validateDraft(state.draft, { config: california, timeZone: TIME_ZONE, now: new Date(), mode: 'create' });
    const validateMs = performance.now() - validateStart;
    console.info(
      `[report form, 100 California citizens, happy-dom] first render ${renderMs.toFixed(0)} ms; ` +
        `keystroke median ${median(keystrokes).toFixed(1)} ms, max ${Math.max(...keystrokes).toFixed(1)} ms; ` +
        `validateDraft (deferred, off the keystroke) ${validateMs.toFixed(1)} ms`,
    );
  }, 120_000);
});
