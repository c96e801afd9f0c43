import { COMPONENT_TYPES, type ComponentType, type FormField, type StateConfiguration } from '@fieldbook/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { validateDraft } from './report-draft.ts';
import { renderReportForm, TAGS, TIME_ZONE } from './report-form-harness.tsx';

const OPTIONS = [
  { value: 'alpha', label: 'Alpha' },
  { value: 'bravo', label: 'Bravo' },
  { value: 'none', label: 'None', exclusive: true },
];
const WITH_OPTIONS = new Set<ComponentType>(['autocomplete', 'autocompletechip', 'checkbox', 'multiselect', 'radio']);

const label = (component: ComponentType) => `Field ${component}`;

function fieldOf(component: ComponentType): FormField {
  return {
    name: component,
    label: label(component),
    component,
    required: true,
    hint: `Hint for ${component}`,
    ...(WITH_OPTIONS.has(component) ? { options: OPTIONS } : {}),
    ...(component === 'itemlist' ? { item_name: 'Entry', item_model: [{ name: 'code', label: 'Code', component: 'textfield' }] } : {}),
  };
}

const CONFIG: StateConfiguration = {
  name: 'Every component',
  state: 'Test',
  general_information: {
    location_types: [{ value: 'street', label: 'Street' }],
    sections: [{ name: 'all', label: 'All components', fields: COMPONENT_TYPES.map(fieldOf) }],
  },
  citizens: {
    item_name: 'Citizen',
    sections: [{ name: 'basic', label: 'Basic', fields: [{ name: 'age', label: 'Age', component: 'number' }] }],
  },
  officers: {
    item_name: 'Officer',
    sections: [{ name: 'basic', label: 'Basic', fields: [{ name: 'badge', label: 'Badge', component: 'textfield' }] }],
  },
};

/** The role each component's control has, named by the field label (null: found by its label only). */
const ROLES: Record<ComponentType, string | null> = {
  areasfield: 'group',
  autocomplete: 'combobox',
  autocompletechip: 'combobox',
  checkbox: 'group',
  date: null,
  daterange: 'group',
  multiselect: 'listbox',
  number: 'spinbutton',
  numberrange: 'group',
  peoplepicker: 'combobox',
  radio: 'group',
  switch: 'switch',
  textfield: 'textbox',
  textarea: 'textbox',
  time: 'textbox',
  itemlist: 'group',
  citizen_checklist: 'group',
  groupsfield: 'group',
  titlefield: 'textbox',
  tagsfield: 'group',
};

const AREAS = [{ id: 'a-1', name: 'North' }];
const GROUPS = [{ id: 'g-1', name: 'Traffic' }];
const renderAll = () => renderReportForm({ config: CONFIG, areas: AREAS, groups: GROUPS, showIssues: true });
/** Fails when the engine finds a problem with any of the values the form stored. */
function expectEngineAccepts(draft: Parameters<typeof validateDraft>[0]) {
  const paths = validateDraft(draft, { config: CONFIG, timeZone: TIME_ZONE, now: new Date(), mode: 'create' }).map((issue) => issue.path);
  for (const name of Object.keys(stateValue(draft))) expect(paths).not.toContain(`general_information.state_related.all.${name}`);
}

const stateValue = (draft: { general_information: { state_related: Record<string, Record<string, unknown>> } }) =>
  draft.general_information.state_related.all ?? {};

describe('the twenty field components', () => {
  it.each(COMPONENT_TYPES)('%s renders its control named by the label, with its hint and issue', (component) => {
    renderAll();
    const role = ROLES[component];
    const control = role ? screen.getByRole(role, { name: label(component) }) : screen.getByLabelText(label(component));
    const describedBy = control.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy).toContain(screen.getByText(`Hint for ${component}`).id);
    expect(describedBy.some((id) => document.getElementById(id)?.className === 'form-field-error')).toBe(true);
  });

  it('choice components store what the engine expects', async () => {
    const user = userEvent.setup();
    const { state } = renderAll();
    await user.click(screen.getByRole('combobox', { name: label('autocomplete') }));
    await user.click(within(screen.getByRole('listbox', { name: label('autocomplete') })).getByRole('option', { name: 'Bravo' }));
    const chips = screen.getByRole('combobox', { name: label('autocompletechip') });
    await user.type(chips, 'al');
    const chipOptions = () => within(screen.getByRole('listbox', { name: label('autocompletechip') }));
    await user.click(chipOptions().getByRole('option', { name: 'Alpha' }));
    await user.click(chips);
    await user.click(chipOptions().getByRole('option', { name: 'None' }));
    await user.selectOptions(screen.getByRole('listbox', { name: label('multiselect') }), ['alpha', 'bravo']);
    await user.click(within(screen.getByRole('group', { name: label('areasfield') })).getByRole('checkbox', { name: 'North' }));
    await user.click(within(screen.getByRole('group', { name: label('groupsfield') })).getByRole('checkbox', { name: 'Traffic' }));
    await user.click(within(screen.getByRole('group', { name: label('tagsfield') })).getByRole('checkbox', { name: TAGS[0]?.name ?? '' }));

    expect(stateValue(state.draft)).toEqual({
      autocomplete: 'bravo',
      autocompletechip: ['none'],
      multiselect: ['alpha', 'bravo'],
      areasfield: [{ id: 'a-1', name: 'North' }],
      groupsfield: [{ id: 'g-1', name: 'Traffic' }],
      tagsfield: [TAGS[0]],
    });
    expect(screen.getByRole('button', { name: 'Remove None' })).toBeTruthy();
    expectEngineAccepts(state.draft);
  });

  it('a people picker without single_choice keeps several people as chips', async () => {
    const user = userEvent.setup();
    const { state } = renderAll();
    const box = screen.getByRole('combobox', { name: label('peoplepicker') });
    await user.type(box, 'Ma');
    await user.click(await screen.findByRole('option', { name: /Maria Gonzalez/ }));
    await user.type(box, 'Ma');
    expect(await screen.findByRole('option', { name: /Mark Chen/ })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /Maria Gonzalez/ })).toBeNull();
    await user.click(screen.getByRole('option', { name: /Mark Chen/ }));
    expect(stateValue(state.draft).peoplepicker).toEqual([
      { id: 'u-1', name: 'Maria Gonzalez' },
      { id: 'u-2', name: 'Mark Chen' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove Maria Gonzalez' }));
    expect(stateValue(state.draft).peoplepicker).toEqual([{ id: 'u-2', name: 'Mark Chen' }]);
    expectEngineAccepts(state.draft);
  });

  it('text, number, range and time components store what the engine expects', async () => {
    const user = userEvent.setup();
    const { state } = renderAll();
    await user.type(screen.getByRole('textbox', { name: label('time') }), '1630');
    await user.type(screen.getByRole('textbox', { name: label('titlefield') }), 'Sergeant');
    await user.type(screen.getByRole('spinbutton', { name: label('number') }), '42');
    const numbers = within(screen.getByRole('group', { name: label('numberrange') }));
    await user.type(numbers.getByRole('spinbutton', { name: 'From' }), '3');
    await user.type(numbers.getByRole('spinbutton', { name: 'To' }), '9');
    await user.click(screen.getByRole('switch', { name: label('switch') }));
    await user.click(screen.getByRole('button', { name: 'Add Entry' }));
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'X1');

    expect(stateValue(state.draft)).toEqual({
      time: '16:30',
      titlefield: { name: 'Sergeant' },
      number: 42,
      numberrange: { from: 3, to: 9 },
      switch: true,
      itemlist: [{ code: 'X1' }],
    });
    expectEngineAccepts(state.draft);
  });
});
