import * as client from 'openid-client';
import type { OidcSettings } from '../../config.ts';

/** Who the provider says signed in, from a validated ID token. */
export interface ProviderIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  /** email_verified, or Entra ID's optional claim xms_edov (the e-mail's domain is verified by the tenant). */
  isEmailVerified: boolean;
  name: string | null;
  /** The ID token's amr (authentication methods, RFC 8176): how the provider signed the person in. */
  amr: string[];
}

/** The secrets of one sign-on, made when it starts and checked when the provider sends the browser back. */
export interface LoginChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Why a sign-on could not be finished: the provider is unreachable, or its answer is refused. */
export class OidcFailure extends Error {
  constructor(
    readonly kind: 'unavailable' | 'refused',
    readonly reason: string,
  ) {
    super(`${kind}: ${reason}`);
  }
}

export interface OidcClient {
  newLoginChecks(): LoginChecks;
  authorizationUrl(checks: LoginChecks): Promise<string>;
  /** Exchanges the code in `callbackUrl` (with PKCE) and validates the ID token: issuer, audience, nonce, signature, expiry. */
  finishLogin(callbackUrl: URL, checks: LoginChecks): Promise<ProviderIdentity>;
}

const SCOPE = 'openid email profile';

function stringClaim(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * openid-client v6 over the configured provider (Microsoft Entra ID in production). The provider's metadata is fetched
 * once per process on first use (again after a failure); nothing else is kept in memory.
 */
export function createOidcClient(settings: OidcSettings, redirectUri: string): OidcClient {
  let configuration: Promise<client.Configuration> | null = null;

  function discover(): Promise<client.Configuration> {
    configuration ??= client
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        ...(settings.allowsHttp ? { execute: [client.allowInsecureRequests] } : {}),
        timeout: 10,
      })
      .catch((error: unknown) => {
        configuration = null;
        throw new OidcFailure('unavailable', error instanceof Error ? error.message : String(error));
      });
    return configuration;
  }

  return {
    newLoginChecks: () => ({ state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() }),

    async authorizationUrl(checks) {
      const config = await discover();
      return client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        response_mode: 'query',
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
      }).href;
    },

    async finishLogin(callbackUrl, checks) {
      const config = await discover();
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        const isNetwork = error instanceof TypeError || (error instanceof Error && error.name === 'AbortError');
        const reason = error instanceof Error ? `${(error as { code?: string }).code ?? error.name}: ${error.message}` : String(error);
        throw new OidcFailure(isNetwork ? 'unavailable' : 'refused', reason);
      }
      const claims = tokens.claims();
      if (!claims) throw new OidcFailure('refused', 'no ID token');
      const fullName = [stringClaim(claims.given_name), stringClaim(claims.family_name)].filter(Boolean).join(' ');
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: stringClaim(claims.email),
        isEmailVerified: claims.email_verified === true || claims.xms_edov === true,
        name: stringClaim(claims.name) ?? (fullName || null),
        amr: Array.isArray(claims.amr) ? claims.amr.filter((method): method is string => typeof method === 'string') : [],
      };
    },
  };
}
