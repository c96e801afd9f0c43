import { AGENCY_MESSAGES, BADGE_MAX_BYTES, BADGE_MESSAGES } from '@fieldbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOtherAgency, addUser, auditActions, demoAgencyId } from '../test/agency-test-users.ts';
import { type MailCatcher, startMailCatcher } from '../test/mail-catcher.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
let catcher: MailCatcher;
let demoId: string;
let otherId: string;
const tokens: Record<string, string> = {};

const springfield = {
  full_name: 'Springfield Police Department',
  ori: 'TX1234567',
  state_name: 'Texas',
  phone1: '512-555-0100',
  email: 'Records@Springfield.example',
  timezone: 'America/Chicago',
  jurisdiction_code: 'SPD-01',
};

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a1b3c4e10000000049454e44ae426082',
  'hex',
);

beforeAll(async () => {
  catcher = await startMailCatcher();
  server = await startTestServer({
    config: { smtpUrl: catcher.url, publicUrl: 'https://fieldbook.example' },
    async configure(db) {
      otherId = await addOtherAgency(db);
      await addUser(db, { email: 'sheriff@other.test', role: 'owner', agencyId: otherId });
      for (const email of ['founder@new.test', 'second@new.test', 'third@new.test', 'free.probe@new.test', 'taken.probe@new.test']) {
        await addUser(db, { email, role: 'owner', name: email === 'taken.probe@new.test' ? 'Tara Probe' : 'Frank Probe' });
      }
      await addUser(db, { email: 'waiting@new.test', role: 'invited' });
    },
  });
  demoId = await demoAgencyId(server.db);
  const emails = [
    'owner@demo.test',
    'manager@demo.test',
    'officer@demo.test',
    'sheriff@other.test',
    'founder@new.test',
    'second@new.test',
    'third@new.test',
    'waiting@new.test',
    'free.probe@new.test',
    'taken.probe@new.test',
  ];
  for (const email of emails) tokens[email] = (await login(server, email)).access_token;
});
afterAll(async () => {
  await server?.close();
  await catcher?.close();
});

const token = (email: string) => tokens[email] ?? '';
const ORI_MAIL = /^Another agency entered your ORI on Fieldbook$/;
/** The operators' rows of shared ORIs: no agency, so no tenant's audit review shows them. */
const sharedOriRows = () =>
  server.db.query<{ agency_id: string | null; object_id: string; details: { held_by: string[] } }>(
    `select agency_id, object_id, details from audit_events where action = 'agency.ori_shared' order by id`,
  );
/** An answer with what differs between any two agencies (id, ORI, owner) masked: what is left must be the same. */
const masked = (response: { status: number; body: Record<string, unknown> }) => ({
  status: response.status,
  body: JSON.stringify({ ...response.body, id: '<id>', ori: '<ori>', owner_email: '<owner>' }),
});

