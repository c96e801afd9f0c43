import { DEFAULT_EI_SETTINGS, EI_MESSAGES, toLocalDateTime } from '@fieldbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOtherAgency, addUser, auditRows, demoAgencyId, userIdOf } from '../test/agency-test-users.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * Issue 28, early intervention, on a real server: the demo agency (its generated reports) with two supervisors of
 * different groups (Day Shift: officer@ and manager@; Night Shift: officer2@), and another agency with a manager and an
 * officer whose events are entered by hand, so each rule is seen on data made for it.
 */
let server: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const BASE = '/api/early-intervention';
const on = { ...DEFAULT_EI_SETTINGS, enabled: true };

const send = (who: string, method: string, path: string, body?: unknown) =>
  call(server, method, `${BASE}${path}`, { token: tokens[who] as string, ...(body === undefined ? {} : { body }) });
const todayIn = (timeZone: string) => toLocalDateTime(new Date(), timeZone).date;
const daysAgo = (days: number, timeZone = 'America/Chicago') => {
  const date = new Date(`${todayIn(timeZone)}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

/** Runs the evaluation through the API and the job queue, waiting for it to finish. */
async function evaluate(who: string) {
  const queued = await send(who, 'POST', '/evaluations', {});
  expect(queued).toMatchObject({ status: 202, body: { status: 'queued' } });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const latest = await send(who, 'GET', '/evaluations/latest');
    if (latest.body.run?.id === queued.body.id && ['done', 'failed'].includes(latest.body.run.status)) return latest.body.run;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the evaluation did not finish');
}

beforeAll(async () => {
  server = await startTestServer({
    async configure(db) {
      const demo = await demoAgencyId(db);
      await addUser(db, { email: 'sup.day@demo.test', role: 'supervisor', agencyId: demo, name: 'Dana Day' });
      await addUser(db, { email: 'sup.night@demo.test', role: 'supervisor', agencyId: demo, name: 'Nico Night' });
      const other = await addOtherAgency(db);
      await addUser(db, { email: 'deputy@other.test', role: 'manager', agencyId: other, password: 'Other-agency-pass' });
      await addUser(db, { email: 'patrol@other.test', role: 'officer', agencyId: other, name: 'Pat Rolle' });
    },
  });
  for (const who of ['owner', 'manager', 'officer', 'officer2', 'sup.day', 'sup.night'])
    tokens[who] = (await login(server, `${who}@demo.test`)).access_token;
  tokens.other = (await login(server, 'deputy@other.test', 'Other-agency-pass')).access_token;
  for (const who of ['officer', 'officer2', 'manager', 'sup.day', 'sup.night']) ids[who] = await userIdOf(server.db, `${who}@demo.test`);
  ids.patrol = await userIdOf(server.db, 'patrol@other.test');
  const groups = (await call(server, 'GET', '/api/agencies/me/groups', { token: tokens.manager as string })).body as {
    id: string;
    name: string;
  }[];
  const day = groups.find((group) => group.name === 'Day Shift')?.id;
  const night = groups.find((group) => group.name === 'Night Shift')?.id;
  ids.day = day as string;
  for (const [group, supervisor] of [
    [day, 'sup.day'],
    [night, 'sup.night'],
  ] as const) {
    const response = await call(server, 'PUT', `/api/groups/${group}/supervisors`, {
      token: tokens.manager as string,
      body: { user_ids: [ids[supervisor]] },
    });
    expect(response.status).toBe(200);
  }
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('settings', () => {
  it('starts off with the reference defaults; owners and managers only', async () => {
    expect(await send('other', 'GET', '/settings')).toMatchObject({ status: 200, body: DEFAULT_EI_SETTINGS });
    // The demo agency has it on with the defaults (demo/seed-demo-early-intervention.ts).
    expect(await send('manager', 'GET', '/settings')).toMatchObject({ status: 200, body: on });
    expect((await send('officer', 'GET', '/settings')).status).toBe(403);
    expect((await send('sup.day', 'GET', '/settings')).status).toBe(403);
    expect((await send('sup.day', 'PUT', '/settings', on)).status).toBe(403);
  });

  it('refuses thresholds and windows out of range with the domain messages (400)', async () => {
    const bad = {
      ...on,
      count_rule: { enabled: true, count: 0, window_months: 61 },
      peer_rule: { ...on.peer_rule, fdr: 0.5, min_persons: 5 },
    };
    const response = await send('manager', 'PUT', '/settings', bad);
    expect(response.status).toBe(400);
    expect(response.body.detail).toBe('VALIDATION_ERROR');
    const messages = response.body.errors.map((error: { message: string }) => error.message);
    expect(messages).toEqual(expect.arrayContaining([EI_MESSAGES.count, EI_MESSAGES.window, EI_MESSAGES.fdr, EI_MESSAGES.minPersons]));
    expect((await send('manager', 'PUT', '/settings', { ...on, review_deadline_days: 0 })).body.errors[0].message).toBe(
      EI_MESSAGES.deadline,
    );
    expect((await send('manager', 'PUT', '/settings', { ...on, surprise: true })).status).toBe(400);
  });

  it('saves the settings per agency, audited', async () => {
    expect(await send('manager', 'PUT', '/settings', on)).toMatchObject({ status: 200, body: { enabled: true } });
    const me = async (who: string) => (await call(server, 'GET', '/api/users/me', { token: tokens[who] as string })).body.agency;
    expect(await me('officer')).toMatchObject({ early_intervention_enabled: true });
    expect(await me('other')).toMatchObject({ early_intervention_enabled: false });
    expect(await send('other', 'PUT', '/settings', on)).toMatchObject({ status: 200, body: { enabled: true } });
    expect(await me('other')).toMatchObject({ early_intervention_enabled: true });
    expect((await auditRows(server.db, 'ei.settings.update')).length).toBe(2);
  });
});

describe('hand-entered events', () => {
  it('needs an officer of the agency and a date not in the future; managers only', async () => {
    const auditedBefore = (await auditRows(server.db, 'ei.event.create')).length;
    const future = await send('other', 'POST', '/events', { officer_id: ids.patrol, indicator: 'civil_action', occurred_on: daysAgo(-2) });
    expect(future).toMatchObject({
      status: 400,
      body: { detail: 'VALIDATION_ERROR', errors: [{ path: 'occurred_on', message: EI_MESSAGES.eventDateFuture }] },
    });
    const stranger = await send('other', 'POST', '/events', {
      officer_id: ids.officer,
      indicator: 'civil_action',
      occurred_on: daysAgo(1),
    });
    // Another agency's officer, or an id of no one: 404 (issue 28), the same answer, so nothing tells them apart.
    expect(stranger).toMatchObject({ status: 404, body: { detail: 'NOT_FOUND' } });
    const noOne = await send('other', 'POST', '/events', {
      officer_id: '00000000-0000-4000-8000-000000000000',
      indicator: 'civil_action',
      occurred_on: daysAgo(1),
    });
    expect(noOne).toMatchObject({ status: 404, body: { detail: 'NOT_FOUND' } });
    // A malformed id stays a 400.
    expect((await send('other', 'POST', '/events', { officer_id: 'abc', indicator: 'civil_action', occurred_on: daysAgo(1) })).status).toBe(
      400,
    );
    expect(await auditRows(server.db, 'ei.event.create')).toHaveLength(auditedBefore);
    expect(
      (await send('other', 'POST', '/events', { officer_id: ids.patrol, indicator: 'force_incidents', occurred_on: daysAgo(1) })).status,
    ).toBe(400);
    expect(
      (await send('officer', 'POST', '/events', { officer_id: ids.officer, indicator: 'civil_action', occurred_on: daysAgo(1) })).status,
    ).toBe(403);
    expect(
      (await send('sup.day', 'POST', '/events', { officer_id: ids.officer, indicator: 'civil_action', occurred_on: daysAgo(1) })).status,
    ).toBe(403);
    const saved = await send('other', 'POST', '/events', {
      officer_id: ids.patrol,
      indicator: 'civil_action',
      occurred_on: daysAgo(400),
      note: 'Old filing',
    });
    expect(saved).toMatchObject({
      status: 201,
      body: { indicator: 'civil_action', source: 'manual', note: 'Old filing', entered_by: { name: 'deputy' } },
    });
    expect((await auditRows(server.db, 'ei.event.create')).map((row) => row.object_id)).toContain(saved.body.id);
  });
});

describe('the count rule, on hand-entered events (other agency)', () => {
  it('opens no alert at 2 events in 12 months (one outside the window), then one alert at 3, and never a second', async () => {
    for (const days of [200, 30])
      await send('other', 'POST', '/events', { officer_id: ids.patrol, indicator: 'civil_action', occurred_on: daysAgo(days) });
    expect(await evaluate('other')).toMatchObject({ status: 'done', alerts_opened: 0 });
    expect((await send('other', 'GET', '/alerts')).body.alerts).toEqual([]);

    await send('other', 'POST', '/events', { officer_id: ids.patrol, indicator: 'vehicle_pursuit', occurred_on: daysAgo(2) });
    expect(await evaluate('other')).toMatchObject({ status: 'done', alerts_opened: 1 });
    const alerts = (await send('other', 'GET', '/alerts')).body.alerts;
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      officer: { id: ids.patrol, name: 'Pat Rolle' },
      status: 'open',
      indicators: ['civil_action', 'vehicle_pursuit'],
      days_open: 0,
      deadline_days: 30,
    });
    const profile = await send('other', 'GET', `/alerts/${alerts[0].id}`);
    expect(profile.status).toBe(200);
    expect(profile.body.why[0]).toMatch(
      /^3 indicator events \(2 civil actions filed, 1 vehicle pursuit\) in the 12 months to \d+ \w{3} \d{4}, against a rule of 3\.$/,
    );
    expect(profile.body.timeline.map((event: { indicator: string }) => event.indicator)).toEqual([
      'civil_action',
      'civil_action',
      'vehicle_pursuit',
    ]);
    expect(profile.body.actions).toMatchObject([{ kind: 'opened', by: null }]);

    await send('other', 'POST', '/events', { officer_id: ids.patrol, indicator: 'vehicle_collision', occurred_on: daysAgo(1) });
    expect(await evaluate('other')).toMatchObject({ alerts_opened: 0 });
    const again = (await send('other', 'GET', '/alerts')).body.alerts;
    expect(again).toHaveLength(1);
    expect(again[0].indicators).toEqual(['civil_action', 'vehicle_pursuit', 'vehicle_collision']);
    expect((await auditRows(server.db, 'ei.alert.open')).length).toBe(1);
  });

  it('follows the window chosen: 1 month leaves the older events out and opens nothing new', async () => {
    const alert = (await send('other', 'GET', '/alerts')).body.alerts[0];
    await send('other', 'PUT', '/settings', { ...on, count_rule: { enabled: true, count: 3, window_months: 1 } });
    await evaluate('other');
    // The open alert stays open (it is reviewed, not withdrawn); its findings stay those of the last flag.
    expect((await send('other', 'GET', `/alerts/${alert.id}`)).body.status).toBe('open');
    await send('other', 'PUT', '/settings', on);
  });
});

describe('the demo agency: report indicators and visibility', () => {
  it('starts with three open alerts of the demo’s officers and an earlier one reviewed and closed, with its history', async () => {
    const open = (await send('manager', 'GET', '/alerts')).body.alerts;
    expect(open.map((alert: { officer: { id: string } }) => alert.officer.id).sort()).toEqual(
      [ids.officer, ids.officer2, ids.manager].sort(),
    );
    expect(open[0]).toMatchObject({ officer: { id: ids.officer }, days_open: 26, reviewer: { id: ids.manager } });
    const closed = (await send('manager', 'GET', '/alerts?status=closed')).body.alerts;
    expect(closed).toHaveLength(1);
    const history = (await send('manager', 'GET', `/alerts/${closed[0].id}`)).body;
    expect(history.actions.map((action: { kind: string }) => action.kind)).toEqual([
      'opened',
      'assigned',
      'reviewed',
      'follow_up',
      'closed',
    ]);
    const sam = (await send('manager', 'GET', `/alerts/${open[1].id}`)).body;
    expect(
      sam.timeline.some(
        (event: { indicator: string; source: string }) => event.indicator === 'vehicle_pursuit' && event.source === 'manual',
      ),
    ).toBe(true);
  });

  let alerts: Array<{ id: string; officer: { id: string }; indicators: string[] }> = [];

  it('counts the indicators of the agency’s reports and opens alerts for managers to see, oldest first', async () => {
    const run = await evaluate('manager');
    expect(run.status).toBe('done');
    expect(run.officers_evaluated).toBeGreaterThanOrEqual(3);
    const response = await send('manager', 'GET', '/alerts');
    expect(response.status).toBe(200);
    alerts = response.body.alerts;
    expect(alerts.length).toBeGreaterThan(0);
    const reportIndicators = ['force_incidents', 'subject_injuries', 'complaints_on_reports', 'searches_nothing_found', 'consent_searches'];
    expect(alerts.flatMap((alert) => alert.indicators).some((id) => reportIndicators.includes(id))).toBe(true);
    const profile = (await send('manager', 'GET', `/alerts/${alerts[0]?.id}`)).body;
    expect(
      profile.timeline.some(
        (event: { source: string; incident_number: string | null }) => event.source === 'report' && event.incident_number,
      ),
    ).toBe(true);
    expect(Array.isArray(profile.peer_comparisons)).toBe(true);
  });

  it('shows supervisors only the officers of the groups they supervise; officers 403; filters by group and indicator', async () => {
    const day = (await send('sup.day', 'GET', '/alerts')).body.alerts.map((alert: { officer: { id: string } }) => alert.officer.id);
    const night = (await send('sup.night', 'GET', '/alerts')).body.alerts.map((alert: { officer: { id: string } }) => alert.officer.id);
    expect(day.every((id: string) => [ids.officer, ids.manager].includes(id))).toBe(true);
    expect(night.every((id: string) => id === ids.officer2)).toBe(true);
    expect((await send('officer', 'GET', '/alerts')).status).toBe(403);
    expect((await send('officer', 'GET', `/alerts/${alerts[0]?.id}`)).status).toBe(403);
    expect((await send('officer', 'GET', '/evaluations/latest')).status).toBe(403);
    expect((await send('officer', 'POST', '/evaluations', {})).status).toBe(403);
    expect((await send('sup.day', 'POST', '/evaluations', {})).status).toBe(403);
    const byGroup = (await send('manager', 'GET', `/alerts?group_id=${ids.day}`)).body.alerts;
    expect(byGroup.every((alert: { officer: { id: string } }) => [ids.officer, ids.manager].includes(alert.officer.id))).toBe(true);
    const indicator = alerts[0]?.indicators[0] as string;
    const byIndicator = (await send('manager', 'GET', `/alerts?indicator=${indicator}`)).body.alerts;
    expect(byIndicator.every((alert: { indicators: string[] }) => alert.indicators.includes(indicator))).toBe(true);
    expect((await send('manager', 'GET', '/alerts?indicator=nonsense')).status).toBe(400);
  });

  it('answers 404 for another agency’s alert or officer and for an officer outside the supervisor’s groups', async () => {
    const theirs = (await send('other', 'GET', '/alerts')).body.alerts[0].id;
    expect((await send('manager', 'GET', `/alerts/${theirs}`)).status).toBe(404);
    expect((await send('manager', 'POST', `/alerts/${theirs}/close`, {})).status).toBe(404);
    const nightAlert = alerts.find((alert) => alert.officer.id === ids.officer2);
    if (nightAlert) expect((await send('sup.day', 'GET', `/alerts/${nightAlert.id}`)).status).toBe(404);
    expect((await send('manager', 'GET', '/alerts/not-a-uuid')).status).toBe(400);
    expect(await send('manager', 'GET', `/events?officer_id=${ids.patrol}`)).toMatchObject({ status: 404, body: { detail: 'NOT_FOUND' } });
    expect((await send('sup.day', 'GET', `/events?officer_id=${ids.patrol}`)).status).toBe(404);
    expect((await send('other', 'GET', `/events?officer_id=${ids.officer}`)).status).toBe(404);
    expect((await send('manager', 'GET', '/events?officer_id=not-a-uuid')).status).toBe(400);
    expect((await send('manager', 'GET', `/events?officer_id=${ids.officer}`)).status).toBe(200);
  });
});

describe('the review cycle', () => {
  let alertId: string;
  beforeAll(async () => {
    alertId = (await send('other', 'GET', '/alerts')).body.alerts[0].id;
  });

  it('assigns a reviewer who is a manager or the officer’s supervisor, audited', async () => {
    expect((await send('other', 'POST', `/alerts/${alertId}/assign`, { reviewer_id: ids.patrol })).body.errors[0].message).toBe(
      EI_MESSAGES.reviewer,
    );
    expect((await send('other', 'POST', `/alerts/${alertId}/assign`, { reviewer_id: ids.manager })).status).toBe(400);
    const deputy = await userIdOf(server.db, 'deputy@other.test');
    const assigned = await send('other', 'POST', `/alerts/${alertId}/assign`, { reviewer_id: deputy });
    expect(assigned).toMatchObject({ status: 200, body: { reviewer: { id: deputy }, status: 'open' } });
    expect((await auditRows(server.db, 'ei.alert.assign')).map((row) => row.object_id)).toEqual([alertId]);
  });

  it('records a review with an outcome and a follow-up not in the past, then closes; a closed alert takes no more steps', async () => {
    const past = await send('other', 'POST', `/alerts/${alertId}/review`, {
      note: 'Talked',
      outcome: 'training',
      follow_up_on: daysAgo(3),
    });
    expect(past).toMatchObject({ status: 400, body: { errors: [{ path: 'follow_up_on', message: EI_MESSAGES.followUpPast }] } });
    expect(
      (await send('other', 'POST', `/alerts/${alertId}/review`, { note: '', outcome: 'training', follow_up_on: null })).body.errors[0]
        .message,
    ).toBe(EI_MESSAGES.note);
    expect(
      (await send('other', 'POST', `/alerts/${alertId}/review`, { note: 'x', outcome: 'punishment', follow_up_on: null })).status,
    ).toBe(400);
    const reviewed = await send('other', 'POST', `/alerts/${alertId}/review`, {
      note: 'Met with the officer; refresher on pursuits.',
      outcome: 'training',
      follow_up_on: daysAgo(0),
    });
    expect(reviewed).toMatchObject({ status: 200, body: { status: 'in_review', follow_up_on: daysAgo(0) } });
    const closed = await send('other', 'POST', `/alerts/${alertId}/close`, { note: 'Training booked.' });
    expect(closed.body.status).toBe('closed');
    expect(closed.body.actions.map((action: { kind: string }) => action.kind)).toEqual(['opened', 'assigned', 'reviewed', 'closed']);
    expect(closed.body.actions[2]).toMatchObject({ outcome: 'training', note: 'Met with the officer; refresher on pursuits.' });
    expect((await send('other', 'POST', `/alerts/${alertId}/close`, {})).status).toBe(409);
    expect((await send('other', 'GET', '/alerts')).body.alerts).toEqual([]);
    expect((await send('other', 'GET', '/alerts?status=closed')).body.alerts.map((alert: { id: string }) => alert.id)).toEqual([alertId]);
    expect((await auditRows(server.db, 'ei.alert.review')).length).toBe(1);
    expect((await auditRows(server.db, 'ei.alert.close')).length).toBe(1);
  });

  it('brings the alert back on its follow-up date with the current counts, and a closed review is not re-flagged on the same events', async () => {
    await evaluate('other');
    const profile = (await send('other', 'GET', `/alerts/${alertId}`)).body;
    expect(profile.status).toBe('open');
    expect(profile.follow_up_on).toBeNull();
    const followUp = profile.actions.at(-1);
    expect(followUp.kind).toBe('follow_up');
    expect(followUp.note).toMatch(
      /^Follow-up: 4 indicator events in the 12 months to .*, against 3 when last flagged; no peer comparison flagged\.$/,
    );
    // Close it again without a follow-up: the same events open nothing new.
    await send('other', 'POST', `/alerts/${alertId}/close`, { note: 'Pattern unchanged; training done.' });
    expect(await evaluate('other')).toMatchObject({ alerts_opened: 0 });
    // An event after the close (the close moved to last week) opens a new alert; the old one is kept.
    await server.db.query(`update ei_alerts set closed_at = now() - interval '7 days' where id = $1`, [alertId]);
    await send('other', 'POST', '/events', { officer_id: ids.patrol, indicator: 'neglect_of_duty', occurred_on: daysAgo(1) });
    expect(await evaluate('other')).toMatchObject({ alerts_opened: 1 });
    const closed = (await send('other', 'GET', '/alerts?status=closed')).body.alerts;
    expect(closed.map((alert: { id: string }) => alert.id)).toEqual([alertId]);
  });
});

describe('the reviewer picker', () => {
  it("offers only owners, managers and the supervisors of the officer's groups, never the officer; assign takes no one else", async () => {
    const open = (await send('manager', 'GET', '/alerts')).body.alerts as { id: string; officer: { id: string } }[];
    const alert = open.find((candidate) => candidate.officer.id === ids.officer2) as { id: string };
    const answer = await send('manager', 'GET', `/alerts/${alert.id}/reviewers`);
    expect(answer.status).toBe(200);
    const offered = answer.body.reviewers as { id: string; role: string }[];
    const offeredIds = offered.map((member) => member.id);
    expect(offeredIds).toContain(ids['sup.night']);
    expect(offeredIds).toContain(ids.manager);
    expect(offeredIds).not.toContain(ids['sup.day']);
    expect(offeredIds).not.toContain(ids.officer2);
    expect(offeredIds).not.toContain(ids.officer);
    expect(new Set(offered.map((member) => member.role))).toEqual(new Set(['owner', 'manager', 'supervisor']));
    const refused = await send('manager', 'POST', `/alerts/${alert.id}/assign`, { reviewer_id: ids['sup.day'] });
    expect(refused.body.errors[0].message).toBe(EI_MESSAGES.reviewer);
    // A supervisor reads the list of an officer in reach; another agency's alert: 404.
    expect((await send('sup.night', 'GET', `/alerts/${alert.id}/reviewers`)).status).toBe(200);
    expect((await send('sup.day', 'GET', `/alerts/${alert.id}/reviewers`)).status).toBe(404);
    expect((await send('other', 'GET', `/alerts/${alert.id}/reviewers`)).status).toBe(404);
  });
});

describe('group-share labels', () => {
  it("name each perceived group by the configuration's label, never its code", async () => {
    await evaluate('manager');
    const open = (await send('manager', 'GET', '/alerts')).body.alerts as { id: string }[];
    const labels: string[] = [];
    for (const alert of open) {
      const profile = (await send('manager', 'GET', `/alerts/${alert.id}`)).body;
      for (const peer of profile.peer_comparisons as { indicator: string; label: string }[])
        if (peer.indicator === 'group_share') labels.push(peer.label);
    }
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.filter((label) => /perceived as \S*_/.test(label))).toEqual([]);
    expect(labels.some((label) => /perceived as [A-Z]/.test(label))).toBe(true);
  });
});
