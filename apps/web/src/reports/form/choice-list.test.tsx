import type { StateConfiguration } from '@fieldbook/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { matchesFilter } from './choice-list.tsx';
import { readConfiguration, renderReportForm } from './report-form-harness.tsx';

const california = readConfiguration('california.json');

const COLOURS = ['Red', 'Orange', 'Yellow', 'Olive green', 'Blue', 'Indigo', 'Violet', 'Black', 'White'];
const RADIOS: StateConfiguration = {
  name: 'Radios',
  state: 'Test',
  general_information: { location_types: [{ value: 'street', label: 'Street' }], sections: [] },
  citizens: {
    item_name: 'Citizen',
    sections: [
      {
        name: 'look',
        label: 'Look',
        fields: [
          {
            name: 'colour',
            label: 'Colour',
            component: 'radio',
            options: COLOURS.map((label) => ({ value: label.split(' ')[0]?.toLowerCase() ?? label, label })),
          },
        ],
      },
    ],
  },
  officers: { item_name: 'Officer', sections: [] },
};

async function addCitizen() {
  const user = userEvent.setup();
  const view = renderReportForm({ config: california, isValidated: false });
  await user.click(screen.getByRole('button', { name: 'Add Citizen' }));
  const citizen = within(screen.getByRole('region', { name: 'Citizen 1' }));
  return { user, citizen, ...view };
}

const optionNames = (group: HTMLElement) =>
  within(group)
    .queryAllByRole('checkbox')
    .concat(within(group).queryAllByRole('radio'))
    .map((input) => input.closest('label')?.textContent);

describe('matchesFilter', () => {
  it.each([
    ['Traffic violation - Moving violation', 'mov', true],
    ['Traffic violation - Moving violation', 'MOVING viol', true],
    ['Traffic violation - Moving violation', 'oving', false],
    ['Known to be on parole/probation/PRCS/mandatory supervision', 'prcs', true],
    ['Person photographed', '', true],
    ['Person photographed', 'photo search', false],
  ])('%s ~ %s: %s', (label, query, expected) => {
    expect(matchesFilter(label, query)).toBe(expected);
  });
});

describe('long option lists filter as the officer types (issue 24)', () => {
  it('a list of more than 8 options has a labelled filter box; a short list has none', async () => {
    const { citizen } = await addCitizen();
    const reasons = citizen.getByRole('group', { name: 'Reason given to the stopped person' });
    expect(within(reasons).getByRole('searchbox', { name: 'Filter Reason given to the stopped person' })).toBeTruthy();
    const race = citizen.getByRole('group', { name: 'Perceived race or ethnicity' });
    expect(within(race).queryByRole('searchbox')).toBeNull();
    // Exactly 8 options ('Perceived or known disability') is not long.
    expect(within(citizen.getByRole('group', { name: 'Perceived or known disability' })).queryByRole('searchbox')).toBeNull();
  });

  it('typing narrows the options by their words in any case, chosen options stay, an empty match says so', async () => {
    const { user, citizen, state } = await addCitizen();
    const reasons = citizen.getByRole('group', { name: 'Reason given to the stopped person' });
    const filter = within(reasons).getByRole('searchbox', { name: 'Filter Reason given to the stopped person' });
    await user.click(within(reasons).getByRole('checkbox', { name: 'Matched suspect description' }));

    await user.type(filter, 'TRAFFIC equip');
    expect(optionNames(reasons)).toEqual(['Traffic violation - Equipment violation', 'Matched suspect description']);
    expect(within(reasons).getByRole('status').textContent).toBe('1 of 20 options match.');

    await user.click(within(reasons).getByRole('checkbox', { name: 'Traffic violation - Equipment violation' }));
    expect(state.draft.citizens[0]?.reason_given).toEqual({ reasons_given: ['matched_suspect_description', 'traffic_equipment'] });

    await user.clear(filter);
    await user.type(filter, 'zebra');
    expect(within(reasons).getByRole('status').textContent).toBe('No option matches “zebra”.');
    expect(optionNames(reasons)).toEqual(['Traffic violation - Equipment violation', 'Matched suspect description']);

    await user.keyboard('{Escape}');
    expect(optionNames(reasons).length).toBeGreaterThan(8);
  });

  it('radios filter too; Enter keeps the form, ArrowDown goes to the first option shown', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    const { state } = renderReportForm({
      config: RADIOS,
      isValidated: false,
      wrap: (form) => <form onSubmit={(event) => onSubmit(event.nativeEvent)}>{form}</form>,
    });
    await user.click(screen.getByRole('button', { name: 'Add Citizen' }));
    const colour = screen.getByRole('group', { name: 'Colour' });
    await user.type(within(colour).getByRole('searchbox', { name: 'Filter Colour' }), 'OLIVE{Enter}');
    expect(optionNames(colour)).toEqual(['Olive green']);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(within(colour).getByRole('radio', { name: 'Olive green' }));
    await user.keyboard(' ');
    expect(state.draft.citizens[0]?.look).toEqual({ colour: 'olive' });
  });
});

describe("a chosen 'None' folds the rest of its list (issue 24)", () => {
  it("shows 'None' and 'Show all options', which brings the list back; choosing 'None' again folds it again", async () => {
    const { user, citizen, state } = await addCitizen();
    const actions = citizen.getByRole('group', { name: 'Non-force-related actions taken during the stop' });
    const count = optionNames(actions).length;
    expect(count).toBeGreaterThan(8);
    await user.click(within(actions).getByRole('checkbox', { name: 'None' }));
    expect(optionNames(actions)).toEqual(['None']);
    expect(within(actions).queryByRole('searchbox')).toBeNull();
    const showAll = within(actions).getByRole('button', { name: 'Show all options' });
    expect(showAll.getAttribute('aria-expanded')).toBe('false');

    await user.click(showAll);
    expect(optionNames(actions)).toHaveLength(count);
    await user.click(within(actions).getByRole('checkbox', { name: 'Person photographed' }));
    expect(state.draft.citizens[0]?.actions).toEqual({ non_force_actions: ['photographed'] });
    await user.click(within(actions).getByRole('checkbox', { name: 'None' }));
    expect(optionNames(actions)).toEqual(['None']);
    expect(state.draft.citizens[0]?.actions).toEqual({ non_force_actions: ['none'] });
  });
});
