import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';

describe('single sign-on settings (readConfig)', () => {
  it('is off unless issuer, client id and client secret are all given', () => {
    expect(readConfig({}).oidc).toBeNull();
    expect(readConfig({ OIDC_ISSUER: 'https://login.example/v2.0', OIDC_CLIENT_ID: 'fieldbook' }).oidc).toBeNull();
    expect(readConfig({ OIDC_CLIENT_ID: 'fieldbook', OIDC_CLIENT_SECRET: 'secret' }).oidc).toBeNull();
  });

  it("takes Entra ID's issuer from ENTRA_TENANT_ID when OIDC_ISSUER is unset", () => {
    const env = { ENTRA_TENANT_ID: '0f1e2d3c-aaaa-bbbb-cccc-123456789abc', OIDC_CLIENT_ID: 'app-id', OIDC_CLIENT_SECRET: 'secret' };
    expect(readConfig(env).oidc).toEqual({
      issuer: 'https://login.microsoftonline.com/0f1e2d3c-aaaa-bbbb-cccc-123456789abc/v2.0',
      clientId: 'app-id',
      clientSecret: 'secret',
      allowsHttp: false,
    });
    expect(readConfig({ ...env, OIDC_ISSUER: 'https://idp.example.gov' }).oidc?.issuer).toBe('https://idp.example.gov');
  });

  it('refuses a plain-http issuer unless OIDC_ALLOW_HTTP=1', () => {
    const env = { OIDC_ISSUER: 'http://127.0.0.1:8123', OIDC_CLIENT_ID: 'fieldbook', OIDC_CLIENT_SECRET: 'secret' };
    expect(() => readConfig(env)).toThrow(/OIDC_ISSUER must be an https URL/);
    expect(readConfig({ ...env, OIDC_ALLOW_HTTP: '1' }).oidc).toMatchObject({ issuer: 'http://127.0.0.1:8123', allowsHttp: true });
  });
});
