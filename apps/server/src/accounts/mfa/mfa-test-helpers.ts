/** Test helpers for two-step verification: codes computed from the secret, as an authenticator app would. */
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { call, type TestServer } from '../../test/test-server.ts';

/** The code of the time-step `offsetSteps` away from now (0: now, 1: the next 30 seconds). */
export function totpCode(secret: string, offsetSteps = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offsetSteps * 30_000 });
}

export async function passwordStep(server: TestServer, email: string, password = 'Fieldbook-demo-2026') {
  return call(server, 'POST', '/api/auth/login', { body: { email, password, version: '3.29' } });
}

/** Signs in with the password and enrols an authenticator; answers its secret, the recovery codes and the session. */
export async function enrol(server: TestServer, email: string) {
  const signedIn = await passwordStep(server, email);
  expect(signedIn.status).toBe(200);
  const token = signedIn.body.access_token as string;
  const started = await call(server, 'POST', '/api/users/me/two-step/enrolment', { token });
  expect(started.status).toBe(200);
  const secret = started.body.secret as string;
  const confirmed = await call(server, 'POST', '/api/users/me/two-step/confirmation', { token, body: { code: totpCode(secret) } });
  expect(confirmed.status).toBe(200);
  return { secret, token, recoveryCodes: confirmed.body.recovery_codes as string[] };
}

/** Forgets the last time-step used, so a test can sign in again within the same 30 seconds (replay is tested apart). */
export async function forgetUsedStep(server: TestServer, email: string): Promise<void> {
  await server.db.query('update user_mfa_factors set last_used_step = null where user_id = (select id from users where email = $1)', [
    email,
  ]);
}

/** Both steps: password, then an authenticator code; answers the session's tokens. */
export async function loginWithCode(server: TestServer, email: string, secret: string) {
  await forgetUsedStep(server, email);
  const first = await passwordStep(server, email);
  expect(first.body).toEqual({ detail: 'MFA_REQUIRED', mfa_token: expect.any(String) });
  const second = await call(server, 'POST', '/api/auth/login/mfa', { body: { mfa_token: first.body.mfa_token, code: totpCode(secret) } });
  expect(second.status).toBe(200);
  return second.body as { access_token: string; refresh_token: string };
}
