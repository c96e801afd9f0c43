import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyDraft, readConfiguration, renderReportForm } from './report-form-harness.tsx';

/**
 * Issue 24, defects 4 and 5: a switch the report derives from other answers is stated read-only, with its hint,
 * never a control that ignores taps or can be set against the answers it follows.
 */
const california = readConfiguration('california.json');
const CALL_FOR_SERVICE = 'Stop made during the course of responding to a call for service';
const draftOfType = (type: string) => {
  const draft = emptyDraft();
  return { ...draft, general_information: { ...draft.general_information, type } };
};
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe("California: 'responding to a call for service' follows the contact type (defect 4)", () => {
  it.each([
    ['Call For Service', 'Yes', true],
    ['Officer Pro-active', 'No', false],
  ])('%s: the form states %s, read-only, with why', async (type, shown, stored) => {
    const user = userEvent.setup();
    const { state } = renderReportForm({ config: california, draft: draftOfType(type) });
    expect(screen.queryByRole('switch', { name: CALL_FOR_SERVICE })).toBeNull();
    const value = screen.getByRole('status', { name: CALL_FOR_SERVICE });
    expect(value.textContent).toBe(shown);
    expect(describedBy(value)).toMatch(/Set from the contact type/);

    // Any change normalises the draft: the state record then carries the value the type gives it.
    await user.click(screen.getByRole('radio', { name: 'Vehicular stop' }));
    expect(state.draft.general_information.state_related.stop).toEqual({ type_of_stop: 'vehicular', call_for_service: stored });
  });
});

describe("California: a citizen's 'Use of force' follows the force-related actions (defect 5)", () => {
  it('is stated read-only with its hint, on for a force action, off for None', async () => {
    const user = userEvent.setup();
    const { state } = renderReportForm({ config: california });
    await user.click(screen.getByRole('button', { name: 'Add Citizen' }));
    const card = within(screen.getByRole('region', { name: 'Citizen 1' }));
    expect(card.queryByRole('switch', { name: 'Use of force' })).toBeNull();
    const value = () => card.getByRole('status', { name: 'Use of force' });
    expect(value().textContent).toBe('No');
    expect(describedBy(value())).toBe("Set from the force-related actions: on when one other than 'None' is selected.");

    const actions = within(card.getByRole('group', { name: 'Force-related actions taken during the stop' }));
    await user.click(actions.getByRole('checkbox', { name: 'Firearm pointed at person' }));
    expect(value().textContent).toBe('Yes');
    expect(state.draft.citizens[0]?.incident_information).toEqual({ use_of_force: true });

    // Tapping the statement changes nothing: it is not a control.
    await user.click(value());
    expect(value().textContent).toBe('Yes');

    // The officer moved on: the answered force section folded (issue 24); its title button opens it again.
    await user.click(await card.findByRole('button', { name: /^Force-Related Actions Taken by Officer During Stop/, expanded: false }));
    const reopened = within(card.getByRole('group', { name: 'Force-related actions taken during the stop' }));
    await user.click(reopened.getByRole('checkbox', { name: 'None' }));
    expect(value().textContent).toBe('No');
    expect(state.draft.citizens[0]?.incident_information).toEqual({ use_of_force: false });
    expect(state.draft.general_information.was_use_of_force).toBe(false);
  });
});
