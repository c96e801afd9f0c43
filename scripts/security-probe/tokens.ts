import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { type Client, detailOf, type Findings, is2xx, is5xx, Tally } from './http.ts';
import { claimsOf, login, type Sessions } from './identities.ts';
import type { Inventory } from './inventory.ts';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const hmac = (key: Buffer | string, text: string, algorithm = 'sha256') => createHmac(algorithm, key).update(text).digest('base64url');
/** The server keys HS256 with SHA-256 of its secret (apps/server/src/accounts/tokens.ts). */
const serverKey = (secret: string) => createHash('sha256').update(secret).digest();
const signed = (header: unknown, payload: unknown, key: Buffer | string, algorithm = 'sha256') => {
  const text = `${b64(header)}.${b64(payload)}`;
  return `${text}.${hmac(key, text, algorithm)}`;
};

/** Signed-in routes the forgeries are tried on. */
const TARGETS: Array<{ method: string; path: string; body?: unknown }> = [
  { method: 'GET', path: '/api/users/me' },
  { method: 'GET', path: '/api/reports/me' },
  { method: 'POST', path: '/api/reports/search', body: { filters: {} } },
  { method: 'GET', path: '/api/agency/members' },
  { method: 'GET', path: '/api/docs' },
];

export interface TokenResult {
  calls: number;
  forgeries: number;
  statuses: Record<string, number>;
  accepted: number;
  /** Forgeries with a valid signature (made with the server's JWT_SECRET when the probe was given it). */
  signedForgeries: number;
  refreshReuse: Record<string, number>;
  notes: string[];
}

/**
 * Tokens that must not open a session: alg none, wrong or missing signatures, edited claims, guessed secrets, other
 * schemes, a logged-out session's token, a refresh token as bearer; with the server's secret (PROBE_JWT_SECRET): expired,
 * wrong issuer or audience, another user's session, unknown sessions. Expected 401 everywhere; also another agency's
 * valid token on an object of this agency (expected 403/404), and refresh-token reuse.
 */
