import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readConfiguration, renderReportForm } from './report-form-harness.tsx';

const california = readConfiguration('california.json');
const texas = readConfiguration('texas.json');

async function addCitizen(user: ReturnType<typeof userEvent.setup>, number = 1) {
  await user.click(screen.getByRole('button', { name: 'Add Citizen' }));
  return within(screen.getByRole('region', { name: `Citizen ${number}` }));
}

const checkbox = (scope: ReturnType<typeof within>, name: string) => scope.getByRole('checkbox', { name }) as HTMLInputElement;

describe('conditional fields', () => {
  it('a field appears with its option, disappears with another, and its value leaves the draft', async () => {
    const user = userEvent.setup();
    const { state } = renderReportForm({ config: california });
    const card = await addCitizen(user);
    const typeGroup = { name: 'Primary type of traffic violation' };
    expect(card.queryByRole('group', typeGroup)).toBeNull();

    await user.click(card.getByRole('radio', { name: 'Traffic violation' }));
    await user.click(within(card.getByRole('group', typeGroup)).getByRole('radio', { name: 'Moving violation' }));
    expect(state.draft.citizens[0]?.stop_reason).toMatchObject({ primary_reason: 'traffic_violation', traffic_violation_type: 'moving' });

    await user.click(card.getByRole('radio', { name: 'Probable cause to arrest or search' }));
    expect(card.queryByRole('group', typeGroup)).toBeNull();
    expect(state.draft.citizens[0]?.stop_reason).toEqual({ primary_reason: 'probable_cause' });
  });

  it('a citizen section conditioned on General Information follows the switch there', async () => {
    const user = userEvent.setup();
    const { state } = renderReportForm({ config: california });
    const card = await addCitizen(user);
    const studentSwitch = { name: 'The person stopped is a student' };
    expect(card.queryByRole('switch', studentSwitch)).toBeNull();

    await user.click(screen.getByRole('switch', { name: 'Stop took place at a K-12 public school' }));
    await user.click(card.getByRole('switch', studentSwitch));
    expect(state.draft.citizens[0]?.student).toEqual({ is_student: true });

    await user.click(screen.getByRole('switch', { name: 'Stop took place at a K-12 public school' }));
    expect(card.queryByRole('switch', studentSwitch)).toBeNull();
    expect(state.draft.citizens[0]).not.toHaveProperty('student');
  });

  it('location types follow their option conditions', async () => {
    const user = userEvent.setup();
    renderReportForm({ config: california });
    const locationType = screen.getByRole('combobox', { name: 'Location type' });
    expect(within(locationType).getByRole('option', { name: 'Block number and street name' })).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'The location is a residence' }));
    expect(within(locationType).queryByRole('option', { name: 'Block number and street name' })).toBeNull();
  });
});

describe('choices', () => {
  it("an exclusive 'None' clears the other values and is cleared by another", async () => {
    const user = userEvent.setup();
    const { state } = renderReportForm({ config: california });
    const group = within((await addCitizen(user)).getByRole('group', { name: 'Perceived or known disability' }));

    await user.click(checkbox(group, 'Deafness or difficulty hearing'));
    await user.click(checkbox(group, 'Blind or limited vision'));
    await user.click(checkbox(group, 'None'));
    // 'None' folds the rest of the list away (issue 24).
    expect(group.queryByRole('checkbox', { name: 'Deafness or difficulty hearing' })).toBeNull();
    await user.click(group.getByRole('button', { name: 'Show all options' }));
    expect(checkbox(group, 'Deafness or difficulty hearing').checked).toBe(false);
    expect(checkbox(group, 'None').checked).toBe(true);
    expect(state.draft.citizens[0]?.perception).toEqual({ disability: ['none'] });

    await user.click(checkbox(group, 'Mental health condition'));
    expect(checkbox(group, 'None').checked).toBe(false);
    expect(state.draft.citizens[0]?.perception).toEqual({ disability: ['mental_health'] });
  });

  it('fields_to_populate: a Bystander gets Action Taken: No Action', async () => {
    const user = userEvent.setup();
    const { state } = renderReportForm({ config: texas });
    const card = await addCitizen(user);
    await user.click(card.getByRole('radio', { name: 'Arrest' }));
    await user.click(card.getByRole('radio', { name: 'Bystander' }));
    expect((card.getByRole('radio', { name: 'No Action' }) as HTMLInputElement).checked).toBe(true);
    expect(state.draft.citizens[0]?.incident_information).toEqual({ reason_for_contact: 'bystander', action_taken: 'no_action' });
  });

  it('lighting conditions offer the seven options, several at once', async () => {
    const user = userEvent.setup();
    const { state } = renderReportForm({ config: texas });
    const group = within(screen.getByRole('group', { name: 'Lighting conditions' }));
    expect(group.getAllByRole('checkbox')).toHaveLength(7);
    await user.click(checkbox(group, 'Complete Darkness'));
    await user.click(checkbox(group, 'Artificial Lighting (Vehicle Lights)'));
    expect(state.draft.general_information.lighting_conditions).toEqual(['Complete Darkness', 'Artificial Lighting (Vehicle Lights)']);
  });
});

