import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser } from '../../test/agency-test-users.ts';
import { OIDC_TEST_PASSWORD, type OidcTestProvider, signInAtProvider, startOidcProvider } from '../../test/oidc-provider.ts';
import { call, startTestServer, type TestServer } from '../../test/test-server.ts';
import { enrol, totpCode } from './mfa-test-helpers.ts';

const PUBLIC_URL = 'http://fieldbook.test';
const REDIRECT_URI = `${PUBLIC_URL}/login-verification`;

let provider: OidcTestProvider;
let server: TestServer;

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUri: REDIRECT_URI });
  server = await startTestServer({
    config: {
      publicUrl: PUBLIC_URL,
      oidc: { issuer: provider.issuer, clientId: provider.client.clientId, clientSecret: provider.client.clientSecret, allowsHttp: true },
    },
    async configure(db) {
      const [agency] = await db.query<{ id: string }>(`select id from agencies where ori = 'CA0349400'`);
      for (const email of ['sso-factor@demo.test', 'sso-plain@demo.test', 'sso-required@demo.test']) {
        await addUser(db, { email, role: 'officer', agencyId: agency?.id ?? null });
      }
    },
  });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await provider?.close();
});

/** A sign-on at the provider as `email`, whose ID token carries `amr`; answers Fieldbook's answer to the callback. */
async function signOn(email: string, amr?: string[]) {
  // The same subject each time (one identity), its amr as this sign-on's.
  provider.addAccount({ sub: email, email, email_verified: true, name: email, password: OIDC_TEST_PASSWORD, ...(amr ? { amr } : {}) });
  const started = await call(server, 'POST', '/api/auth/sso/authorization');
  const callbackUrl = await signInAtProvider(started.body.authorization_url, { email, password: OIDC_TEST_PASSWORD }, REDIRECT_URI);
  return call(server, 'POST', '/api/auth/sso/login', { body: { callback_url: callbackUrl } });
}

async function lastSecondFactor(email: string): Promise<string | null | undefined> {
  const [row] = await server.db.query<{ second_factor: string | null }>(
    'select s.second_factor from sessions s join users u on u.id = s.user_id where u.email = $1 order by s.created_at desc limit 1',
    [email],
  );
  return row?.second_factor;
}

describe('single sign-on and two-step verification', () => {
  it('asks the second step when the provider did not assert multi-factor authentication', async () => {
    const { secret } = await enrol(server, 'sso-factor@demo.test');
    const answer = await signOn('sso-factor@demo.test', ['pwd']);
    expect(answer).toMatchObject({ status: 200, body: { detail: 'MFA_REQUIRED', mfa_token: expect.any(String) } });
    expect(answer.body).not.toHaveProperty('access_token');
    const second = await call(server, 'POST', '/api/auth/login/mfa', {
      body: { mfa_token: answer.body.mfa_token, code: totpCode(secret, 1) },
    });
    expect(second.status).toBe(200);
    expect((await call(server, 'GET', '/api/users/me', { token: second.body.access_token })).status).toBe(200);
    expect(await lastSecondFactor('sso-factor@demo.test')).toBe('totp');
  });

  it.each([['mfa'], ['otp'], ['hwk'], ['swk']])('skips it when the ID token amr says %s', async (method) => {
    const answer = await signOn('sso-factor@demo.test', ['pwd', method]);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), token_type: 'bearer' });
    expect(await lastSecondFactor('sso-factor@demo.test')).toBe('provider');
  });

  it('without a factor and no requirement, signs in as before', async () => {
    const answer = await signOn('sso-plain@demo.test');
    expect(answer.body).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), token_type: 'bearer' });
  });

  it('where the agency requires it: the provider’s MFA counts; without it the session may only enrol', async () => {
    await server.db.query(`update agencies set mfa_required = true where ori = 'CA0349400'`);
    try {
      const withoutMfa = await signOn('sso-required@demo.test', ['pwd']);
      expect(withoutMfa.body).toMatchObject({ access_token: expect.any(String), detail: 'MFA_ENROLMENT_REQUIRED' });
      expect(await call(server, 'GET', '/api/users/me', { token: withoutMfa.body.access_token })).toMatchObject({
        status: 403,
        body: { detail: 'MFA_ENROLMENT_REQUIRED' },
      });

      const withMfa = await signOn('sso-required@demo.test', ['pwd', 'mfa']);
      expect(withMfa.body).not.toHaveProperty('detail');
      expect((await call(server, 'GET', '/api/users/me', { token: withMfa.body.access_token })).status).toBe(200);
    } finally {
      await server.db.query(`update agencies set mfa_required = false where ori = 'CA0349400'`);
    }
  });
});
