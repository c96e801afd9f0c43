import type { MeResponse } from '@fieldbook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveDraft } from '../offline/drafts.ts';
import { installFakeIndexedDb } from '../offline/offline-test-utils.ts';
import { cacheReferenceData, REFERENCE_KEYS, readReferenceData } from '../offline/reference-cache.ts';
import { readConfiguration, readExampleReport } from '../test/configurations.ts';
import { type Handler, json, mockFetch } from '../test/fetch-mock.ts';
import { officer, signIn } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { fromPayload } from './form/index.ts';
import type { WizardDraft } from './wizard/wizard-draft.ts';

// The QR code's content, as the image is made from it.
const qrValues = vi.hoisted(() => [] as string[]);
vi.mock('qrcode', () => ({
  toDataURL: async (value: string) => {
    qrValues.push(value);
    return 'data:image/png;base64,iVBORw0KGgo=';
  },
}));

installFakeIndexedDb();
afterEach(() => {
  qrValues.length = 0;
  Reflect.deleteProperty(navigator, 'share');
});

const TEXAS = 'texas.json';
const base = officer();
const me: MeResponse = officer({ agency: { ...(base.agency as NonNullable<MeResponse['agency']>), configuration_file: TEXAS } });
const PUBLIC_URL = 'https://fieldbook.example.gov';
const unreachable = () => {
  throw new TypeError('Failed to fetch');
};

/** A filled report left at the form step, and /app/report opened over it: Continue Report, then Submit. */
async function fileReport(handlers: Record<string, Handler>) {
  const form = fromPayload({ ...readExampleReport(TEXAS), id: crypto.randomUUID() } as never, me.agency?.timezone ?? 'UTC');
  form.general_information.incident_number = 'CAD-4711';
  form.general_information.type = 'Call For Service';
  await saveDraft<WizardDraft>(me.email, {
    step: 3,
    startedAt: new Date(Date.now() - 60_000).toISOString(),
    deviceCoords: null,
    type: 'Call For Service',
    incidentNumber: 'CAD-4711',
    eventIdentifier: '',
    form,
  });
  signIn();
  mockFetch({
    'GET /api/users/me': () => json(me),
    [`GET /configurations/${TEXAS}`]: () => json(readConfiguration(TEXAS)),
    'GET /api/agencies/me/areas': () => json([]),
    'GET /api/agencies/me/tags': () => json([]),
    'GET /api/agencies/me/users': () => json([]),
    'GET /api/reports/me/from-integration': () => json({ reports: [], links: { next: null }, total: 0 }),
    ...handlers,
  });
  const shared: ShareData[] = [];
  Object.defineProperty(navigator, 'share', { value: async (data: ShareData) => void shared.push(data), configurable: true });
  const view = renderApp('/app/report');
  await view.user.click(await screen.findByRole('button', { name: 'Continue Report' }));
  const submit = await screen.findByRole('button', { name: 'Submit' });
  await waitFor(() => expect(submit).toHaveProperty('disabled', false));
  await view.user.click(submit);
  return { ...view, shared };
}

const factOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the case link on the outcome screen (issue 24, defects 10 and 11)', () => {
  it("carries the server's PUBLIC_URL, not the host the phone reached Fieldbook on", async () => {
    expect(window.location.origin).not.toBe(PUBLIC_URL);
    const { user, shared } = await fileReport({
      'GET /api/public/app-settings': () => json({ public_url: PUBLIC_URL }),
      'POST /api/reports/': () => json({ id: 'x' }, 201),
    });
    const outcome = await screen.findByRole('region', { name: 'Report submitted' });
    expect(factOf('Incident Number')).toBe('CAD-4711');
    expect(factOf('Type')).toBe('Call For Service');
    expect(factOf('Status')).toBe('Uploaded to the agency');

    await user.click(within(outcome).getByRole('button', { name: 'Share' }));
    expect(shared[0]?.url).toMatch(new RegExp(`^${PUBLIC_URL}/case/[A-Za-z0-9_-]{22}$`));
    await waitFor(() => expect(qrValues).toContain(shared[0]?.url));
    expect(qrValues.every((value) => value.startsWith(`${PUBLIC_URL}/case/`))).toBe(true);
    // Kept on the device for the QR codes shown offline.
    expect(await readReferenceData(me.email, REFERENCE_KEYS.appSettings)).toEqual({ public_url: PUBLIC_URL });
  });

  it('offline, the link still carries PUBLIC_URL as the device kept it, and the screen says the report waits to upload', async () => {
    await cacheReferenceData(me.email, REFERENCE_KEYS.appSettings, { public_url: PUBLIC_URL });
    const { user, shared } = await fileReport({ 'GET /api/public/app-settings': unreachable, 'POST /api/reports/': unreachable });
    const outcome = await screen.findByRole('region', { name: 'Report saved' });
    expect(factOf('Incident Number')).toBe('CAD-4711');
    expect(factOf('Status')).toBe('Saved on this device, not uploaded yet');
    expect(within(outcome).getByText(/The case page will show this case once this device uploads the report/)).toBeTruthy();
    await user.click(within(outcome).getByRole('button', { name: 'Share' }));
    expect(shared[0]?.url).toMatch(new RegExp(`^${PUBLIC_URL}/case/`));
  });
});
