import { buildApp, openDatabase, readConfig } from '@fieldbook/server/kit';
import pg from 'pg';
import { signIn } from './bench-server.ts';
import { type LoadMix, MIX_WEIGHTS, type RouteName } from './load-mix.ts';

const WARM_UP = 3;
const MEASURED = 10;

/** Every statement a pg client sends (one round trip each, a multi-statement text too) and the time until its answer. */
function countClientQueries() {
  const counted = { queries: 0, ms: 0 };
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: any[]) {
    counted.queries++;
    const started = performance.now();
    const settle = () => {
      counted.ms += performance.now() - started;
    };
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (...answer: unknown[]) => {
        settle();
        callback(...answer);
      };
      return original.apply(this, args as Parameters<typeof original>);
    }
    const answer = original.apply(this, args as Parameters<typeof original>) as unknown;
    if (answer instanceof Promise) answer.then(settle, settle);
    return answer;
  } as typeof original;
  return { counted, restore: () => (pg.Client.prototype.query = original) };
}

/**
 * Where the time of one request goes, unloaded: the server built in this process on `url` (a measurement build), each
 * route's request sent one at a time, and every PostgreSQL round trip it made counted and timed at the pg client.
 * Prints round trips per request and the share of the request's time spent waiting for PostgreSQL.
 */
export async function printRoundTrips(url: string, mix: LoadMix): Promise<void> {
  const { counted, restore } = countClientQueries();
  const db = await openDatabase({ databaseUrl: url, dataDir: null });
  const app = await buildApp(db, { ...readConfig({}), port: 0, host: '127.0.0.1', dataDir: null, webDistDir: null, logLevel: 'silent' });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const tokens = new Map<string, string>();
  try {
    console.log(`load: round trips to PostgreSQL per request, one request at a time (${MEASURED} each after ${WARM_UP})`);
    for (const route of Object.keys(MIX_WEIGHTS) as RouteName[]) {
      let queries = 0;
      let dbMs = 0;
      let totalMs = 0;
      for (let index = -WARM_UP; index < MEASURED; index++) {
        const request = mix.request(route);
        const email = request.email;
        if (email && !tokens.has(email)) tokens.set(email, await signIn(origin, email));
        const before = { ...counted };
        const started = performance.now();
        const response = await fetch(`${origin}${request.path}`, {
          method: request.method,
          headers: {
            ...(email ? { authorization: `Bearer ${tokens.get(email)}` } : {}),
            ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        });
        const text = await response.text();
        if (!response.ok) throw new Error(`${route} answered ${response.status}: ${text.slice(0, 200)}`);
        if (route === 'search, first page') mix.noteFirstPage(request, JSON.parse(text));
        if (index < 0) continue;
        totalMs += performance.now() - started;
        queries += counted.queries - before.queries;
        dbMs += counted.ms - before.ms;
      }
      console.log(
        `  ${route.padEnd(22)} ${(queries / MEASURED).toFixed(1).padStart(5)} round trips  ${(totalMs / MEASURED).toFixed(1).padStart(6)} ms a request, ${(dbMs / MEASURED).toFixed(1).padStart(6)} ms of it waiting for PostgreSQL`,
      );
    }
  } finally {
    await app.close();
    await db.close();
    restore();
  }
}
