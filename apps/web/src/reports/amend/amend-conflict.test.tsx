import type { ReportView } from '@fieldbook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeIndexedDb } from '../../offline/offline-test-utils.ts';
import { readConfiguration, readExampleReport } from '../../test/configurations.ts';
import { callsTo, json, mockFetch } from '../../test/fetch-mock.ts';
import { officer, signIn } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { APPLY_ON_TOP, CONFLICT_TITLE } from './amend-conflict.tsx';
import { REASON_LABEL } from './amend-reason-field.tsx';

installFakeIndexedDb();
afterEach(() => vi.unstubAllGlobals());

const CALIFORNIA = 'california.json';
const author = { name: 'Jordan Lee', title: null, avatar_thumbnail_url: null };

/** The California example as the server gives it, at `version`, with `change` applied. */
function reportView(version: number, change: (report: any) => void = () => {}): ReportView {
  const report: any = structuredClone(readExampleReport(CALIFORNIA));
  report.general_information.date = new Date(Date.now() - 3_600_000).toISOString();
  change(report);
  const versions = Array.from({ length: version + 1 }, (_, v) => ({
    v,
    created_at: new Date(Date.now() - 60_000 * (10 - v)).toISOString(),
    author: v === 0 ? author : { ...author, name: 'Marcus Reyes' },
    from_public_api: false,
    reason: v === 0 ? null : 'Race corrected',
    changes: [],
  }));
  return {
    id: report.id,
    incident_number: report.general_information.incident_number,
    version,
    created_at: versions[0]?.created_at ?? '',
    updated_at: versions[version]?.created_at ?? '',
    author: { id: 'u1', name: 'Jordan Lee', officer_id: 'DPD-0217', title: 'Officer', role_priority: 10 },
    report,
    versions,
    can_amend: true,
    review: { state: 'approved', reviewed_by: null, reviewed_at: null, note: null, fields: [] },
    can_review: false,
  };
}

function openAmend(opened: ReportView, handlers: Parameters<typeof mockFetch>[0]) {
  signIn();
  const calls = mockFetch({
    'GET /api/users/me': () => json(officer()),
    [`GET /configurations/${CALIFORNIA}`]: () => json(readConfiguration(CALIFORNIA)),
    'GET /api/agencies/me/areas': () => json([]),
    'GET /api/agencies/me/tags': () => json([]),
    'GET /api/agencies/me/users': () => json([]),
    ...handlers,
  });
  const app = renderApp('/app/amend', { report: opened, redirectTo: '/app/reports' });
  return { ...app, calls };
}

async function changeDuration(user: ReturnType<typeof renderApp>['user'], minutes: string) {
  const duration = await screen.findByRole('spinbutton', { name: 'Duration' });
  await user.clear(duration);
  await user.type(duration, minutes);
}

describe('the amend page (issue 25)', () => {
  it("lists the changes about to be sent in words, from the domain's diff, before Submit", async () => {
    const opened = reportView(0);
    const { user } = openAmend(opened, {});
    const duration = await screen.findByRole('spinbutton', { name: 'Duration' });
    const before = (duration as HTMLInputElement).value;
    expect(screen.queryByRole('group', { name: /Changes? to send/ })).toBeNull();
    await changeDuration(user, '56');
    const summary = await screen.findByText('Change to send (1)');
    await user.click(summary);
    const list = screen.getByRole('list', { name: 'Changes to send' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`Duration: ${before} min → 56 min`]);
  });

  it("sends base_version and the trimmed reason; a reason over 500 characters shows the domain's message and blocks Submit", async () => {
    const opened = reportView(0);
    const number = opened.incident_number;
    const { user, calls } = openAmend(opened, {
      [`POST /api/reports/${number}/amend`]: () => json({ id: opened.id, incident_number: number, version: 1, created_at: '' }),
    });
    await changeDuration(user, '56');
    const reason = await screen.findByRole('textbox', { name: REASON_LABEL });
    const submit = screen.getByRole('button', { name: 'Submit' });
    await user.click(reason);
    await user.paste('x'.repeat(501));
    expect(await screen.findByText('Write the reason in 1 to 500 characters.')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(submit).toHaveProperty('disabled', true);
    await user.clear(reason);
    await user.type(reason, '  Duration was wrong  ');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await user.click(submit);
    await waitFor(() => expect(callsTo(calls, 'POST', `/api/reports/${number}/amend`)).toHaveLength(1));
    const body = callsTo(calls, 'POST', `/api/reports/${number}/amend`)[0]?.body;
    expect(body).toMatchObject({ base_version: 0, reason: 'Duration was wrong', general_information: { duration: 56 } });
  });

  it('on 409 shows what changed since, and applies my changes on top of the current version without losing either', async () => {
    const opened = reportView(0);
    const number = opened.incident_number;
    const current = reportView(1, (report) => (report.citizens[1].perception.race = ['hispanic_latine']));
    let amends = 0;
    const { user, calls } = openAmend(opened, {
      [`GET /api/reports/${number}`]: () => json(current),
      [`POST /api/reports/${number}/amend`]: () =>
        ++amends === 1
          ? json({ detail: 'REPORT_VERSION_CONFLICT', current: { version: 1, updated_at: '', report: current.report } }, 409, 'Conflict')
          : json({ id: opened.id, incident_number: number, version: 2, created_at: '' }),
    });
    await changeDuration(user, '56');
    const submit = screen.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await user.click(submit);

    expect(await screen.findByRole('heading', { name: CONFLICT_TITLE })).toBeTruthy();
    const theirs = screen.getByRole('list', { name: 'What changed since you opened it' });
    expect(
      within(theirs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Citizen 2, Perceived race or ethnicity: Black/African American → Hispanic/Latine(x)']);
    const mine = screen.getByRole('list', { name: 'Your changes' });
    expect(
      within(mine)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Duration: 55 min → 56 min']);
    expect(screen.getByText(/Version 2 was saved by Marcus Reyes/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: APPLY_ON_TOP }));
    expect(((await screen.findByRole('spinbutton', { name: 'Duration' })) as HTMLInputElement).value).toBe('56');
    const again = screen.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(again).toHaveProperty('disabled', false));
    await user.click(again);
    await waitFor(() => expect(callsTo(calls, 'POST', `/api/reports/${number}/amend`)).toHaveLength(2));
    const body = callsTo(calls, 'POST', `/api/reports/${number}/amend`)[1]?.body as any;
    expect(body.base_version).toBe(1);
    expect(body.general_information.duration).toBe(56);
    expect(body.citizens[1].perception.race).toEqual(['hispanic_latine']);
  });
});