describe('POST /api/agencies', () => {
  it("creates the caller's agency Inactive, owned by them, with the state's configuration, and joins them to it", async () => {
    const response = await call(server, 'POST', '/api/agencies', { body: springfield, token: token('founder@new.test') });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      full_name: 'Springfield Police Department',
      ori: 'TX1234567',
      state_name: 'Texas',
      configuration_file: 'texas.json',
      phone1: '512-555-0100',
      email: 'records@springfield.example',
      timezone: 'America/Chicago',
      jurisdiction_code: 'SPD-01',
      address: null,
      badge: null,
      status: 'Inactive',
      owner_email: 'founder@new.test',
    });
    const me = await call(server, 'GET', '/api/users/me', { token: token('founder@new.test') });
    expect(me.body.agency_id).toBe(response.body.id);
    expect(me.body.agency).toMatchObject({ status: 'Inactive', phone1: '512-555-0100', email: 'records@springfield.example', badge: null });
    expect(me.body.subscription).toBeNull();
    expect(await auditActions(server.db, response.body.id)).toEqual(['agency.create']);
  });

  it('refuses a second agency for the same owner with USER_ALREADY_WITH_AGENCY', async () => {
    const response = await call(server, 'POST', '/api/agencies', {
      body: { ...springfield, ori: 'TX7654321' },
      token: token('founder@new.test'),
    });
    expect(response).toMatchObject({ status: 400, body: { detail: 'USER_ALREADY_WITH_AGENCY' } });
    const owner = await call(server, 'POST', '/api/agencies', {
      body: { ...springfield, ori: 'CA1111111' },
      token: token('owner@demo.test'),
    });
    expect(owner).toMatchObject({ status: 400, body: { detail: 'USER_ALREADY_WITH_AGENCY' } });
  });

  it("takes an ORI another agency holds as a free one, and mails that agency's owner, not the caller (issue 23, finding 11)", async () => {
    const body = { ...springfield, full_name: 'Probe Police Department' };
    const free = await call(server, 'POST', '/api/agencies', { body: { ...body, ori: 'TX7000001' }, token: token('free.probe@new.test') });
    const taken = await call(server, 'POST', '/api/agencies', {
      body: { ...body, ori: 'NE0010000' },
      token: token('taken.probe@new.test'),
    });
    expect(free.status).toBe(201);
    expect(masked(taken)).toEqual(masked(free));
    expect(taken.body).toMatchObject({ ori: 'NE0010000', owner_email: 'taken.probe@new.test' });
    expect((await call(server, 'GET', '/api/agencies/me', { token: token('taken.probe@new.test') })).body.ori).toBe('NE0010000');

    const notice = await catcher.waitFor('sheriff@other.test', ORI_MAIL);
    expect(notice.text).toContain('has entered NE0010000, the ORI of Other County Sheriff, as its own.');
    expect(notice.text).not.toMatch(/Probe|TX7000001/);
    await expect.poll(sharedOriRows).toEqual([{ agency_id: null, object_id: taken.body.id, details: { held_by: [otherId] } }]);
    // Nothing of it reaches the caller: no mail, and their agency's audit log shows the creation only.
    expect(catcher.messages.filter((mail) => mail.to.endsWith('.probe@new.test'))).toEqual([]);
    expect(await auditActions(server.db, taken.body.id)).toEqual(['agency.create']);
  });

  it.each([
    ['a lowercase ORI', { ori: 'tx7654321' }, 'body.ori', AGENCY_MESSAGES.ori],
    ['an eight-character ORI', { ori: 'TX765432' }, 'body.ori', AGENCY_MESSAGES.ori],
    ['an ORI with a hyphen', { ori: 'TX-765432' }, 'body.ori', AGENCY_MESSAGES.ori],
    ['a bad e-mail', { email: 'records@springfield' }, 'body.email', AGENCY_MESSAGES.email],
    ['a time zone outside the list', { timezone: 'Europe/Paris' }, 'body.timezone', AGENCY_MESSAGES.timezone],
    ['an empty name', { full_name: '  ' }, 'body.full_name', AGENCY_MESSAGES.required],
    ['a state not in states.json', { state_name: 'Atlantis' }, 'body.state_name', AGENCY_MESSAGES.state],
  ])('refuses %s with the form message', async (_case, change, path, message) => {
    const response = await call(server, 'POST', '/api/agencies', {
      body: { ...springfield, ori: 'TX7654321', ...change },
      token: token('second@new.test'),
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ detail: 'VALIDATION_ERROR', errors: [{ path, message }] });
  });

  it('refuses unknown fields such as a status', async () => {
    const response = await call(server, 'POST', '/api/agencies', {
      body: { ...springfield, ori: 'TX7654321', status: 'Active' },
      token: token('second@new.test'),
    });
    expect(response).toMatchObject({ status: 400, body: { detail: 'VALIDATION_ERROR' } });
  });

  it('is refused (403) to roles that do not manage an agency: manager, officer, a registered member', async () => {
    for (const email of ['manager@demo.test', 'officer@demo.test', 'waiting@new.test']) {
      const response = await call(server, 'POST', '/api/agencies', { body: { ...springfield, ori: 'TX7654321' }, token: token(email) });
      expect(response.status, email).toBe(403);
    }
    const anonymous = await call(server, 'POST', '/api/agencies', { body: springfield });
    expect(anonymous).toMatchObject({ status: 401, body: { detail: 'Unauthorized' } });
  });
});

