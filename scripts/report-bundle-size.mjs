// Prints the initial JS+CSS (gzip) the browser loads for the app shell, against the officer budget (GUIDE §6).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = resolve(import.meta.dirname, '../apps/web/dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
let total = 0;
for (const asset of assets) total += gzipSync(readFileSync(join(dist, asset)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.log(`bundle: initial JS+CSS ${kb(total)} gzip in ${assets.length} files (budget for /app/report: 170 kB)`);
