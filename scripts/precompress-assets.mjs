// Writes a Brotli (.br) and a gzip (.gz) copy beside every built asset worth compressing, once at build time, so the
// server sends them as they are (@fastify/static preCompressed) instead of compressing on every request or not at all.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assets = resolve(import.meta.dirname, '../apps/web/dist/assets');
/** Text formats only: images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|html|txt|map|webmanifest)$/;
/** Below this a compressed copy saves less than the header costs. */
const MIN_BYTES = 1024;

let written = 0;
for (const name of readdirSync(assets)) {
  const path = join(assets, name);
  if (!COMPRESSIBLE.test(name) || statSync(path).size < MIN_BYTES) continue;
  const content = readFileSync(path);
  writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  written += 1;
}
console.log(`precompress: ${written} assets written as .br and .gz`);
