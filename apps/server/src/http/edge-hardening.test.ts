import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';
import { contentSecurityPolicy, readExternalOrigins } from './content-security-policy.ts';
import { findUnsafeText } from './refuse-unsafe-text.ts';

// issue 12 items 3 and 7: what probing found at the edge of the API.
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ config: { publicUrl: 'https://fieldbook.example.gov' } });
  token = (await login(server, 'manager@demo.test')).access_token;
});
afterAll(() => server?.close());

const NOT_ALLOWED = 'This text contains characters that are not allowed.';

describe('NUL characters and unpaired surrogates', () => {
  it('are refused with 400 on login, before any account is looked at', async () => {
    for (const rawBody of [
      '{"email":"a\\u0000b@demo.test","password":"x","version":"3.29"}',
      '{"email":"\\ud800@demo.test","password":"x","version":"3.29"}',
      '{"email":"officer@demo.test","password":"x\\udfff","version":"3.29"}',
    ]) {
      const response = await call(server, 'POST', '/api/auth/login', { rawBody });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        detail: 'VALIDATION_ERROR',
        errors: [{ path: expect.stringMatching(/^body\./), message: NOT_ALLOWED }],
      });
    }
  });

  it('are refused in paths, queries, nested bodies and keys, with the field named', async () => {
    const inPath = await call(server, 'GET', '/api/reports/A%00B', { token });
    expect(inPath.body.errors).toEqual([{ path: 'params.incident_number', message: NOT_ALLOWED }]);
    const inQuery = await call(server, 'GET', '/api/agencies/me/users?name=%00', { token });
    expect(inQuery.status).toBe(400);
    expect(inQuery.body.errors[0].path).toBe('querystring.name');
    const inTag = await call(server, 'POST', '/api/tags', {
      token,
      rawBody: '{"name":"ok","color":"#ffffff","x":{"deep":["fine","\\u0000"]}}',
    });
    expect(inTag.status).toBe(400);
    expect(inTag.body.errors[0].path).toBe('body.x.deep.1');
    const inReport = await call(server, 'POST', '/api/reports/', {
      token,
      rawBody: '{"general_information":{"incident_number":"\\ud83d"}}',
    });
    expect(inReport.body.errors).toEqual([{ path: 'body.general_information.incident_number', message: NOT_ALLOWED }]);
  });

  it('refuse bidirectional overrides and isolates in names and free text (issue 23), not the direction marks', async () => {
    for (const control of ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'])
      expect(findUnsafeText({ name: `Jordan${control}Lee` }, 'body'), JSON.stringify(control)).toEqual(['body.name']);
    expect(findUnsafeText({ note: 'שלום\u200f and \u200eleft' }, 'body')).toEqual([]);
    const tag = await call(server, 'POST', '/api/tags', { token, body: { name: 'Night\u202eTFIHS', color: '#ffffff' } });
    expect(tag).toMatchObject({ status: 400, body: { errors: [{ path: 'body.name', message: NOT_ALLOWED }] } });
  });

  it('are not hidden by nesting (the security probe got a NUL past a 32-level cut-off), and deep bodies do not overflow', async () => {
    let deep: unknown = 'bad\u0000';
    for (let level = 0; level < 40; level++) deep = { n: deep };
    expect(findUnsafeText({ deep }, 'body')).toEqual([`body.deep${'.n'.repeat(40)}`]);
    let huge: unknown = 'fine';
    for (let level = 0; level < 200_000; level++) huge = { n: huge };
    expect(findUnsafeText(huge, 'body')).toEqual([]);
    const response = await call(server, 'POST', '/api/tags', {
      token,
      rawBody: `{"name":"ok","color":"#ffffff","x":${'{"n":'.repeat(40)}"\\u0000"${'}'.repeat(40)}}`,
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0]).toEqual({ path: `body.x${'.n'.repeat(40)}`, message: NOT_ALLOWED });
  });

  it('leave whole surrogate pairs (emoji) and ordinary text alone', () => {
    expect(findUnsafeText({ note: 'Stopped near the 🚓, café', list: ['ok'] }, 'body')).toEqual([]);
    expect(findUnsafeText({ 'k\u0000': 'v' }, 'body')).toEqual(['body']);
  });
});

describe('authentication before the body (issue 23)', () => {
  it('answers 401 to a caller without a session whatever the body, never a validation answer that maps the schema', async () => {
    for (const [method, path, body] of [
      ['POST', '/api/tags', { name: 42 }],
      ['POST', '/api/reports/search', { filters: 'not-an-object', extra: true }],
      ['POST', '/api/reports/', { id: 'x' }],
      ['PUT', '/api/agency/members/not-a-uuid/role', { role: 'emperor' }],
      ['POST', '/api/analytics/generate', { period: 'forever' }],
    ] as const) {
      const response = await call(server, method, path, { body });
      expect(response, `${method} ${path}`).toMatchObject({ status: 401, body: { detail: 'Unauthorized' } });
    }
  });
});

describe('malformed and over-long URLs', () => {
  it('are answered by the one error shape and never echoed', async () => {
    for (const [path, status, detail] of [
      ['/api/reports/%E0%A4%A', 400, 'BAD_URL'],
      ['/%E0%A4%Ajane.doe', 400, 'BAD_URL'],
      [`/api/reports/${'9'.repeat(300)}`, 414, 'URI_TOO_LONG'],
    ] as const) {
      const response = await call(server, 'GET', path, { token });
      expect(response.status).toBe(status);
      expect(response.body).toEqual({ detail });
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
  });
});

describe('security headers', () => {
  it('keep other sites from the camera, the window and the answers: Permissions-Policy, COOP and CORP on every answer', async () => {
    for (const path of ['/api/health', '/api/does-not-exist', '/configurations/states.json']) {
      const { headers } = await call(server, 'GET', path);
      expect(headers.get('permissions-policy'), path).toContain('geolocation=(self)');
      expect(headers.get('permissions-policy'), path).toContain('camera=()');
      expect(headers.get('permissions-policy'), path).toContain('microphone=()');
      expect(headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
    }
  });

  it('send HSTS when people reach Fieldbook over https', async () => {
    expect((await call(server, 'GET', '/api/health')).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const plain = await startTestServer({ seed: false });
    try {
      expect((await call(plain, 'GET', '/api/health')).headers.get('strict-transport-security')).toBeNull();
    } finally {
      await plain.close();
    }
  });

  it('name the configured origins instead of any https origin, and allow no inline <style>', async () => {
    const policy = (await call(server, 'GET', '/api/health')).headers.get('content-security-policy') ?? '';
    expect(policy).not.toContain('https:');
    expect(policy).toContain("style-src 'self';");
    expect(policy).not.toMatch(/style-src [^;]*unsafe-inline/);
    const configured = contentSecurityPolicy(
      readExternalOrigins({
        VITE_MAP_STYLE_URL: 'https://tiles.example.org/style.json',
        VITE_GEOCODER_URL: 'https://geo.example.org/search',
        PAYMENT_PROVIDER: 'stripe',
        CSP_EXTRA_ORIGINS: 'https://glyphs.example.org not-a-url',
      }),
    );
    expect(configured).toContain("img-src 'self' data: blob: https://tiles.example.org https://glyphs.example.org;");
    expect(configured).toContain(
      "connect-src 'self' https://tiles.example.org https://glyphs.example.org https://geo.example.org https://api.stripe.com;",
    );
    expect(readConfig({}).externalOrigins).toEqual({ connect: [], img: [], media: [] });
  });
});
