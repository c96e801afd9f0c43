import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readConfiguration, renderReportForm } from './report-form-harness.tsx';

const california = readConfiguration('california.json');

async function addCitizen(isValidated = false) {
  const user = userEvent.setup();
  const view = renderReportForm({ config: california, isValidated });
  await user.click(screen.getByRole('button', { name: 'Add Citizen' }));
  const card = screen.getByRole('region', { name: 'Citizen 1' });
  return { user, card, citizen: within(card), ...view };
}

describe('one level of cards (issue 24)', () => {
  it('the citizen is the one card: its sections are headed groups and offense codes plain rows with Remove', async () => {
    const { user, card, citizen, container } = await addCitizen();
    await user.click(citizen.getByRole('checkbox', { name: 'Citation for infraction' }));
    const codes = citizen.getByRole('group', { name: 'Offense codes: Citation for infraction' });
    await user.click(within(codes).getByRole('button', { name: 'Add Offense code' }));

    const entry = within(codes).getByRole('group', { name: 'Offense code 1' });
    expect(within(entry).getByRole('combobox', { name: 'CJIS offense code' })).toBeTruthy();
    expect(within(entry).getByRole('button', { name: 'Remove Offense code 1' })).toBeTruthy();
    // No card, heading or fold toggle inside the citizen's card.
    expect(card.querySelectorAll('.item-card')).toHaveLength(0);
    expect(within(card).queryAllByRole('heading')).toEqual([within(card).getByRole('heading', { name: 'Citizen 1' })]);
    expect(citizen.getByRole('group', { name: 'Result of Stop' }).tagName).toBe('FIELDSET');
    // The Citizens part is a heading over its cards, not a card around them.
    expect(container.querySelector('.item-card')?.parentElement?.classList.contains('form-part-items')).toBe(true);
  });

  it("removing an empty offense code puts the focus on the list's Add button", async () => {
    const { user, citizen, state } = await addCitizen();
    await user.click(citizen.getByRole('checkbox', { name: 'Citation for infraction' }));
    const codes = within(citizen.getByRole('group', { name: 'Offense codes: Citation for infraction' }));
    await user.click(codes.getByRole('button', { name: 'Add Offense code' }));
    await user.click(codes.getByRole('button', { name: 'Remove Offense code 1' }));
    expect(codes.queryByRole('group', { name: 'Offense code 1' })).toBeNull();
    expect(state.draft.citizens[0]?.result).toEqual({ result_of_stop: ['citation'] });
    await waitFor(() => expect(document.activeElement).toBe(codes.getByRole('button', { name: 'Add Offense code' })));
  });
});

describe('the offense code entered once (issue 24)', () => {
  it("the reason for stop's code is offered in the empty citation list, and added only on a tap", async () => {
    const { user, citizen, state } = await addCitizen();
    await user.click(citizen.getByRole('radio', { name: 'Traffic violation' }));
    await user.type(citizen.getByRole('combobox', { name: 'Traffic violation offense code' }), '54106');
    await user.click(citizen.getByRole('checkbox', { name: 'Citation for infraction' }));

    const codes = within(citizen.getByRole('group', { name: 'Offense codes: Citation for infraction' }));
    const suggestion = codes.getByRole('button', { name: 'Add 54106 (from the reason for stop)' });
    expect(state.draft.citizens[0]?.result).toEqual({ result_of_stop: ['citation'] });

    await user.click(suggestion);
    expect(state.draft.citizens[0]?.result).toEqual({ result_of_stop: ['citation'], citation_offense_codes: [{ code: '54106' }] });
    const code = codes.getByRole('combobox', { name: 'CJIS offense code' }) as HTMLInputElement;
    expect(code.value).toBe('54106');
    expect(codes.queryByRole('button', { name: /from the reason for stop/ })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(code));
  });

  it('no offer for a code that is not one yet, nor once the list has an entry', async () => {
    // Validated: the reason's unfinished code is an issue, so its section stays open when the officer moves on.
    const { user, citizen } = await addCitizen(true);
    await user.click(citizen.getByRole('radio', { name: 'Traffic violation' }));
    const reasonCode = citizen.getByRole('combobox', { name: 'Traffic violation offense code' });
    // Codes are 1 to 5 digits without a leading zero (issue 26): '054' is not one.
    await user.type(reasonCode, '054');
    await user.click(citizen.getByRole('checkbox', { name: 'Citation for infraction' }));
    const codes = within(citizen.getByRole('group', { name: 'Offense codes: Citation for infraction' }));
    expect(codes.queryByRole('button', { name: /^Add \d/ })).toBeNull();

    await user.clear(reasonCode);
    await user.type(reasonCode, '54106');
    expect(codes.getByRole('button', { name: 'Add 54106 (from the reason for stop)' })).toBeTruthy();
    await user.click(codes.getByRole('button', { name: 'Add Offense code' }));
    expect(codes.queryByRole('button', { name: /from the reason for stop/ })).toBeNull();
  });
});
