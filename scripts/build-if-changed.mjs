// Builds the web app only when what goes into it changed since the last build (npm start runs this).
//
//   node scripts/build-if-changed.mjs          build (npm run build) unless apps/web/dist matches the inputs
//   node scripts/build-if-changed.mjs --stamp  record the current inputs as built (npm run build ends with this)
//
// The inputs: the web app's sources, public files, index.html, vite config and package.json, the domain and contract
// packages' sources and package.json, the root package.json and package-lock.json, and the VITE_* variables the build
// reads. Their SHA-256 is kept in apps/web/dist/.build-stamp; tests (*.test.*) do not count.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'apps/web/dist');
const stampFile = join(dist, '.build-stamp');

const INPUT_DIRS = ['apps/web/src', 'apps/web/public', 'packages/domain/src', 'packages/contract/src'];
const INPUT_FILES = [
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/domain/package.json',
  'packages/contract/package.json',
  'package.json',
  'package-lock.json',
];
const isTest = (name) => /\.test(-helper)?\.[cm]?[jt]sx?$/.test(name);

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.isFile() && !isTest(entry.name) ? [path] : [];
  });
}

function inputsHash() {
  const hash = createHash('sha256');
  const files = [...INPUT_DIRS.flatMap((dir) => filesUnder(join(root, dir))), ...INPUT_FILES.map((file) => join(root, file))]
    .filter((file) => existsSync(file))
    .map((file) => relative(root, file).split('\\').join('/'))
    .sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  const viteEnv = Object.keys(process.env)
    .filter((key) => key.startsWith('VITE_'))
    .sort()
    .map((key) => `${key}=${process.env[key]}`);
  hash.update(viteEnv.join('\n'));
  return hash.digest('hex');
}

function readStamp() {
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8')).inputs ?? null;
  } catch {
    return null;
  }
}

function writeStamp(inputs) {
  writeFileSync(stampFile, `${JSON.stringify({ inputs, built_at: new Date().toISOString() })}\n`);
}

if (process.argv.includes('--stamp')) {
  writeStamp(inputsHash());
} else {
  const inputs = inputsHash();
  if (existsSync(join(dist, 'index.html')) && readStamp() === inputs) {
    console.log('web app: up to date (apps/web/dist), not rebuilt');
  } else {
    // npm run build empties dist, builds and ends by stamping the inputs it built from.
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const result = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
