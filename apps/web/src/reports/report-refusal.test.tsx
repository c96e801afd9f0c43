import type { MeResponse } from '@fieldbook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveDraft } from '../offline/drafts.ts';
import { installFakeIndexedDb } from '../offline/offline-test-utils.ts';
import { APP_EVENTS } from '../shell/app-events.ts';
import { readConfiguration, readExampleReport } from '../test/configurations.ts';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { officer, signIn } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { fromPayload } from './form/index.ts';
import type { WizardDraft } from './wizard/wizard-draft.ts';

installFakeIndexedDb();

const TEXAS = 'texas.json';
const base = officer();
const me: MeResponse = officer({ agency: { ...(base.agency as NonNullable<MeResponse['agency']>), configuration_file: TEXAS } });

describe('a server 400 on a text field (issue 24, defect 12)', () => {
  it("names the field in 'Complete missing information'", async () => {
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
    const message = 'This text contains characters that are not allowed.';
    signIn();
    mockFetch({
      'GET /api/users/me': () => json(me),
      [`GET /configurations/${TEXAS}`]: () => json(readConfiguration(TEXAS)),
      'GET /api/agencies/me/areas': () => json([]),
      'GET /api/agencies/me/tags': () => json([]),
      'GET /api/agencies/me/users': () => json([]),
      'GET /api/reports/me/from-integration': () => json({ reports: [], links: { next: null }, total: 0 }),
      'POST /api/reports/': () =>
        json({ detail: 'VALIDATION_ERROR', errors: [{ path: 'body.general_information.location.details', message }] }, 400, 'Bad Request'),
    });
    const { user, unmount } = renderApp('/app/report');
    await user.click(await screen.findByRole('button', { name: 'Continue Report' }));
    const submit = await screen.findByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await user.click(submit);
    const dialog = await screen.findByRole('alertdialog', { name: 'Complete missing information' });
    expect(within(dialog).getByText(`Location details: ${message}`)).toBeTruthy();
    // Leaving keeps the draft and then says so: wait for that, so it does not land after the test's window is gone.
    const saved = new Promise<void>((resolve) => window.addEventListener(APP_EVENTS.mainAlertMsg, () => resolve(), { once: true }));
    unmount();
    await saved;
  });
});
