import type { StateConfiguration } from '@fieldbook/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PEOPLE, readConfiguration, renderReportForm } from './report-form-harness.tsx';

const texas = readConfiguration('texas.json');

const SMALL: StateConfiguration = {
  name: 'Small state',
  state: 'Small',
  general_information: { location_types: [{ value: 'street', label: 'Street' }], sections: [] },
  citizens: {
    item_name: 'Citizen',
    max_items: 2,
    sections: [
      {
        name: 'perception',
        label: 'Perception',
        reuse_fields: ['perception.limited_english'],
        fields: [
          { name: 'limited_english', label: 'Limited English', component: 'switch' },
          { name: 'age', label: 'Age', component: 'number', required: true },
          {
            name: 'codes',
            label: 'Offense codes',
            component: 'itemlist',
            item_name: 'Code',
            max_items: 2,
            item_model: [{ name: 'code', label: 'Code', component: 'textfield' }],
          },
        ],
      },
    ],
  },
  officers: {
    item_name: 'Officer',
    required: true,
    sections: [{ name: 'officer', label: 'Officer', fields: [{ name: 'badge', label: 'Badge', component: 'textfield' }] }],
  },
};

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('item lists', () => {
  it('a new citizen carries the reuse_fields of the first one, under a new id', async () => {
    const user = userEvent.setup();
    const { state } = renderReportForm({ config: SMALL });
    await user.click(button('Add Citizen'));
    const first = within(screen.getByRole('region', { name: 'Citizen 1' }));
    await user.click(first.getByRole('switch', { name: 'Limited English' }));
    await user.type(first.getByRole('spinbutton', { name: 'Age' }), '30');
    await user.click(button('Add Citizen'));

    const second = within(screen.getByRole('region', { name: 'Citizen 2' }));
    expect((second.getByRole('switch', { name: 'Limited English' }) as HTMLInputElement).checked).toBe(true);
    expect((second.getByRole('spinbutton', { name: 'Age' }) as HTMLInputElement).value).toBe('');
    const [one, two] = state.draft.citizens;
    expect(two).toEqual({ id: two?.id, perception: { limited_english: true } });
    expect(two?.id).toMatch(UUID);
    expect(two?.id).not.toBe(one?.id);
  });

  it('max_items caps the list and disables Add', async () => {
    const user = userEvent.setup();
    renderReportForm({ config: SMALL });
    await user.click(button('Add Citizen'));
    expect(screen.queryByText('You can add up to 2.')).toBeNull();
    await user.click(button('Add Citizen'));
    expect(button('Add Citizen').disabled).toBe(true);
    expect(screen.getByText('You can add up to 2.')).toBeTruthy();

    await user.click(button('Remove Citizen 2'));
    expect(button('Add Citizen').disabled).toBe(false);
  });

  it('max_items caps an itemlist field too', async () => {
    const user = userEvent.setup();
    const { state } = renderReportForm({ config: SMALL });
    await user.click(button('Add Citizen'));
    await user.click(button('Add Code'));
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '54106');
    await user.click(button('Add Code'));
    expect(button('Add Code').disabled).toBe(true);
    expect(screen.getByRole('group', { name: 'Code 2' })).toBeTruthy();
    expect(state.draft.citizens[0]?.perception).toEqual({ codes: [{ code: '54106' }, {}] });
  });

  it('required lists say so while empty', async () => {
    const user = userEvent.setup();
    renderReportForm({ config: SMALL });
    expect(screen.getByText('It takes at least one citizen to continue.')).toBeTruthy();
    expect(screen.getByText('It takes at least one to continue.')).toBeTruthy();
    await user.click(button('Add Citizen'));
    expect(screen.queryByText('It takes at least one citizen to continue.')).toBeNull();
  });

  it('officers are disabled until there is a citizen', async () => {
    const user = userEvent.setup();
    renderReportForm({ config: texas });
    expect(button('Add Officer').disabled).toBe(true);
    expect(screen.getByText('It takes at least one citizen to add officers.')).toBeTruthy();
    await user.click(button('Add Citizen'));
    expect(button('Add Officer').disabled).toBe(false);
    expect(screen.queryByText('It takes at least one citizen to add officers.')).toBeNull();
  });

  it('removing a citizen unticks it in the officers', async () => {
    const user = userEvent.setup();
    const { state } = renderReportForm({ config: texas });
    await user.click(button('Add Citizen'));
    await user.click(button('Add Citizen'));
    await user.click(button('Add Officer'));
    const officer = within(screen.getByRole('region', { name: 'Officer 1' }));
    await user.click(officer.getByRole('checkbox', { name: 'Citizen 1' }));
    await user.click(officer.getByRole('checkbox', { name: 'Citizen 2' }));
    const secondId = state.draft.citizens[1]?.id;
    expect(state.draft.officers[0]?.officer).toEqual({ citizens: state.draft.citizens.map((citizen) => citizen.id) });

    await user.click(button('Remove Citizen 1'));
    expect(state.draft.officers[0]?.officer).toEqual({ citizens: [secondId] });
    expect(officer.getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual([secondId]);
  });
});

