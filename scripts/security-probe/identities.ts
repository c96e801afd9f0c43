import type { Client } from './http.ts';

export const DEMO_PASSWORD = 'Fieldbook-demo-2026';
export const APP_VERSION = '3.29';

export type AgencyKey = 'demo' | 'connect' | 'nexus';

/** The demo agencies' people (apps/server/src/demo/demo-agency.ts). */
export const DEMO_PEOPLE: ReadonlyArray<{ email: string; agency: AgencyKey; role: string }> = [
  { email: 'owner@demo.test', agency: 'demo', role: 'owner' },
  { email: 'manager@demo.test', agency: 'demo', role: 'manager' },
  { email: 'officer@demo.test', agency: 'demo', role: 'officer' },
  { email: 'officer2@demo.test', agency: 'demo', role: 'officer' },
  { email: 'connect-owner@demo.test', agency: 'connect', role: 'owner' },
  { email: 'nexus-owner@demo.test', agency: 'nexus', role: 'owner' },
  { email: 'nexus-manager@demo.test', agency: 'nexus', role: 'manager' },
  { email: 'nexus-officer@demo.test', agency: 'nexus', role: 'officer' },
];

export interface Identity {
  email: string;
  agency: AgencyKey;
  role: string;
  token: string;
  refresh: string;
  userId: string;
  sessionId: string;
}

export interface LoginAnswer {
  status: number;
  detail: string | null;
  access_token?: string;
  refresh_token?: string;
}

export async function login(client: Client, email: string, password = DEMO_PASSWORD): Promise<LoginAnswer> {
  const answer = await client.send('POST', '/api/auth/login', { body: { email, password, version: APP_VERSION } });
  const body = (answer.body ?? {}) as { access_token?: string; refresh_token?: string; detail?: string };
  return {
    status: answer.status,
    detail: body.detail ?? null,
    ...(body.access_token ? { access_token: body.access_token } : {}),
    ...(body.refresh_token ? { refresh_token: body.refresh_token } : {}),
  };
}

/** The claims of a JWT, unchecked (the probe reads its own tokens). */
export function claimsOf(token: string): Record<string, unknown> {
  const part = token.split('.')[1] ?? '';
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

export async function signIn(client: Client, person: { email: string; agency: AgencyKey; role: string }): Promise<Identity> {
  const answer = await login(client, person.email);
  if (answer.status !== 200 || !answer.access_token || !answer.refresh_token) {
    throw new Error(`login of ${person.email} answered ${answer.status} ${answer.detail ?? ''}`);
  }
  const claims = claimsOf(answer.access_token);
  return {
    ...person,
    token: answer.access_token,
    refresh: answer.refresh_token,
    userId: String(claims.sub),
    sessionId: String(claims.sid),
  };
}

/**
 * Keeps an identity signed in: after a 401 (a probe call ended its session, or a lock did), signs in again; when the
 * account is locked, its unlocker (an owner of the agency) releases it first. Counts what it had to do.
 */
export class Sessions {
  relogins = 0;
  unlocks = 0;
  readonly notes: string[] = [];
  constructor(
    private readonly client: Client,
    readonly people: Map<string, Identity>,
  ) {}

  get(email: string): Identity {
    const identity = this.people.get(email);
    if (!identity) throw new Error(`no identity ${email}`);
    return identity;
  }

  async isAlive(identity: Identity): Promise<boolean> {
    const answer = await this.client.send('GET', '/api/users/me', { token: identity.token });
    return answer.status === 200;
  }

  /** Signs `email` in again when its token no longer works; answers whether it works now. */
  async revive(email: string, unlockerEmail?: string): Promise<boolean> {
    const identity = this.get(email);
    if (await this.isAlive(identity)) return true;
    let answer = await login(this.client, email);
    if (answer.status !== 200 && unlockerEmail) {
      const unlocker = this.get(unlockerEmail);
      const unlock = await this.client.send('POST', `/api/agency/members/${identity.userId}/unlock`, { token: unlocker.token });
      this.notes.push(`${email}: login answered ${answer.status} ${answer.detail}; unlock by ${unlockerEmail} answered ${unlock.status}`);
      if (unlock.status >= 200 && unlock.status < 300) this.unlocks += 1;
      answer = await login(this.client, email);
    }
    if (answer.status !== 200 || !answer.access_token || !answer.refresh_token) {
      this.notes.push(`${email}: could not sign in again (${answer.status} ${answer.detail})`);
      return false;
    }
    this.relogins += 1;
    const claims = claimsOf(answer.access_token);
    this.people.set(email, {
      ...identity,
      token: answer.access_token,
      refresh: answer.refresh_token,
      sessionId: String(claims.sid),
    });
    return true;
  }
}
