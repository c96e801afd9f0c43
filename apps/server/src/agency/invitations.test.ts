import { MEMBER_EMAIL_MESSAGES } from '@fieldbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOtherAgency, addUser, auditActions, auditRows, demoAgencyId, userIdOf } from '../test/agency-test-users.ts';
import { type CaughtMail, linkIn, type MailCatcher, startMailCatcher } from '../test/mail-catcher.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

const PUBLIC_URL = 'https://fieldbook.example';
const AGENCY_MAIL = /^Join Demo Police Department on Fieldbook$/;
const MEMBER_MAIL = /^Demo Police Department invited you/;

let server: TestServer;
let catcher: MailCatcher;
let demoId: string;
let otherId: string;
let ownerToken: string;
let managerToken: string;
let officerToken: string;
let sheriffToken: string;

beforeAll(async () => {
  catcher = await startMailCatcher();
  server = await startTestServer({
    config: { smtpUrl: catcher.url, publicUrl: PUBLIC_URL },
    async configure(db) {
      otherId = await addOtherAgency(db);
      await addUser(db, { email: 'sheriff@other.test', role: 'owner', agencyId: otherId, name: 'Sheriff Hall' });
      await addUser(db, { email: 'deputy@other.test', role: 'officer', agencyId: otherId });
      await addUser(db, { email: 'founder@new.test', role: 'owner' });
      await addUser(db, { email: 'loner@new.test', role: 'owner' });
      for (const email of ['ivy@new.test', 'clash@new.test', 'both@new.test', 'late@new.test']) {
        await addUser(db, { email, role: 'invited', ...(email === 'clash@new.test' ? { officerId: 'dpd-0217' } : {}) });
      }
    },
  });
  demoId = await demoAgencyId(server.db);
  ownerToken = (await login(server, 'owner@demo.test')).access_token;
  managerToken = (await login(server, 'manager@demo.test')).access_token;
  officerToken = (await login(server, 'officer@demo.test')).access_token;
  sheriffToken = (await login(server, 'sheriff@other.test')).access_token;
});
afterAll(async () => {
  await server?.close();
  await catcher?.close();
});

const invite = (token: string, emails: string[]) => call(server, 'POST', '/api/invitations', { token, body: { emails } });
const pendingOf = async (token: string) =>
  (await call(server, 'GET', `/api/invitations?status=${encodeURIComponent('Pending Delivery')}&offset=0`, { token })).body.items as Array<{
    email: string;
  }>;
const tokenIn = (mail: CaughtMail) => linkIn(mail, '/agency-invitation').searchParams.get('invite') ?? '';
const myInvitations = async (token: string) => (await call(server, 'GET', '/api/users/me/invitations', { token })).body.items;

