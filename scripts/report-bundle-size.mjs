// Prints what the browser loads, gzip, against GUIDE §6: the initial JS+CSS of the app shell (the officer's /app/report
// budget) and of /app/analytics before any map chunk (the shell and the analytics page with what it preloads; ECharts
// is loaded by the first chart as it draws, and is printed beside it).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.env.WEB_DIST_DIR ? resolve(process.env.WEB_DIST_DIR) : resolve(import.meta.dirname, '../apps/web/dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);

/** Each lazily imported chunk with the files Vite preloads beside it (its `__vite__mapDeps` list), over every chunk. */
function lazyImports() {
  const found = new Map();
  for (const file of readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(join(dist, 'assets', file), 'utf8');
    const table = code.match(/m\.f=\[([^\]]*)\]/);
    const files = table ? [...table[1].matchAll(/"([^"]+)"/g)].map((match) => match[1]) : [];
    for (const match of code.matchAll(/import\(`\.\/([^`]+)`\),__vite__mapDeps\(\[([\d,]*)\]\)/g)) {
      const deps = match[2] ? match[2].split(',').map((index) => files[Number(index)]) : [];
      found.set(match[1], [`assets/${match[1]}`, ...deps.filter(Boolean)]);
    }
  }
  return found;
}

const lazy = lazyImports();
const chunkOf = (prefix) => [...lazy.keys()].find((name) => name.startsWith(prefix));
const gzipSize = (files) =>
  [...new Set(files)].reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const INITIAL_BUDGET = 170 * 1024;
const initialSize = gzipSize(initial);
console.log(`bundle: initial JS+CSS ${kb(initialSize)} gzip in ${initial.length} files (budget for /app/report: 170 kB)`);
// In CI a build over the officer's budget fails: it grew twice unseen (a shell import that pulled in zod, 2026-11).
if (process.env.CI && initialSize > INITIAL_BUDGET) {
  console.error('bundle: the initial JS+CSS is over its 170 kB budget (GUIDE §6): look for a shell import that pulls in a library');
  process.exit(1);
}
const page = chunkOf('analytics-page-');
const charts = chunkOf('echarts-setup-');
if (page && charts) {
  const notMaps = (file) => !/\/maplibre-gl/.test(file);
  const analytics = [...initial, ...lazy.get(page)].filter(notMaps);
  const withCharts = [...analytics, ...lazy.get(charts)].filter(notMaps);
  console.log(
    `bundle: /app/analytics initial JS+CSS before map chunks ${kb(gzipSize(analytics))} gzip in ${new Set(analytics).size} files (budget 350 kB); ` +
      `with the ECharts chunk its first chart loads ${kb(gzipSize(withCharts))}`,
  );
} else console.log('bundle: the analytics page or its ECharts chunk was not found among the lazy imports');