describe('Remove asks first when the card holds answers (issue 24, defect 8)', () => {
  it('a filled citizen is removed only after Remove in the confirmation; Keep keeps every answer', async () => {
    const user = userEvent.setup();
    const { state } = renderReportForm({ config: SMALL });
    await user.click(button('Add Citizen'));
    const citizen = within(screen.getByRole('region', { name: 'Citizen 1' }));
    await user.click(citizen.getByRole('switch', { name: 'Limited English' }));
    await user.type(citizen.getByRole('spinbutton', { name: 'Age' }), '30');
    const filled = state.draft.citizens[0];

    await user.click(button('Remove Citizen 1'));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Citizen 1?' });
    expect(within(dialog).getByText('Its 2 answers will be deleted from this report.')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep' }));
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(state.draft.citizens).toEqual([filled]);

    await user.click(button('Remove Citizen 1'));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Remove Citizen 1?' })).getByRole('button', { name: 'Remove' }));
    expect(state.draft.citizens).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Citizen 1' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button('Add Citizen')));
  });

  it('a filled officer asks too; an empty card goes at once', async () => {
    const user = userEvent.setup();
    const { state } = renderReportForm({ config: SMALL });
    await user.click(button('Add Citizen'));
    await user.click(button('Add Officer'));
    await user.click(button('Add Officer'));
    await user.type(within(screen.getByRole('region', { name: 'Officer 1' })).getByRole('textbox', { name: 'Badge' }), 'B-7');
    await user.click(button('Remove Officer 2'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(state.draft.officers).toHaveLength(1);

    await user.click(button('Remove Officer 1'));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Officer 1?' });
    expect(within(dialog).getByText('Its 1 answer will be deleted from this report.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(state.draft.officers).toEqual([]);
  });

  it('a filled entry of an itemlist field asks as well', async () => {
    const user = userEvent.setup();
    const { state } = renderReportForm({ config: SMALL });
    await user.click(button('Add Citizen'));
    await user.click(button('Add Code'));
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '54106');
    await user.click(button('Remove Code 1'));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Remove Code 1?' })).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('group', { name: 'Code 1' })).toBeNull();
    expect(JSON.stringify(state.draft.citizens[0])).not.toContain('54106');
  });
});

describe('the other parts', () => {
  it('complaints and investigations only when supervision is shown', () => {
    const { unmount } = renderReportForm({ config: texas, isSupervisionShown: false });
    expect(screen.queryByRole('heading', { name: 'Complaints' })).toBeNull();
    unmount();
    renderReportForm({ config: texas, isSupervisionShown: true });
    expect(screen.getByRole('heading', { name: 'Complaints' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Investigation' })).toBeTruthy();
  });

  it("agency tags are chosen from the agency's tags, and 'Set your location' asks for the map", async () => {
    const user = userEvent.setup();
    const onSetLocation = vi.fn();
    const { state } = renderReportForm({ config: texas, onSetLocation });
    await user.click(within(screen.getByRole('group', { name: 'Agency Tags' })).getByRole('checkbox', { name: 'Downtown' }));
    expect(state.draft.tags.agency).toEqual([{ id: 't-2', name: 'Downtown', color: '#0033aa' }]);
    await user.click(button('Set your location'));
    expect(onSetLocation).toHaveBeenCalledTimes(1);
  });
});

describe('fields the configuration turns off', () => {
  it('are shown disabled with their message', async () => {
    const user = userEvent.setup();
    const message = 'The records system fills in the age.';
    renderReportForm({ config: { ...SMALL, disabled_fields: [{ path: 'citizens.perception.age', message }] } });
    await user.click(button('Add Citizen'));
    const age = screen.getByRole('spinbutton', { name: 'Age' }) as HTMLInputElement;
    expect(age.disabled).toBe(true);
    expect(age.getAttribute('aria-describedby')).toBe(screen.getByText(message).id);
    expect((screen.getByRole('switch', { name: 'Limited English' }) as HTMLInputElement).disabled).toBe(false);
  });
});

describe('field issues', () => {
  it('a field shows its issue once left, linked by aria-describedby', async () => {
    const user = userEvent.setup();
    renderReportForm({ config: SMALL });
    await user.click(button('Add Citizen'));
    const age = screen.getByRole('spinbutton', { name: 'Age' });
    expect(screen.queryByText('This field is required.')).toBeNull();
    await user.click(age);
    await user.tab();
    // Not at once: the page must not shift under the officer's next tap before validation caught up.
    expect(screen.queryByText('This field is required.')).toBeNull();
    const message = await screen.findByText('This field is required.', {}, { timeout: 3000 });
    expect(age.getAttribute('aria-invalid')).toBe('true');
    expect(age.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
  });

  it('every issue shows when the form shows issues (after a submit attempt)', async () => {
    const user = userEvent.setup();
    renderReportForm({ config: texas, showIssues: true });
    await user.click(button('Add Citizen'));
    const group = screen.getByRole('group', { name: 'Reason for Contact' });
    const message = screen.getByText('Select the reason for contact.');
    expect(group.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    const address = screen.getByRole('textbox', { name: 'Address' });
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(address.getAttribute('aria-describedby')).toBe(screen.getByText('Enter the full address.').id);
  });

  it('duration: helper text, the rule message and the device badge', async () => {
    renderReportForm({ config: texas, deviceMinutes: 12 });
    const duration = screen.getByRole('spinbutton', { name: 'Duration' });
    expect(screen.getByText('Minimum 1, maximum 1440.')).toBeTruthy();
    expect(screen.getByText('Measured on this device:', { exact: false }).parentElement?.textContent).toBe(
      'Measured on this device: 12 min',
    );
    fireEvent.change(duration, { target: { value: '2000' } });
    fireEvent.blur(duration);
    await waitFor(() => expect(duration.getAttribute('aria-invalid')).toBe('true'), { timeout: 3000 });
    expect(screen.getAllByText('Minimum 1, maximum 1440.')).toHaveLength(1);
  });
});

describe('people picker', () => {
  it('searches agency users as the officer types and picks one', async () => {
    const user = userEvent.setup();
    const peopleSearch = vi.fn(async (name: string) => PEOPLE.filter((person) => person.name.startsWith(name)));
    const { state } = renderReportForm({ config: texas, peopleSearch });
    await user.click(button('Add Citizen'));
    await user.click(button('Add Officer'));
    const box = within(screen.getByRole('region', { name: 'Officer 1' })).getByRole('combobox', { name: 'Officer' }) as HTMLInputElement;

    await user.type(box, 'Mar');
    expect(await screen.findByText('Searching…')).toBeTruthy();
    const maria = await screen.findByRole('option', { name: /Maria Gonzalez/ });
    expect(peopleSearch).toHaveBeenCalledTimes(1);
    expect(peopleSearch).toHaveBeenCalledWith('Mar');
    expect(screen.getByRole('option', { name: /Mark Chen/ })).toBeTruthy();

    await user.click(maria);
    expect(state.draft.officers[0]?.officer).toEqual({ officer: { id: 'u-1', name: 'Maria Gonzalez' } });
    expect(box.value).toBe('Maria Gonzalez');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it("says 'No officers found' and picks with the keyboard", async () => {
    const user = userEvent.setup();
    const { state } = renderReportForm({ config: texas });
    await user.click(button('Add Citizen'));
    await user.click(button('Add Officer'));
    const box = screen.getByRole('combobox', { name: 'Officer' });
    await user.type(box, 'Zed');
    expect(await screen.findByText('No officers found')).toBeTruthy();

    await user.clear(box);
    await user.type(box, 'Mark');
    await screen.findByRole('option', { name: /Mark Chen/ });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(state.draft.officers[0]?.officer).toEqual({ officer: { id: 'u-2', name: 'Mark Chen' } });
  });
});