describe('GET and PUT /api/agencies/me', () => {
  it('answers any member their own agency, and a user without one USER_NOT_AN_AGENCY_MEMBER', async () => {
    const officer = await call(server, 'GET', '/api/agencies/me', { token: token('officer@demo.test') });
    expect(officer.status).toBe(200);
    expect(officer.body).toMatchObject({ id: demoId, ori: 'CA0349400', status: 'Active', owner_email: 'owner@demo.test' });
    const none = await call(server, 'GET', '/api/agencies/me', { token: token('third@new.test') });
    expect(none).toMatchObject({ status: 400, body: { detail: 'USER_NOT_AN_AGENCY_MEMBER' } });
  });

  it('changes only the fields sent, in the caller agency only, and audits it', async () => {
    const before = (await call(server, 'GET', '/api/agencies/me', { token: token('owner@demo.test') })).body;
    const response = await call(server, 'PUT', '/api/agencies/me', {
      body: { phone1: '916-555-0199', address: { full: '915 I St, Sacramento, CA 95814' } },
      token: token('owner@demo.test'),
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...before, phone1: '916-555-0199', address: { full: '915 I St, Sacramento, CA 95814' } });
    expect((await auditActions(server.db, demoId)).filter((action) => action === 'agency.update')).toHaveLength(1);
    const other = await call(server, 'GET', '/api/agencies/me', { token: token('sheriff@other.test') });
    expect(other.body.phone1).toBeNull();
  });

  it('moves the configuration with the state', async () => {
    const response = await call(server, 'PUT', '/api/agencies/me', {
      body: { state_name: 'Nebraska' },
      token: token('sheriff@other.test'),
    });
    expect(response.body).toMatchObject({ id: otherId, state_name: 'Nebraska', configuration_file: 'nebraska.json' });
  });

  it('changes the ORI, and refuses bad values with the form messages', async () => {
    const bad = await call(server, 'PUT', '/api/agencies/me', { body: { ori: 'ne001', email: 'x@' }, token: token('sheriff@other.test') });
    expect(bad.body).toEqual({
      detail: 'VALIDATION_ERROR',
      errors: [
        { path: 'body.ori', message: AGENCY_MESSAGES.ori },
        { path: 'body.email', message: AGENCY_MESSAGES.email },
      ],
    });
    const own = await call(server, 'PUT', '/api/agencies/me', { body: { ori: 'NE0010001' }, token: token('sheriff@other.test') });
    expect(own.body.ori).toBe('NE0010001');
  });

  it("answers a change to an ORI another agency holds as one to a free ORI, and tells that agency's owner once a day", async () => {
    const change = (ori: string, email = 'free.probe@new.test') =>
      call(server, 'PUT', '/api/agencies/me', { body: { ...springfield, full_name: 'Probe Police Department', ori }, token: token(email) });
    const free = await change('TX7000002');
    const taken = await change('NE0010000'); // held by the Probe agency of taken.probe@new.test since the creation test
    expect(free.status).toBe(200);
    expect(masked(taken)).toEqual(masked(free));
    expect(taken.body.ori).toBe('NE0010000');

    const notice = await catcher.waitFor('taken.probe@new.test', ORI_MAIL);
    expect(notice.text).toContain('Hello Tara Probe,');
    expect(catcher.messages.filter((mail) => mail.to === 'free.probe@new.test')).toEqual([]);
    await expect.poll(async () => (await sharedOriRows()).length).toBe(2);
    const holder = (await call(server, 'GET', '/api/agencies/me', { token: token('taken.probe@new.test') })).body;
    expect((await sharedOriRows())[1]).toEqual({ agency_id: null, object_id: free.body.id, details: { held_by: [holder.id] } });

    // The settings form sends the whole agency on every save: the same ORI again is no new claim. Away and back within
    // the day is recorded, but the holder is not mailed twice.
    await change('NE0010000');
    await change('TX7000002');
    await change('NE0010000');
    await expect.poll(async () => (await sharedOriRows()).length).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(catcher.messages.filter((mail) => mail.to === 'taken.probe@new.test' && ORI_MAIL.test(mail.subject))).toHaveLength(1);
  });

  it('is refused (403) to a manager and an officer, and changes nothing', async () => {
    for (const email of ['manager@demo.test', 'officer@demo.test']) {
      const response = await call(server, 'PUT', '/api/agencies/me', { body: { full_name: 'Hijacked' }, token: token(email) });
      expect(response.status, email).toBe(403);
    }
    const [row] = await server.db.query<{ full_name: string }>('select full_name from agencies where id = $1', [demoId]);
    expect(row?.full_name).toBe('Demo Police Department');
  });
});