export async function probeTokens(
  client: Client,
  sessions: Sessions,
  demo: Inventory,
  jwtSecret: string | null,
  findings: Findings,
): Promise<TokenResult> {
  const tally = new Tally();
  const notes: string[] = [];
  let accepted = 0;
  const manager = sessions.get('manager@demo.test');
  const owner = sessions.get('owner@demo.test');
  const [header, payload, signature] = manager.token.split('.') as [string, string, string];
  const claims = claimsOf(manager.token);
  const now = Math.floor(Date.now() / 1000);

  // A session that was logged out, for its still-unexpired token.
  const loggedOut = await login(client, 'officer2@demo.test');
  const loggedOutToken = loggedOut.access_token ?? '';
  await client.send('POST', '/api/auth/logout', { token: loggedOutToken });

  const forgeries: Array<{ label: string; authorization: string }> = [
    { label: 'alg none, no signature', authorization: `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${payload}.` },
    { label: 'alg none, signature kept', authorization: `Bearer ${b64({ alg: 'none' })}.${payload}.${signature}` },
    { label: 'alg NoNe', authorization: `Bearer ${b64({ alg: 'NoNe' })}.${payload}.` },
    { label: 'signature stripped', authorization: `Bearer ${header}.${payload}.` },
    { label: 'two segments', authorization: `Bearer ${header}.${payload}` },
    { label: 'extra segment', authorization: `Bearer ${manager.token}.e30` },
    { label: 'wrong signature (random key)', authorization: `Bearer ${signed({ alg: 'HS256' }, claims, randomBytes(32))}` },
    { label: 'sub = owner, original signature', authorization: `Bearer ${header}.${b64({ ...claims, sub: owner.userId })}.${signature}` },
    {
      label: 'exp + 1 year, original signature',
      authorization: `Bearer ${header}.${b64({ ...claims, exp: now + 31_536_000 })}.${signature}`,
    },
    { label: "owner's signature on manager's claims", authorization: `Bearer ${header}.${payload}.${owner.token.split('.')[2]}` },
    { label: 'alg RS256 header', authorization: `Bearer ${b64({ alg: 'RS256' })}.${payload}.${signature}` },
    { label: 'alg HS512, empty key', authorization: `Bearer ${signed({ alg: 'HS512' }, claims, '', 'sha512')}` },
    {
      label: 'kid path injection, empty key',
      authorization: `Bearer ${signed({ alg: 'HS256', kid: '../../../../dev/null' }, claims, '')}`,
    },
    { label: 'jku header to elsewhere', authorization: `Bearer ${signed({ alg: 'HS256', jku: 'http://127.0.0.1:1/jwks' }, claims, '')}` },
    { label: 'refresh token as bearer', authorization: `Bearer ${manager.refresh}` },
    { label: 'logged-out session token', authorization: `Bearer ${loggedOutToken}` },
    { label: 'empty bearer', authorization: 'Bearer ' },
    { label: 'Bearer null', authorization: 'Bearer null' },
    { label: 'Bearer undefined', authorization: 'Bearer undefined' },
    { label: 'double scheme', authorization: `Bearer Bearer ${manager.token}` },
    { label: 'token without scheme', authorization: manager.token },
    { label: 'garbage', authorization: 'Bearer abc.def.ghi' },
    { label: '10 kB token', authorization: `Bearer ${'a'.repeat(10_000)}` },
  ];
  for (const weak of ['', 'secret', 'changeme', 'fieldbook', 'jwt_secret', 'Fieldbook-demo-2026']) {
    forgeries.push({ label: `guessed secret "${weak}" (raw key)`, authorization: `Bearer ${signed({ alg: 'HS256' }, claims, weak)}` });
    forgeries.push({
      label: `guessed secret "${weak}" (SHA-256 key)`,
      authorization: `Bearer ${signed({ alg: 'HS256' }, claims, serverKey(weak))}`,
    });
  }
  let signedForgeries = 0;
  if (jwtSecret) {
    const key = serverKey(jwtSecret);
    const base = { sid: claims.sid, sub: claims.sub, iss: 'fieldbook', aud: 'fieldbook-api', iat: now };
    const loggedOutClaims = claimsOf(loggedOutToken);
    const mint = (extra: Record<string, unknown>, drop: string[] = []) => {
      const body: Record<string, unknown> = { ...base, exp: now + 600, ...extra };
      for (const name of drop) delete body[name];
      return `Bearer ${signed({ alg: 'HS256' }, body, key)}`;
    };
    const signedCases = [
      { label: 'signed: expired a minute ago', authorization: mint({ exp: now - 60, iat: now - 960 }) },
      { label: 'signed: not before in an hour', authorization: mint({ nbf: now + 3600 }) },
      { label: 'signed: wrong issuer', authorization: mint({ iss: 'someone-else' }) },
      { label: 'signed: wrong audience', authorization: mint({ aud: 'other-api' }) },
      { label: 'signed: no sid', authorization: mint({}, ['sid']) },
      { label: 'signed: no exp', authorization: mint({}, ['exp']) },
      { label: "signed: manager's sub with owner's session", authorization: mint({ sid: owner.sessionId }) },
      { label: "signed: owner's sub with manager's session", authorization: mint({ sub: owner.userId }) },
      { label: 'signed: unknown session', authorization: mint({ sid: randomUUID() }) },
      { label: 'signed: unknown user', authorization: mint({ sub: randomUUID() }) },
      { label: 'signed: logged-out session', authorization: mint({ sid: loggedOutClaims.sid, sub: loggedOutClaims.sub }) },
    ];
    signedForgeries = signedCases.length;
    forgeries.push(...signedCases);
    const control = await client.send('GET', '/api/users/me', { authorization: mint({}) });
    notes.push(`control token minted with PROBE_JWT_SECRET answered ${control.status} (200 means the signed forgeries were well-formed)`);
  }

  for (const forgery of forgeries) {
    for (const target of TARGETS) {
      const answer = await client.send(target.method, target.path, {
        authorization: forgery.authorization,
        ...(target.body !== undefined ? { body: target.body } : {}),
      });
      tally.add(answer.status);
      const where = { sweep: 'tokens', method: target.method, path: target.path, status: answer.status };
      if (is2xx(answer.status)) {
        accepted += 1;
        findings.add({ ...where, kind: 'accepted-forgery', detail: `${forgery.label}: ${answer.text.slice(0, 160)}` });
      } else if (is5xx(answer.status)) {
        findings.add({ ...where, kind: '5xx', detail: `${forgery.label}: ${detailOf(answer)}` });
      } else if (answer.status !== 401) {
        findings.add({ ...where, kind: 'note', detail: `${forgery.label}: answered ${answer.status} ${detailOf(answer)} (expected 401)` });
      }
    }
  }

  // Valid tokens of other agencies on this agency's objects: refused, never 2xx.
  const report = demo.reports[0];
  const group = demo.groups[0];
  const crossings = [
    {
      caller: 'connect-owner@demo.test',
      method: 'GET',
      path: report ? `/api/reports/${encodeURIComponent(report.incident_number)}` : '/api/reports/x',
    },
    { caller: 'nexus-owner@demo.test', method: 'GET', path: group ? `/api/groups/${group.id}/members` : '/api/groups/x/members' },
    { caller: 'nexus-manager@demo.test', method: 'GET', path: `/api/agency/audit-events?actor=${owner.userId}` },
  ];
  for (const crossing of crossings) {
    const answer = await client.send(crossing.method, crossing.path, { token: sessions.get(crossing.caller).token });
    tally.add(answer.status);
    const text = answer.text;
    const isLeak = is2xx(answer.status) && [...demo.markers].some((marker) => text.includes(marker) && !crossing.path.includes(marker));
    if (isLeak) {
      accepted += 1;
      findings.add({
        sweep: 'tokens',
        kind: 'leak',
        method: crossing.method,
        path: crossing.path,
        status: answer.status,
        caller: crossing.caller,
        detail: text.slice(0, 200),
      });
    }
    notes.push(
      `${crossing.caller} ${crossing.method} ${crossing.path} -> ${answer.status} ${is2xx(answer.status) ? '(no demo data in the answer)' : detailOf(answer)}`,
    );
  }

  // Refresh-token rotation: the old refresh token used again after a rotation.
  const refreshReuse: Record<string, number> = {};
  const fresh = await login(client, 'officer2@demo.test');
  if (fresh.refresh_token) {
    const first = await client.send('POST', '/api/auth/refresh', { body: { refresh_token: fresh.refresh_token } });
    const rotated = (first.body as { refresh_token?: string; access_token?: string } | null) ?? {};
    const reuse = await client.send('POST', '/api/auth/refresh', { body: { refresh_token: fresh.refresh_token } });
    const afterReuse = rotated.refresh_token
      ? await client.send('POST', '/api/auth/refresh', { body: { refresh_token: rotated.refresh_token } })
      : null;
    const loggedOutRefresh = await client.send('POST', '/api/auth/refresh', { body: { refresh_token: loggedOut.refresh_token ?? 'x' } });
    Object.assign(refreshReuse, {
      first_rotation: first.status,
      old_token_again: reuse.status,
      new_token_after_reuse: afterReuse?.status ?? 0,
      refresh_of_logged_out_session: loggedOutRefresh.status,
    });
    for (const answer of [first, reuse, loggedOutRefresh]) tally.add(answer.status);
    if (afterReuse) tally.add(afterReuse.status);
    if (is2xx(reuse.status))
      findings.add({
        sweep: 'tokens',
        kind: 'accepted-forgery',
        path: '/api/auth/refresh',
        status: reuse.status,
        detail: 'a rotated refresh token was accepted again',
      });
    if (is2xx(loggedOutRefresh.status)) {
      findings.add({
        sweep: 'tokens',
        kind: 'accepted-forgery',
        path: '/api/auth/refresh',
        status: loggedOutRefresh.status,
        detail: "a logged-out session's refresh token was accepted",
      });
    }
  }
  return { calls: tally.calls, forgeries: forgeries.length, statuses: tally.toJSON(), accepted, signedForgeries, refreshReuse, notes };
}

export interface ThrottleResult {
  attempts: number;
  statuses: Record<string, number>;
  firstTooManyAt: number | null;
  retryAfter: string | null;
  demoLoginAfterwards: number;
}

/** 25 wrong logins for an address no account has, from this address: answered 400 until throttled, then 429. */
export async function probeLoginThrottle(client: Client): Promise<ThrottleResult> {
  const tally = new Tally();
  const email = `probe-throttle-${randomUUID().slice(0, 8)}@probe.invalid`;
  let firstTooManyAt: number | null = null;
  let retryAfter: string | null = null;
  for (let attempt = 1; attempt <= 25; attempt++) {
    const answer = await client.send('POST', '/api/auth/login', { body: { email, password: `Wrong-${attempt}`, version: '3.29' } });
    tally.add(answer.status);
    if (answer.status === 429 && firstTooManyAt === null) {
      firstTooManyAt = attempt;
      retryAfter = answer.headers.get('retry-after');
    }
  }
  // A colleague at the same address who has not failed still signs in.
  const colleague = await login(client, 'officer@demo.test');
  return { attempts: tally.calls, statuses: tally.toJSON(), firstTooManyAt, retryAfter, demoLoginAfterwards: colleague.status };
}
