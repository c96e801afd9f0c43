import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'fieldbook-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Fieldbook</title>');
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'app-1234.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(join(dist, 'assets', 'app-1234.js.gz'), gzipSync('console.log(1)'));
  server = await startTestServer({ seed: false, webDistDir: dist });
});
afterAll(() => server?.close());

describe('serving the web app', () => {
  it('answers every page path with the app, for the browser router', async () => {
    for (const path of ['/login', '/app/report', '/case/3f1c7a52-8d3e-4b7a-9a61-0c2f5e8b9d10']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
    }
  });

  it('serves hashed assets for a year, and a missing file is a 404, never the page', async () => {
    const asset = await fetch(`${server.url}/assets/app-1234.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${server.url}/assets/app-old.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/nothing`)).status).toBe(404);
  });

  it("sends the build's compressed copy of an asset to a browser that accepts it, the file itself otherwise", async () => {
    const brotli = await fetch(`${server.url}/assets/app-1234.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(await brotli.text()).toBe('console.log(1)');
    const gzip = await fetch(`${server.url}/assets/app-1234.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await fetch(`${server.url}/assets/app-1234.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1)');
  });
});