describe('inviting members', () => {
  it('sends an agency invitation with a registration link to an e-mail with no account, and lists it as pending', async () => {
    const response = await invite(ownerToken, ['  New.Recruit@Demo.TEST ']);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      invited: [{ id: expect.any(String), email: 'new.recruit@demo.test', status: 'Pending Delivery', created_at: expect.any(String) }],
      already_members: [],
      refused: [],
    });
    const mail = await catcher.waitFor('new.recruit@demo.test', AGENCY_MAIL);
    expect(mail.text).toContain('Olivia Owens invited you to join Demo Police Department on Fieldbook.');
    const link = linkIn(mail, '/agency-invitation');
    expect(link.origin).toBe(PUBLIC_URL);
    expect(tokenIn(mail)).toMatch(/^[\w-]{43}$/);
    expect((await pendingOf(ownerToken)).map((item) => item.email)).toContain('new.recruit@demo.test');

    const lookup = await call(server, 'GET', `/api/invitations/by-token/${tokenIn(mail)}`);
    expect(lookup).toMatchObject({ status: 200, body: { email: 'new.recruit@demo.test', agency_name: 'Demo Police Department' } });
    const [stored] = await server.db.query<{ token_hash: string }>('select token_hash from agency_invitations where email = $1', [
      'new.recruit@demo.test',
    ]);
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.token_hash).not.toContain(tokenIn(mail));
  });

  it('re-inviting a pending e-mail sends a fresh link without a second invitation; the old link stops working', async () => {
    await invite(managerToken, ['again@demo.test']);
    const first = tokenIn(await catcher.waitFor('again@demo.test', AGENCY_MAIL));
    const second = await invite(ownerToken, ['again@demo.test', 'AGAIN@demo.test']);
    expect(second.body.invited).toHaveLength(1);
    const mails = catcher.messages.filter((mail) => mail.to === 'again@demo.test');
    expect(mails).toHaveLength(2);
    const fresh = tokenIn(mails[1] ?? { to: '', text: '', subject: '', html: '', attachments: [] });
    expect(fresh).not.toBe(first);
    expect((await pendingOf(ownerToken)).filter((item) => item.email === 'again@demo.test')).toHaveLength(1);
    expect((await call(server, 'GET', `/api/invitations/by-token/${first}`)).body).toEqual({ detail: 'ACTION_NO_LONGER_POSSIBLE' });
    expect((await call(server, 'GET', `/api/invitations/by-token/${fresh}`)).status).toBe(200);
  });

  it('sends a member invitation linking to /app/user-invitations to someone who already has an account', async () => {
    expect((await invite(ownerToken, ['ivy@new.test'])).status).toBe(200);
    const mail = await catcher.waitFor('ivy@new.test', MEMBER_MAIL);
    expect(linkIn(mail, '/app/user-invitations').href).toBe(`${PUBLIC_URL}/app/user-invitations`);
    expect(mail.text).not.toContain('/agency-invitation');
  });

  it('skips members of the agency: no invitation, no mail', async () => {
    const before = catcher.messages.length;
    const response = await invite(ownerToken, ['Officer@demo.test']);
    expect(response.body).toEqual({ invited: [], already_members: ['officer@demo.test'], refused: [] });
    expect(catcher.messages.length).toBe(before);
    expect((await pendingOf(ownerToken)).map((item) => item.email)).not.toContain('officer@demo.test');
  });

  it("answers an address of another agency's member or owner, or of an owner with no agency, byte for byte as a fresh one", async () => {
    /** The answer as the inviter reads it, with what differs between any two fresh addresses (address, id, time) masked. */
    async function answerTo(email: string) {
      const response = await fetch(`${server.url}/api/invitations`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ emails: [email] }),
      });
      const body = (await response.text())
        .replaceAll(email.toLowerCase(), '<email>')
        .replace(/"id":"[0-9a-f-]{36}"/g, '"id":"<id>"')
        .replace(/"created_at":"[^"]+"/g, '"created_at":"<time>"');
      return { status: response.status, type: response.headers.get('content-type'), body };
    }
    const fresh = await answerTo('fresh.face@demo.test');
    expect(fresh).toEqual({
      status: 200,
      type: 'application/json; charset=utf-8',
      body: '{"invited":[{"id":"<id>","email":"<email>","status":"Pending Delivery","created_at":"<time>"}],"already_members":[],"refused":[]}',
    });
    for (const email of ['Deputy@other.test', 'sheriff@other.test', 'loner@new.test']) expect(await answerTo(email)).toEqual(fresh);
    expect(await pendingOf(ownerToken)).toEqual(
      expect.arrayContaining(
        ['fresh.face@demo.test', 'deputy@other.test', 'sheriff@other.test', 'loner@new.test'].map((email) =>
          expect.objectContaining({ email }),
        ),
      ),
    );

    // Only the address's owner learns why it cannot join, from its own mail; no registration link goes to an account.
    await catcher.waitFor('fresh.face@demo.test', AGENCY_MAIL);
    const deputyMail = await catcher.waitFor('deputy@other.test', MEMBER_MAIL);
    expect(deputyMail.text).toContain('already belongs to an agency, and an account belongs to one agency only');
    expect(linkIn(deputyMail, '/app/user-invitations').origin).toBe(PUBLIC_URL);
    for (const owner of ['sheriff@other.test', 'loner@new.test']) {
      const mail = await catcher.waitFor(owner, MEMBER_MAIL);
      expect(mail.text).toContain("is an agency owner's account, and an owner cannot join another agency");
      expect(mail.text).not.toContain('/agency-invitation');
    }
  });

  it('lets an account of another agency accept only once it has left it; until then only it is told USER_ALREADY_WITH_AGENCY', async () => {
    const deputyToken = (await login(server, 'deputy@other.test')).access_token;
    const [item] = (await myInvitations(deputyToken)).filter((invitation: { agency_id: string }) => invitation.agency_id === demoId);
    const refused = await call(server, 'POST', `/api/users/me/invitations/${item.id}/accept`, { token: deputyToken });
    expect(refused).toMatchObject({ status: 400, body: { detail: 'USER_ALREADY_WITH_AGENCY' } });
    expect((await call(server, 'GET', '/api/users/me', { token: deputyToken })).body.agency_id).toBe(otherId);
    expect((await pendingOf(ownerToken)).map((invitation) => invitation.email)).toContain('deputy@other.test');

    const deputyId = await userIdOf(server.db, 'deputy@other.test');
    expect((await call(server, 'DELETE', `/api/agency/members/${deputyId}`, { token: sheriffToken })).status).toBe(200);
    const movedToken = (await login(server, 'deputy@other.test')).access_token;
    const accepted = await call(server, 'POST', `/api/users/me/invitations/${item.id}/accept`, { token: movedToken });
    expect(accepted).toMatchObject({ status: 200, body: { agency_id: demoId, agency_name: 'Demo Police Department' } });
  });

  it('an owner cannot accept such an invitation (OWNER_USERS_CANNOT_BE_INVITED, to the owner only)', async () => {
    const token = (await login(server, 'loner@new.test')).access_token;
    const [item] = await myInvitations(token);
    const response = await call(server, 'POST', `/api/users/me/invitations/${item.id}/accept`, { token });
    expect(response).toMatchObject({ status: 400, body: { detail: 'OWNER_USERS_CANNOT_BE_INVITED' } });
    expect((await call(server, 'GET', '/api/users/me', { token })).body.agency_id).toBeNull();
  });

  it('checks each e-mail with the member e-mail rule: valid, and not the caller own', async () => {
    const response = await invite(ownerToken, ['ok@demo.test', 'not-an-email', 'OWNER@Demo.test']);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      detail: 'VALIDATION_ERROR',
      errors: [
        { path: 'emails.1', message: MEMBER_EMAIL_MESSAGES.invalid },
        { path: 'emails.2', message: 'You cannot invite your own email.' },
      ],
    });
    expect((await invite(ownerToken, [])).body.detail).toBe('VALIDATION_ERROR');
  });

  it('lets only agency.members.manage list, invite and remove (403 for an officer, 401 without a session)', async () => {
    expect((await call(server, 'GET', '/api/invitations', { token: officerToken })).status).toBe(403);
    expect((await invite(officerToken, ['x@demo.test'])).status).toBe(403);
    expect((await call(server, 'DELETE', '/api/invitations', { token: officerToken, body: { emails: ['x@demo.test'] } })).status).toBe(403);
    expect((await call(server, 'GET', '/api/invitations')).status).toBe(401);
    expect((await call(server, 'POST', '/api/invitations', { body: { emails: ['x@demo.test'] } })).status).toBe(401);
  });

  it('keeps each agency to its own invitations', async () => {
    await invite(sheriffToken, ['shared@new.test']);
    expect((await pendingOf(sheriffToken)).map((item) => item.email)).toEqual(['shared@new.test']);
    expect((await pendingOf(ownerToken)).map((item) => item.email)).not.toContain('shared@new.test');
    const foreign = await call(server, 'DELETE', '/api/invitations', { token: sheriffToken, body: { emails: ['again@demo.test'] } });
    expect(foreign.body).toEqual({ removed: [] });
    expect((await pendingOf(ownerToken)).map((item) => item.email)).toContain('again@demo.test');
  });

  it('removes pending invitations: gone from the list, and their link answers ACTION_NO_LONGER_POSSIBLE', async () => {
    await invite(ownerToken, ['gone@demo.test']);
    const token = tokenIn(await catcher.waitFor('gone@demo.test', AGENCY_MAIL));
    const response = await call(server, 'DELETE', '/api/invitations', {
      token: managerToken,
      body: { emails: ['Gone@demo.test', 'never@demo.test'] },
    });
    expect(response).toMatchObject({ status: 200, body: { removed: ['gone@demo.test'] } });
    expect((await pendingOf(ownerToken)).map((item) => item.email)).not.toContain('gone@demo.test');
    const lookup = await call(server, 'GET', `/api/invitations/by-token/${token}`);
    expect(lookup).toMatchObject({ status: 400, body: { detail: 'ACTION_NO_LONGER_POSSIBLE' } });
  });

  it('answers ACTION_NO_LONGER_POSSIBLE for an unknown or expired link', async () => {
    expect((await call(server, 'GET', '/api/invitations/by-token/not-a-real-token')).body).toEqual({ detail: 'ACTION_NO_LONGER_POSSIBLE' });
    await invite(ownerToken, ['expired@demo.test']);
    const token = tokenIn(await catcher.waitFor('expired@demo.test', AGENCY_MAIL));
    await server.db.query(`update agency_invitations set token_expires_at = now() - interval '1 minute' where email = 'expired@demo.test'`);
    expect((await call(server, 'GET', `/api/invitations/by-token/${token}`)).body).toEqual({ detail: 'ACTION_NO_LONGER_POSSIBLE' });
  });
});

