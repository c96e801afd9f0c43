import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.ts';

/** What a sign-in request says about its client, kept for the request's duration. */
interface SessionClient {
  browser: string;
}

const current = new AsyncLocalStorage<SessionClient>();

const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** 'Chrome on Android' from a User-Agent header: a summary a person recognises; the raw header is never kept. */
export function summarizeBrowser(userAgent: string | undefined): string {
  if (!userAgent) return 'Unknown browser';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `A browser on ${system}` : 'Unknown browser');
}

/**
 * Makes the browser summary of a sign-in request (every route that opens a session is under /api/auth/) available to
 * `recordSessionClient`: a session is opened deep in the login, second-step and single sign-on services, which are
 * given the address but not the headers. Other requests pass straight through.
 */
export function registerSessionClient(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    if (!request.routeOptions.url?.startsWith('/api/auth/')) return done();
    current.run({ browser: summarizeBrowser(request.headers['user-agent']) }, done);
  });
}

/** Notes on a session just opened where it signed in from and with which browser (ASVS 7.5.2: the user's session list). */
export async function recordSessionClient(tx: Queryable, sessionId: string, sourceIp: string): Promise<void> {
  const browser = current.getStore()?.browser ?? 'Unknown browser';
  await tx.query('update sessions set source_ip = $2, browser = $3 where id = $1', [sessionId, sourceIp, browser]);
}
