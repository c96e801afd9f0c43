import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { totpCode } from './mfa-test-helpers.ts';

// The server as `npm start` runs it, logging everything (trace): no authenticator secret, recovery code or second-step
// token may reach its output.
const PORT = 8314;
const base = `http://127.0.0.1:${PORT}`;
let child: ChildProcess;
let output = '';

beforeAll(async () => {
  const serverDir = fileURLToPath(new URL('../../../', import.meta.url));
  child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: '', WEB_DIST_DIR: '', LOG_LEVEL: 'trace', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Fieldbook is running')) resolve();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`the server stopped (${code}): ${output.slice(-2000)}`)));
  });
  await started;
}, 180_000);
afterAll(() => {
  child?.kill('SIGTERM');
});

async function post(path: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

it('no secret, recovery code or token of two-step verification is written to the log', async () => {
  const credentials = { email: 'officer2@demo.test', password: 'Fieldbook-demo-2026', version: '3.29' };
  const signedIn = await post('/api/auth/login', credentials);
  const token = signedIn.body.access_token as string;
  const started = await post('/api/users/me/two-step/enrolment', undefined, token);
  const secret = started.body.secret as string;
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const confirmed = await post('/api/users/me/two-step/confirmation', { code: totpCode(secret) }, token);
  const recoveryCodes = confirmed.body.recovery_codes as string[];
  expect(recoveryCodes).toHaveLength(10);

  const first = await post('/api/auth/login', credentials);
  expect(first.body.detail).toBe('MFA_REQUIRED');
  expect((await post('/api/auth/login/mfa', { mfa_token: first.body.mfa_token, code: '000000' })).status).toBe(400);
  const second = await post('/api/auth/login/mfa', { mfa_token: first.body.mfa_token, code: totpCode(secret, 1) });
  expect(second.status).toBe(200);
  const third = await post('/api/auth/login', credentials);
  expect((await post('/api/auth/login/mfa', { mfa_token: third.body.mfa_token, code: recoveryCodes[0] })).status).toBe(200);
  expect((await post('/api/users/me/two-step/disable', { code: '123456' }, second.body.access_token)).status).toBe(400);

  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(output).toContain('/api/auth/login/mfa');
  for (const secretText of [
    secret,
    ...recoveryCodes,
    ...recoveryCodes.map((code) => code.replace('-', '')),
    first.body.mfa_token,
    third.body.mfa_token,
    second.body.access_token,
    second.body.refresh_token,
  ]) {
    expect(output).not.toContain(secretText);
  }
}, 60_000);
