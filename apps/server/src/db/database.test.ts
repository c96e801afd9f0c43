import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import type { NamedStatement, Queryable } from './database.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
});
afterAll(() => server?.close());

describe('the database', () => {
  it('sets transaction settings as the transaction begins, for that transaction only, values arriving as written', async () => {
    const note = `it's a \\ 'quoted' value`;
    const read = (tx: Queryable) => tx.query<{ note: string | null }>(`select current_setting('app.note', true) as note`);
    expect(await server.db.transaction(read, { 'app.note': note })).toEqual([{ note }]);
    const [after] = await server.db.transaction(read);
    expect(after?.note ?? '').toBe('');
  });

  it('answers a named (prepared) statement as its text, each time, inside transactions and out', async () => {
    const statement: NamedStatement = { name: 'database-test-sum', text: 'select $1::int + $2::int as sum' };
    for (let run = 0; run < 8; run++) {
      expect(await server.db.query(statement, [run, 1])).toEqual([{ sum: run + 1 }]);
      expect(await server.db.transaction((tx) => tx.query(statement, [run, 2]))).toEqual([{ sum: run + 2 }]);
    }
  });
});

describe('the pool of a server process', () => {
  it('holds 20 connections unless DATABASE_POOL_SIZE says otherwise, and refuses a size that is not a count', () => {
    expect(readConfig({}).databasePoolSize).toBe(20);
    expect(readConfig({ DATABASE_POOL_SIZE: '40' }).databasePoolSize).toBe(40);
    for (const wrong of ['0', '-3', '2.5', 'twenty']) expect(() => readConfig({ DATABASE_POOL_SIZE: wrong })).toThrow(/DATABASE_POOL_SIZE/);
  });
});
