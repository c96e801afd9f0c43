// Writes a Brotli (.br) and a gzip (.gz) copy beside every built asset worth compressing, once at build time, so the
// server sends them as they are (@fastify/static preCompressed) instead of compressing on every request or not at all.
// The files are compressed side by side on libuv's thread pool, largest first so the longest ones do not start last.
// Each copy is written under a temporary name and renamed: `npm start` runs this while its server already serves the
// files (scripts/build-if-changed.mjs --precompress), which sends a copy only once it is whole.
import { readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const dist = process.env.WEB_DIST_DIR ? resolve(process.env.WEB_DIST_DIR) : resolve(import.meta.dirname, '../apps/web/dist');
const assets = join(dist, 'assets');
/** Text formats only: images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|html|txt|map|webmanifest)$/;
/** Below this a compressed copy saves less than the header costs. */
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const paths = readdirSync(assets)
  .map((name) => join(assets, name))
  .filter((path) => COMPRESSIBLE.test(path) && statSync(path).size >= MIN_BYTES)
  .sort((a, b) => statSync(b).size - statSync(a).size);
await Promise.all(
  paths.map(async (path) => {
    const content = readFileSync(path);
    const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length };
    const [br, gz] = await Promise.all([brotli(content, { params }), gzipped(content, { level: 9 })]);
    for (const [suffix, copy] of [
      ['.br', br],
      ['.gz', gz],
    ]) {
      writeFileSync(`${path}${suffix}.partial`, copy);
      renameSync(`${path}${suffix}.partial`, `${path}${suffix}`);
    }
  }),
);
console.log(`precompress: ${paths.length} assets written as .br and .gz`);