describe('use of force', () => {
  it('a citizen with use of force forces the switch on and disables it (Texas)', async () => {
    const user = userEvent.setup();
    const { state } = renderReportForm({ config: texas });
    const wasUseOfForce = () => screen.getByRole('switch', { name: 'Was Use Of Force' }) as HTMLInputElement;
    expect(wasUseOfForce().checked).toBe(false);
    expect(screen.queryByRole('group', { name: 'Type of Force Used' })).toBeNull();

    const card = await addCitizen(user);
    await user.click(card.getByRole('switch', { name: 'Use of Force' }));
    expect(wasUseOfForce().checked).toBe(true);
    expect(wasUseOfForce().disabled).toBe(true);
    expect(state.draft.general_information.was_use_of_force).toBe(true);
    expect(screen.getByRole('group', { name: 'Type of Force Used' })).toBeTruthy();

    await user.click(card.getByRole('switch', { name: 'Use of Force' }));
    expect(wasUseOfForce().disabled).toBe(false);
  });

  it("California: 'Handcuffed' for a citizen turns 'Was Use Of Force' on, and the switch only follows the citizens (issue 13)", async () => {
    const user = userEvent.setup();
    const { state } = renderReportForm({ config: california });
    const wasUseOfForce = () => screen.getByRole('switch', { name: 'Was Use Of Force' }) as HTMLInputElement;
    const hint = () => document.getElementById(wasUseOfForce().getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent;
    // California has no use-of-force form: the switch cannot be turned on by hand to show an empty one.
    expect(wasUseOfForce().checked).toBe(false);
    expect(wasUseOfForce().disabled).toBe(true);
    expect(hint()).toBe('Turned on when force is used on a citizen of this report.');

    const card = await addCitizen(user);
    const forceActions = within(card.getByRole('group', { name: 'Force-related actions taken during the stop' }));
    await user.click(checkbox(forceActions, 'Handcuffed or flex cuffed'));
    expect(card.getByRole('status', { name: 'Use of force' }).textContent).toBe('Yes');
    expect(wasUseOfForce().checked).toBe(true);
    expect(wasUseOfForce().disabled).toBe(true);
    expect(hint()).toBe('On because force was used on a citizen of this report.');
    expect(state.draft.general_information.was_use_of_force).toBe(true);

    await user.click(checkbox(forceActions, 'None'));
    expect(card.getByRole('status', { name: 'Use of force' }).textContent).toBe('No');
    expect(wasUseOfForce().checked).toBe(false);
    expect(state.draft.general_information.was_use_of_force).toBe(false);
  });

  it("clearing 'Was Use Of Force' resets the use-of-force data", async () => {
    const user = userEvent.setup();
    const { state } = renderReportForm({ config: texas });
    await user.click(screen.getByRole('switch', { name: 'Was Use Of Force' }));
    await user.type(screen.getByRole('textbox', { name: 'Other Details' }), 'Hold');
    await user.click(screen.getByRole('button', { name: 'Add agency' }));
    await user.type(screen.getByRole('textbox', { name: 'Agency 1' }), 'Travis County EMS');
    expect(state.draft.use_of_force).toEqual({ force: { other_details: 'Hold' }, other_agencies_involved: ['Travis County EMS'] });

    await user.click(screen.getByRole('switch', { name: 'Was Use Of Force' }));
    expect(state.draft.use_of_force).toEqual({});
    expect(screen.queryByRole('textbox', { name: 'Other Details' })).toBeNull();
  });
});