describe('accepting an invitation', () => {
  it('lists the pending invitations of the signed-in user with agency and inviter, and accepting one declines the rest', async () => {
    await invite(ownerToken, ['both@new.test']);
    await invite(sheriffToken, ['both@new.test']);
    const token = (await login(server, 'both@new.test')).access_token;
    const items = await myInvitations(token);
    expect(items).toEqual([
      {
        id: expect.any(String),
        agency_id: demoId,
        agency_name: 'Demo Police Department',
        invited_by_name: 'Olivia Owens',
        created_at: expect.any(String),
      },
      {
        id: expect.any(String),
        agency_id: otherId,
        agency_name: 'Other County Sheriff',
        invited_by_name: 'Sheriff Hall',
        created_at: expect.any(String),
      },
    ]);

    const accepted = await call(server, 'POST', `/api/users/me/invitations/${items[1].id}/accept`, { token });
    expect(accepted).toMatchObject({ status: 200, body: { agency_id: otherId, agency_name: 'Other County Sheriff' } });
    const me = (await call(server, 'GET', '/api/users/me', { token })).body;
    expect(me.agency_id).toBe(otherId);
    expect(me.role.name).toBe('officer');
    expect(await myInvitations(token)).toEqual([]);
    expect((await pendingOf(ownerToken)).map((item) => item.email)).not.toContain('both@new.test');
    const [declined] = await server.db.query<{ status: string }>(
      'select status from agency_invitations where agency_id = $1 and email = $2',
      [demoId, 'both@new.test'],
    );
    expect(declined?.status).toBe('Declined');
    expect(await auditActions(server.db, otherId)).toContain('invitation.accepted');
    expect(await auditRows(server.db, 'invitation.accepted')).toContainEqual({ user_id: me.id, object_id: items[1].id });
    expect(await auditRows(server.db, 'invitation.declined')).toContainEqual({ user_id: me.id, object_id: items[0].id });

    const again = await call(server, 'POST', `/api/users/me/invitations/${items[0].id}/accept`, { token });
    expect(again).toMatchObject({ status: 400, body: { detail: 'USER_ALREADY_WITH_AGENCY' } });
  });

  it('accepts the invitation kept from its link, for the e-mail it was sent to only; the link is then used up', async () => {
    await invite(ownerToken, ['fresh@new.test', 'someone.else@demo.test']);
    const own = tokenIn(await catcher.waitFor('fresh@new.test', AGENCY_MAIL));
    const foreign = tokenIn(await catcher.waitFor('someone.else@demo.test', AGENCY_MAIL));
    await addUser(server.db, { email: 'fresh@new.test', role: 'invited' }); // registered from the link
    const token = (await login(server, 'Fresh@new.test')).access_token;

    const wrong = await call(server, 'POST', '/api/users/me/invitations/accept-token', { token, body: { token: foreign } });
    expect(wrong).toMatchObject({ status: 400, body: { detail: 'ACTION_NO_LONGER_POSSIBLE' } });
    const accepted = await call(server, 'POST', '/api/users/me/invitations/accept-token', { token, body: { token: own } });
    expect(accepted).toMatchObject({ status: 200, body: { agency_id: demoId, agency_name: 'Demo Police Department' } });
    expect((await call(server, 'GET', `/api/invitations/by-token/${own}`)).body).toEqual({ detail: 'ACTION_NO_LONGER_POSSIBLE' });
    expect((await call(server, 'GET', `/api/invitations/by-token/${foreign}`)).status).toBe(200);
  });

  it('refuses an officer ID already used in that agency with OFFICER_ID_ALREADY_EXISTS (any letter case)', async () => {
    await invite(ownerToken, ['clash@new.test']);
    const token = (await login(server, 'clash@new.test')).access_token;
    const [item] = await myInvitations(token);
    const response = await call(server, 'POST', `/api/users/me/invitations/${item.id}/accept`, { token });
    expect(response).toMatchObject({ status: 400, body: { detail: 'OFFICER_ID_ALREADY_EXISTS' } });
    expect((await call(server, 'GET', '/api/users/me', { token })).body.agency_id).toBeNull();
    expect(await myInvitations(token)).toHaveLength(1);
  });

  it('after choosing another officer ID (PUT /api/users/me/officer-id), the same invitation is accepted', async () => {
    const token = (await login(server, 'clash@new.test')).access_token;
    const [item] = await myInvitations(token);
    const changeTo = (officerId: unknown) => call(server, 'PUT', '/api/users/me/officer-id', { token, body: { officer_id: officerId } });

    const invalid = await changeTo('not valid!');
    expect(invalid).toMatchObject({
      status: 400,
      body: {
        detail: 'VALIDATION_ERROR',
        errors: [{ path: 'body.officer_id', message: 'The officer ID can have up to 20 letters, digits and hyphens.' }],
      },
    });
    expect((await call(server, 'PUT', '/api/users/me/officer-id', { body: { officer_id: 'DPD-9001' } })).status).toBe(401);

    const changed = await changeTo(' DPD-9001 ');
    expect(changed).toMatchObject({ status: 200, body: { email: 'clash@new.test', officer_id: 'DPD-9001', agency_id: null } });
    const accepted = await call(server, 'POST', `/api/users/me/invitations/${item.id}/accept`, { token });
    expect(accepted).toMatchObject({ status: 200, body: { agency_id: demoId } });
    expect((await call(server, 'GET', '/api/users/me', { token })).body).toMatchObject({ agency_id: demoId, officer_id: 'DPD-9001' });
    expect(await auditRows(server.db, 'account.officer_id_changed')).toEqual([{ user_id: changed.body.id, object_id: changed.body.id }]);

    // Once in an agency the officer ID is what reports carry: it is not changed here.
    expect(await changeTo('DPD-9002')).toMatchObject({ status: 400, body: { detail: 'USER_ALREADY_WITH_AGENCY' } });
    expect(await changeTo('DPD-9002').then(() => call(server, 'GET', '/api/users/me', { token }))).toMatchObject({
      body: { officer_id: 'DPD-9001' },
    });
  });

  it('refuses an invitation that is no longer pending with ACTION_NO_LONGER_POSSIBLE, and another user invitation with 404', async () => {
    await invite(ownerToken, ['late@new.test']);
    const token = (await login(server, 'late@new.test')).access_token;
    const [item] = await myInvitations(token);
    await call(server, 'DELETE', '/api/invitations', { token: ownerToken, body: { emails: ['late@new.test'] } });
    const response = await call(server, 'POST', `/api/users/me/invitations/${item.id}/accept`, { token });
    expect(response).toMatchObject({ status: 400, body: { detail: 'ACTION_NO_LONGER_POSSIBLE' } });

    await invite(ownerToken, ['ivy@new.test']);
    const ivys = await myInvitations((await login(server, 'ivy@new.test')).access_token);
    const foreign = await call(server, 'POST', `/api/users/me/invitations/${ivys[0].id}/accept`, { token });
    expect(foreign).toMatchObject({ status: 404, body: { detail: 'NOT_FOUND' } });
  });

  it('refuses owner users with OWNER_USERS_CANNOT_BE_INVITED', async () => {
    const [row] = await server.db.query<{ id: string }>(
      `insert into agency_invitations (agency_id, id, email, status, token_hash, token_expires_at)
       values ($1, gen_random_uuid(), 'founder@new.test', 'Pending Delivery', 'hash-for-founder', now() + interval '1 day') returning id`,
      [demoId],
    );
    const token = (await login(server, 'founder@new.test')).access_token;
    const response = await call(server, 'POST', `/api/users/me/invitations/${row?.id}/accept`, { token });
    expect(response).toMatchObject({ status: 400, body: { detail: 'OWNER_USERS_CANNOT_BE_INVITED' } });
    const byToken = await call(server, 'POST', '/api/users/me/invitations/accept-token', { token, body: { token: 'whatever' } });
    expect(byToken.body).toEqual({ detail: 'OWNER_USERS_CANNOT_BE_INVITED' });
  });

  it('refuses members of an agency with USER_ALREADY_WITH_AGENCY', async () => {
    const response = await call(server, 'POST', '/api/users/me/invitations/accept-token', {
      token: officerToken,
      body: { token: 'whatever' },
    });
    expect(response).toMatchObject({ status: 400, body: { detail: 'USER_ALREADY_WITH_AGENCY' } });
  });

  it('audits sent and removed invitations without personal data', async () => {
    const actions = await auditActions(server.db, demoId);
    expect(actions).toContain('invitation.sent');
    expect(actions).toContain('invitation.removed');
    expect(actions).toContain('invitation.accepted');
  });
});
