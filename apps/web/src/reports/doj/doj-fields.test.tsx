import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DojTables, indexCities, indexOffenseCodes, parseCityCsv, parseOffenseCodeCsv } from '@fieldbook/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readConfiguration, renderReportForm } from '../form/report-form-harness.tsx';
import { DojTablesContext } from './doj-tables-context.ts';

// Issue 26: offense codes searched by code, statute or words in the DOJ's table, and the city picked from the DOJ's
// list, in the California form.
const california = readConfiguration('california.json');
const csv = (name: string) => readFileSync(join(import.meta.dirname, '../../../../../configurations/ca-doj', name), 'utf8');
const tables: DojTables = {
  offenseCodes: indexOffenseCodes(parseOffenseCodeCsv(csv('offense-codes.csv')).codes),
  cities: indexCities(parseCityCsv(csv('cities.csv')).cities),
};

function renderWithTables(withTables = true) {
  const user = userEvent.setup();
  const view = renderReportForm({
    config: california,
    isValidated: false,
    wrap: (form) => <DojTablesContext value={withTables ? tables : undefined}>{form}</DojTablesContext>,
  });
  return { user, ...view };
}

describe('the offense code field', () => {
  it('finds a code by words of its text and keeps only its number, naming the statute under it', async () => {
    const { user, state } = renderWithTables();
    await user.click(screen.getByRole('button', { name: 'Add Citizen' }));
    const citizen = within(screen.getByRole('region', { name: 'Citizen 1' }));
    await user.click(citizen.getByRole('radio', { name: 'Traffic violation' }));
    const code = citizen.getByRole('combobox', { name: 'Traffic violation offense code' });
    await user.type(code, 'unsafe speed');
    expect(state.draft.citizens[0]?.stop_reason).not.toHaveProperty('traffic_offense_code');
    const option = screen.getByRole('option', { name: /^54106 VC 22350 UNSAFE SPEED:PREVAIL COND/ });
    await user.click(option);
    expect(state.draft.citizens[0]?.stop_reason).toMatchObject({ traffic_offense_code: '54106' });
    expect((code as HTMLInputElement).value).toBe('54106');
    expect(citizen.getByText('VC 22350 UNSAFE SPEED:PREVAIL COND (I)', { selector: '.offense-code-chosen' })).toBeTruthy();
  });

  it('finds a four-digit code by its statute and picks it with the keyboard', async () => {
    const { user, state } = renderWithTables();
    await user.click(screen.getByRole('button', { name: 'Add Citizen' }));
    const citizen = within(screen.getByRole('region', { name: 'Citizen 1' }));
    await user.click(citizen.getByRole('radio', { name: 'Traffic violation' }));
    await user.type(citizen.getByRole('combobox', { name: 'Traffic violation offense code' }), 'PC 187(A)');
    expect(screen.getAllByRole('option')[0]?.textContent).toMatch(/^9005 PC 187\(A\) MURDER/);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(state.draft.citizens[0]?.stop_reason).toMatchObject({ traffic_offense_code: '9005' });
  });

  it('takes a typed code while the table has not arrived', async () => {
    const { user, state } = renderWithTables(false);
    await user.click(screen.getByRole('button', { name: 'Add Citizen' }));
    const citizen = within(screen.getByRole('region', { name: 'Citizen 1' }));
    await user.click(citizen.getByRole('radio', { name: 'Traffic violation' }));
    await user.type(citizen.getByRole('combobox', { name: 'Traffic violation offense code' }), '3');
    expect(state.draft.citizens[0]?.stop_reason).toMatchObject({ traffic_offense_code: '3' });
    expect(screen.getByText('The offense-code table is loading: type the code.').getAttribute('role')).toBe('status');
  });
});

describe('the location in the DOJ parts', () => {
  it("asks for the chosen type's parts and a city from the DOJ's list, and shows the address built from them", async () => {
    const { user, state } = renderWithTables();
    expect(screen.queryByRole('textbox', { name: 'Address' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Zip code' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Location type' }), 'closest_intersection');
    await user.type(screen.getByRole('textbox', { name: 'Cross street' }), 'EL CAJON BLVD');
    await user.type(screen.getByRole('textbox', { name: 'Second cross street' }), '43RD ST');
    const city = screen.getByRole('combobox', { name: 'City' });
    await user.type(city, 'san die');
    // Free text is not a city: nothing is kept until a name of the list is picked.
    expect(state.draft.general_information.location.doj_parts).not.toHaveProperty('city');
    await user.click(screen.getByRole('option', { name: 'SAN DIEGO SAN DIEGO County' }));
    expect(state.draft.general_information.location.doj_parts).toEqual({
      cross_street_1: 'EL CAJON BLVD',
      cross_street_2: '43RD ST',
      city: 'SAN DIEGO',
    });
    expect(screen.getByText('Address: EL CAJON BLVD & 43RD ST, SAN DIEGO')).toBeTruthy();
    // Another type: its own parts, and the address built from them alone.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Location type' }), 'highway_and_closest_exit');
    expect(screen.queryByRole('textbox', { name: 'Cross street' })).toBeNull();
    expect(screen.getByText('Address: SAN DIEGO')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Highway' }), 'I-8');
    await user.type(screen.getByRole('textbox', { name: 'Closest highway exit' }), 'COLLEGE AVE');
    expect(screen.getByText('Address: I-8 at COLLEGE AVE, SAN DIEGO')).toBeTruthy();
    expect(state.draft.general_information.location.address.full).toBe('I-8 at COLLEGE AVE, SAN DIEGO');
  });
});
