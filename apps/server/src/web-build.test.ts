import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWebAppIfAsked, precompressWebAppIfAsked } from './web-build.ts';

const buildIfChanged = new URL('../../../scripts/build-if-changed.mjs', import.meta.url).pathname;
let dist: string;
let env: NodeJS.ProcessEnv;
const script = 'console.log("the web app");\n'.repeat(100);
const stamp = () => JSON.parse(readFileSync(join(dist, '.build-stamp'), 'utf8')) as { inputs: string; precompressed: boolean };

beforeAll(() => {
  // A build as `npm start` leaves it (the inputs as they are now, no compressed copies yet), in a directory of its own.
  dist = mkdtempSync(join(tmpdir(), 'fieldbook-web-build-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Fieldbook</title>');
  writeFileSync(join(dist, 'assets', 'app-1234.js'), script);
  env = { ...process.env, WEB_DIST_DIR: dist, FIELDBOOK_BUILD_WEB: '1', NODE_ENV: 'development' };
  expect(spawnSync(process.execPath, [buildIfChanged, '--stamp'], { env }).status).toBe(0);
  writeFileSync(join(dist, '.build-stamp'), JSON.stringify({ ...stamp(), precompressed: false }));
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe("npm start's web build", () => {
  it('is not run unless asked, nor in production mode', async () => {
    await expect(buildWebAppIfAsked({})).resolves.toBeUndefined();
    await expect(buildWebAppIfAsked({ ...env, NODE_ENV: 'production', WEB_DIST_DIR: '/nonexistent' })).resolves.toBeUndefined();
  });

  it('leaves a build that matches its inputs as it is', async () => {
    await buildWebAppIfAsked(env);
    expect(readFileSync(join(dist, 'assets', 'app-1234.js'), 'utf8')).toBe(script);
    expect(existsSync(join(dist, 'assets', 'app-1234.js.br'))).toBe(false);
  });

  it('writes the compressed copies once the server serves, and records them', async () => {
    await precompressWebAppIfAsked(env);
    const asset = join(dist, 'assets', 'app-1234.js');
    expect(brotliDecompressSync(readFileSync(`${asset}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${asset}.gz`)).toString()).toBe(script);
    expect(existsSync(`${asset}.br.partial`)).toBe(false);
    expect(stamp().precompressed).toBe(true);
    // Not again at the next start.
    const written = statSync(`${asset}.br`).mtimeMs;
    await precompressWebAppIfAsked(env);
    expect(statSync(`${asset}.br`).mtimeMs).toBe(written);
  });
});
