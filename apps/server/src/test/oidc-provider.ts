/**
 * A real OpenID Connect provider on 127.0.0.1 for tests and browser journeys (the `oidc-provider` package), standing
 * in for Microsoft Entra ID: authorization code with PKCE, signed ID tokens carrying name, email and email_verified.
 * Accounts live in a store the test controls; the sign-in page is a plain form (Email, Password, 'Sign in') and
 * consent is granted at once, as for a first-party app.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

export interface OidcTestAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  password: string;
  /** The ID token's amr (RFC 8176), e.g. ['pwd', 'mfa'] for a provider-side multi-factor sign-in; none when unset. */
  amr?: string[];
}

export interface OidcTestClient {
  clientId: string;
  clientSecret: string;
}

export interface OidcTestProvider {
  /** http://127.0.0.1:{port}, for OIDC_ISSUER. */
  issuer: string;
  /** The client Fieldbook is configured with. */
  client: OidcTestClient;
  /** A second client of the same provider with the same redirect URI (another application). */
  otherClient: OidcTestClient;
  addAccount(account: Omit<OidcTestAccount, 'sub'> & { sub?: string }): OidcTestAccount;
  /** From now on, token responses carry this ID token instead of the one minted (null: stop). */
  substituteIdToken(idToken: string | null): void;
  close(): Promise<void>;
}

export const OIDC_TEST_PASSWORD = 'provider-pass-2026';

