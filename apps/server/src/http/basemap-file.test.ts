import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { BASEMAP_PATH, parseByteRange, registerBasemapFile } from './basemap-file.ts';

const CONTENT = Buffer.from('PMTiles-header-0123456789-tiles');
let withFile: { url: string; close(): Promise<void> };
beforeAll(async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'fieldbook-basemap-')), 'region.pmtiles');
  writeFileSync(file, CONTENT);
  // The route alone on a real listening server, registered from the setting as app.ts does: what it serves needs
  // no database. Its close ends every connection: fetch's pooled keep-alive sockets held the close past 60 s in CI.
  const app = Fastify({ forceCloseConnections: true });
  registerBasemapFile(app, readConfig({ FIELDBOOK_BASEMAP_PMTILES: file }).basemapPmtilesFile);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  withFile = { url, close: () => app.close() };
});
afterAll(() => withFile?.close());

describe("an agency's own basemap", () => {
  it('is served with range requests, as the pmtiles protocol reads it', async () => {
    const part = await fetch(`${withFile.url}${BASEMAP_PATH}`, { headers: { range: 'bytes=0-6' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-6/${CONTENT.length}`);
    expect(await part.text()).toBe('PMTiles');
    const tail = await fetch(`${withFile.url}${BASEMAP_PATH}`, { headers: { range: 'bytes=-5' } });
    expect(await tail.text()).toBe('tiles');
    const whole = await fetch(`${withFile.url}${BASEMAP_PATH}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer()).equals(CONTENT)).toBe(true);
    const outside = await fetch(`${withFile.url}${BASEMAP_PATH}`, { headers: { range: 'bytes=999-1000' } });
    expect(outside.status).toBe(416);
    await outside.arrayBuffer();
  });

  it('has no route when none is configured, or the file is missing: the maps use the census lines', async () => {
    for (const file of [null, join(tmpdir(), 'no-such-basemap.pmtiles')]) {
      const app = Fastify();
      registerBasemapFile(app, file);
      expect((await app.inject({ method: 'HEAD', url: BASEMAP_PATH })).statusCode).toBe(404);
      await app.close();
    }
  });

  it('reads byte ranges: from-to, from, last N; refuses the unreadable', () => {
    expect(parseByteRange('bytes=0-99', 50)).toEqual([0, 49]);
    expect(parseByteRange('bytes=10-', 50)).toEqual([10, 49]);
    expect(parseByteRange('bytes=-10', 50)).toEqual([40, 49]);
    expect(parseByteRange('bytes=60-70', 50)).toBeNull();
    expect(parseByteRange('items=0-1', 50)).toBeNull();
    expect(parseByteRange('bytes=-', 50)).toBeNull();
  });
});
