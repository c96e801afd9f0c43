import type { MeResponse } from '@fieldbook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearDraft, loadDraft, saveDraft } from '../offline/drafts.ts';
import { installFakeIndexedDb } from '../offline/offline-test-utils.ts';
import { listOutbox } from '../offline/outbox.ts';
import { APP_EVENTS, emitAppEvent } from '../shell/app-events.ts';
import { readConfiguration, readExampleReport } from '../test/configurations.ts';
import { type Handler, json, mockFetch } from '../test/fetch-mock.ts';
import { officer, signIn } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { fromPayload } from './form/index.ts';
import type { WizardDraft } from './wizard/wizard-draft.ts';

installFakeIndexedDb();

const TEXAS = 'texas.json';
const base = officer();
const me: MeResponse = officer({ agency: { ...(base.agency as NonNullable<MeResponse['agency']>), configuration_file: TEXAS } });

/** /app/report for an officer of a Texas agency (the state offers the ID to link reports). */
function renderWizard(handlers: Record<string, Handler> = {}) {
  signIn();
  const calls = mockFetch({
    'GET /api/users/me': () => json(me),
    [`GET /configurations/${TEXAS}`]: () => json(readConfiguration(TEXAS)),
    'GET /api/agencies/me/areas': () => json([]),
    'GET /api/agencies/me/tags': () => json([]),
    'GET /api/agencies/me/users': () => json([]),
    'GET /api/reports/me/from-integration': () => json({ reports: [], links: { next: null }, total: 0 }),
    ...handlers,
  });
  return { ...renderApp('/app/report'), calls };
}

describe('the numbers step (issue 13 item 4)', () => {
  it('leaving with both numbers filled saves the draft, and Continue Report goes on to the form with them', async () => {
    let draftAlerts = 0;
    const countDraftAlert = () => draftAlerts++;
    window.addEventListener(APP_EVENTS.mainAlertMsg, countDraftAlert);
    const { user, router } = renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Call For Service' }));
    const number = screen.getByLabelText('Incident Number');
    await user.clear(number);
    await user.type(number, 'CAD-77');
    await user.type(await screen.findByLabelText('ID to link reports'), 'EV-7');

    await router.navigate('/app/business-card');
    expect(await screen.findByText('The report was saved as a draft.')).toBeTruthy();
    await waitFor(async () =>
      expect(await loadDraft<WizardDraft>(me.email)).toMatchObject({ incidentNumber: 'CAD-77', eventIdentifier: 'EV-7' }),
    );

    await router.navigate('/app/report');
    const dialog = await screen.findByRole('dialog', { name: 'Continue your report?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue Report' }));
    expect(await screen.findByRole('button', { name: 'Add Citizen' })).toBeTruthy();
    await waitFor(async () =>
      expect((await loadDraft<WizardDraft>(me.email))?.form?.general_information).toMatchObject({
        incident_number: 'CAD-77',
        state_related: { to_connect_reports: { event_identifier: 'EV-7' } },
      }),
    );
    // Leave again, and let that save finish before the next test opens its own device database.
    await router.navigate('/app/business-card');
    await screen.findByRole('heading', { name: 'Business Card' });
    await waitFor(async () => expect((await loadDraft<WizardDraft>(me.email))?.step).toBe(3));
    // The snackbar message follows the save's promise, which can settle after the read above: wait for the second
    // one, so that the next test's snackbar does not receive this test's message.
    await waitFor(() => expect(draftAlerts).toBe(2));
    window.removeEventListener(APP_EVENTS.mainAlertMsg, countDraftAlert);
  });

  it('keeps the numbers on the device as they are typed, so a reload or a dropped tab loses nothing (issue 24, defect 14)', async () => {
    const { user, unmount } = renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Call For Service' }));
    const number = screen.getByLabelText('Incident Number');
    await user.clear(number);
    await user.type(number, 'CAD-88');
    await user.type(await screen.findByLabelText('ID to link reports'), 'EV-8');
    // Still on the numbers step, nothing left: what a reload finds on the device.
    await waitFor(
      async () =>
        expect(await loadDraft<WizardDraft>(me.email)).toMatchObject({ step: 2, incidentNumber: 'CAD-88', eventIdentifier: 'EV-8' }),
      { timeout: 3000 },
    );
    expect(screen.getByRole('heading', { name: 'Add incident numbers' })).toBeTruthy();

    unmount();
    await waitFor(async () => expect(await loadDraft<WizardDraft>(me.email)).not.toBeNull());
    const reloaded = renderWizard();
    const dialog = await screen.findByRole('dialog', { name: 'Continue your report?' });
    await reloaded.user.click(within(dialog).getByRole('button', { name: 'Continue Report' }));
    expect(await screen.findByRole('button', { name: 'Add Citizen' })).toBeTruthy();
    await waitFor(async () =>
      expect((await loadDraft<WizardDraft>(me.email))?.form?.general_information).toMatchObject({
        incident_number: 'CAD-88',
        state_related: { to_connect_reports: { event_identifier: 'EV-8' } },
      }),
    );
    await clearDraft(me.email);
  });

  it('Cancel on the numbers step keeps no draft of the numbers typed', async () => {
    const { user } = renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Officer Pro-active' }));
    await user.type(await screen.findByLabelText('ID to link reports'), 'EV-9');
    await waitFor(async () => expect((await loadDraft<WizardDraft>(me.email))?.eventIdentifier).toBe('EV-9'), { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(async () => expect(await loadDraft(me.email)).toBeNull());
  });

  it('leaving before the linking ID is filled, where the state offers it, keeps no draft', async () => {
    const { user, router } = renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Call For Service' }));
    await screen.findByLabelText('ID to link reports');
    await router.navigate('/app/business-card');
    await screen.findByRole('heading', { name: 'Business Card' });
    expect(await loadDraft(me.email)).toBeNull();
    expect(screen.queryByText('The report was saved as a draft.')).toBeNull();
  });
});

describe('submit after a session expiry (issue 13 item 6)', () => {
  it("shows the outcome's own 'Go to Log in' and not the Session Expired dialog as well", async () => {
    const example = readExampleReport(TEXAS);
    const form = fromPayload({ ...example, id: crypto.randomUUID() } as never, me.agency?.timezone ?? 'UTC');
    await saveDraft<WizardDraft>(me.email, {
      step: 3,
      startedAt: new Date(Date.now() - 60_000).toISOString(),
      deviceCoords: null,
      type: 'Call For Service',
      incidentNumber: form.general_information.incident_number,
      eventIdentifier: '',
      form,
    });
    const unauthorized = () => json({ detail: 'Unauthorized' }, 401, 'Unauthorized');
    const { user } = renderWizard({ 'POST /api/reports/': unauthorized, 'POST /api/auth/refresh': unauthorized });
    await user.click(await screen.findByRole('button', { name: 'Continue Report' }));
    const submit = await screen.findByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await user.click(submit);

    expect(await screen.findByRole('heading', { name: 'Report saved' })).toBeTruthy();
    expect(screen.getByText('This report could not be submitted because your session has expired.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Go to Log in' })).toHaveLength(1);
    expect(screen.queryByRole('alertdialog', { name: 'Session Expired' })).toBeNull();
    expect(await listOutbox(me.email)).toHaveLength(1);

    // A later call refused in the background does not open the dialog over this screen either.
    emitAppEvent(APP_EVENTS.sessionExpire);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alertdialog', { name: 'Session Expired' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: 'Go to Log in' })).toHaveLength(0);
  });
});