describe('the badge', () => {
  const upload = (bytes: Buffer, email = 'owner@demo.test') =>
    call(server, 'PUT', '/api/agencies/me/badge', { body: { data: bytes.toString('base64') }, token: token(email) });

  it('is stored, answered as a URL and served without a session, with its type and a long cache', async () => {
    const response = await upload(PNG);
    expect(response.status).toBe(200);
    expect(response.body.badge).toMatch(new RegExp(`^/api/agencies/${demoId}/badge/[0-9a-f]{16}$`));
    const image = await fetch(`${server.url}${response.body.badge}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    const me = await call(server, 'GET', '/api/users/me', { token: token('owner@demo.test') });
    expect(me.body.agency.badge).toBe(response.body.badge);
    expect(await auditActions(server.db, demoId)).toContain('agency.badge.update');
  });

  it('replaces the previous version, whose URL then answers 404', async () => {
    const first = (await upload(PNG)).body.badge as string;
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
    const second = await upload(jpeg);
    expect(second.body.badge).not.toBe(first);
    expect((await fetch(`${server.url}${first}`)).status).toBe(404);
    const image = await fetch(`${server.url}${second.body.badge}`);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });

  it.each([
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['a GIF', Buffer.from('GIF89a\u0001\u0000\u0001\u0000')],
    ['an HTML page named like a PNG', Buffer.from('<html><body>not an image</body></html>')],
  ])('refuses %s: the type comes from the bytes', async (_case, bytes) => {
    const response = await upload(bytes);
    expect(response.body).toEqual({ detail: 'VALIDATION_ERROR', errors: [{ path: 'body.data', message: BADGE_MESSAGES.type }] });
  });

  it('refuses an image over 1 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(BADGE_MAX_BYTES)]);
    const response = await upload(big);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ path: 'body.data', message: BADGE_MESSAGES.size }]);
  });

  it('is refused (403) to a manager, and a badge of another agency is not found under a made-up version', async () => {
    expect((await upload(PNG, 'manager@demo.test')).status).toBe(403);
    const missing = await fetch(`${server.url}/api/agencies/${otherId}/badge/0123456789abcdef`);
    expect(missing.status).toBe(404);
  });
});

describe('GET /api/timezones', () => {
  it('lists the United States time zones', async () => {
    const response = await call(server, 'GET', '/api/timezones');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.body).toContainEqual({ name: 'America/Los_Angeles', label: 'Pacific Time' });
    expect(response.body).toContainEqual({ name: 'Pacific/Honolulu', label: 'Hawaii Time' });
    expect(response.body.every((zone: { name: string }) => /^(America|Pacific)\//.test(zone.name))).toBe(true);
  });
});