/** 'casey.morgan+42@contoso.test' -> 'Casey Morgan': the name an automatically created account carries. */
export function nameFromEmail(email: string): string {
  const local = (email.split('@')[0] ?? '').split('+')[0] ?? '';
  return local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() + part.slice(1))
    .join(' ');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function signInPage(uid: string, clientId: string, message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in</title></head><body>
<main><h1>Sign in</h1><p>to continue to ${escapeHtml(clientId)}</p>
${message ? `<p role="alert">${escapeHtml(message)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="email">Email</label> <input id="email" name="email" type="email" autocomplete="username" required>
<label for="password">Password</label> <input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button></form></main></body></html>`;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Starts the provider. `redirectUri` is Fieldbook's `${publicUrl}/login-verification`. With `acceptsNewAccounts`, an
 * unknown e-mail signing in with OIDC_TEST_PASSWORD becomes a verified account named after the e-mail (journeys).
 */
export async function startOidcProvider(options: {
  redirectUri: string;
  port?: number;
  acceptsNewAccounts?: boolean;
}): Promise<OidcTestProvider> {
  const accounts = new Map<string, OidcTestAccount>();
  let idTokenSubstitute: string | null = null;
  let provider: Provider | undefined;

  const server = createServer((request, response) => {
    if (!provider) {
      response.writeHead(503).end();
      return;
    }
    const interaction = request.url?.match(/^\/interaction\/([\w-]+)(\/login)?$/);
    if (!interaction) {
      provider.callback()(request, response);
      return;
    }
    handleInteraction(provider, request, response, interaction[2] === '/login').catch((error: unknown) => {
      response.writeHead(400, { 'content-type': 'text/plain' }).end(error instanceof Error ? error.message : String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const client: OidcTestClient = { clientId: 'fieldbook', clientSecret: randomBytes(16).toString('hex') };
  const otherClient: OidcTestClient = { clientId: 'other-app', clientSecret: randomBytes(16).toString('hex') };
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };

  const findAccountByEmail = (email: string) => [...accounts.values()].find((account) => account.email === email);

  async function handleInteraction(oidc: Provider, request: IncomingMessage, response: ServerResponse, isLoginPost: boolean) {
    const details = await oidc.interactionDetails(request, response);
    const clientId = String(details.params.client_id ?? '');
    if (details.prompt.name === 'consent') {
      // A first-party application: consent is given at once for what it asked.
      const grant = details.grantId
        ? ((await oidc.Grant.find(details.grantId)) ?? new oidc.Grant({ accountId: details.session?.accountId ?? '', clientId }))
        : new oidc.Grant({ accountId: details.session?.accountId ?? '', clientId });
      grant.addOIDCScope(String(details.params.scope ?? 'openid'));
      const missingClaims = details.prompt.details.missingOIDCClaims;
      if (Array.isArray(missingClaims)) grant.addOIDCClaims(missingClaims as string[]);
      await oidc.interactionFinished(request, response, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
      return;
    }
    if (!isLoginPost || request.method !== 'POST') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(signInPage(details.uid, clientId, ''));
      return;
    }
    const form = await readForm(request);
    const email = (form.get('email') ?? '').trim().toLowerCase();
    const password = form.get('password') ?? '';
    let account = findAccountByEmail(email);
    if (!account && options.acceptsNewAccounts && password === OIDC_TEST_PASSWORD && email.includes('@')) {
      account = addAccount({ email, email_verified: true, name: nameFromEmail(email), password });
    }
    if (!account || account.password !== password) {
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(signInPage(details.uid, clientId, 'Wrong email or password.'));
      return;
    }
    const login = { accountId: account.sub, ...(account.amr ? { amr: account.amr } : {}) };
    await oidc.interactionFinished(request, response, { login }, { mergeWithLastSubmission: false });
  }

  function addAccount(account: Omit<OidcTestAccount, 'sub'> & { sub?: string }): OidcTestAccount {
    const stored = { ...account, sub: account.sub ?? randomUUID() };
    accounts.set(stored.sub, stored);
    return stored;
  }

  const clientMetadata = (registered: OidcTestClient) => ({
    client_id: registered.clientId,
    client_secret: registered.clientSecret,
    redirect_uris: [options.redirectUri],
    response_types: ['code'],
    grant_types: ['authorization_code'],
    token_endpoint_auth_method: 'client_secret_post',
  });

  provider = new Provider(issuer, {
    clients: [clientMetadata(client), clientMetadata(otherClient)],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    // amr: how the account signed in, when the test says (a provider-side multi-factor sign-in).
    claims: { openid: ['sub', 'amr'], email: ['email', 'email_verified'], profile: ['name'] },
    // Entra ID puts the profile and e-mail claims in the ID token itself.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_context: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    async findAccount(_context: unknown, id: string) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: async () => ({ sub: account.sub, email: account.email, email_verified: account.email_verified, name: account.name }),
      };
    },
  });
  provider.use(async (context, next) => {
    await next();
    const body = context.body as { id_token?: string } | undefined;
    if (idTokenSubstitute && context.path === '/token' && body?.id_token) context.body = { ...body, id_token: idTokenSubstitute };
  });

  return {
    issuer,
    client,
    otherClient,
    addAccount,
    substituteIdToken(idToken) {
      idTokenSubstitute = idToken;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Signs in at the provider as a browser would: follows the redirects from `authorizationUrl` with cookies, posts the
 * sign-in form, and answers the URL the provider finally sends the browser to (under `redirectUri`).
 */
export async function signInAtProvider(
  authorizationUrl: string,
  credentials: { email: string; password: string },
  redirectUri: string,
): Promise<string> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  let form: string | undefined;
  for (let hop = 0; hop < 12; hop += 1) {
    if (url.startsWith(redirectUri)) return url;
    const headers: Record<string, string> = { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, { method: form ? 'POST' : 'GET', headers, redirect: 'manual', ...(form ? { body: form } : {}) });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const separator = pair.indexOf('=');
      const value = pair.slice(separator + 1);
      if (value && !/max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) cookies.set(pair.slice(0, separator), value);
      else cookies.delete(pair.slice(0, separator));
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url).href;
      form = undefined;
      continue;
    }
    const html = await response.text();
    const action = html.match(/<form method="post" action="([^"]+)"/)?.[1];
    if (response.status !== 200 || !action || form)
      throw new Error(`sign-in at the provider stopped at ${url}: ${response.status} ${html.slice(0, 300)}`);
    url = new URL(action, url).href;
    form = new URLSearchParams(credentials).toString();
  }
  throw new Error('sign-in at the provider did not finish in 12 steps');
}
