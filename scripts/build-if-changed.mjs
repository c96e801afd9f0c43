// Builds the web app only when what goes into it changed since the last build (npm start runs this).
//
//   node scripts/build-if-changed.mjs               build (npm run build:web) unless apps/web/dist (or WEB_DIST_DIR)
//                                                   matches the inputs; the compressed copies are left for later
//   node scripts/build-if-changed.mjs --precompress write the compressed copies when the build has none yet (npm start's
//                                                   server runs this once it serves, scripts/precompress-assets.mjs)
//   node scripts/build-if-changed.mjs --stamp       record the current inputs as built and compressed (npm run build
//                                                   ends with this)
//
// The inputs: the web app's sources, public files, index.html, vite config and package.json, the domain and contract
// packages' sources and package.json, the root package.json and package-lock.json, and the VITE_* variables the build
// reads. Their SHA-256 is kept in apps/web/dist/.build-stamp with whether the copies are written; tests (*.test.*) do
// not count. Compressing (Brotli at quality 11) is a third of a first start's build: the server serves the files as
// they are, compressed as it sends them, until the copies are there.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
// Where the build goes and the server serves it from: WEB_DIST_DIR when set (vite.config.ts reads it too).
const dist = process.env.WEB_DIST_DIR ? resolve(process.env.WEB_DIST_DIR) : join(root, 'apps/web/dist');
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
    return JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return null;
  }
}

function writeStamp(inputs, precompressed) {
  writeFileSync(stampFile, `${JSON.stringify({ inputs, precompressed, built_at: new Date().toISOString() })}\n`);
}

const node = (script) => spawnSync(process.execPath, [join(root, 'scripts', script)], { cwd: root, stdio: 'inherit' });

if (process.argv.includes('--stamp')) {
  writeStamp(inputsHash(), true);
} else if (process.argv.includes('--precompress')) {
  const stamp = readStamp();
  if (stamp?.precompressed === false) {
    const result = node('precompress-assets.mjs');
    if (result.status !== 0) process.exit(result.status ?? 1);
    // Unless a build replaced the files meanwhile.
    if (readStamp()?.built_at === stamp.built_at) writeStamp(stamp.inputs, true);
  }
} else {
  const inputs = inputsHash();
  if (existsSync(join(dist, 'index.html')) && readStamp()?.inputs === inputs) {
    console.log(`web app: up to date (${relative(root, dist) || dist}), not rebuilt`);
  } else {
    // build:web empties dist and builds; the copies are compressed later (--precompress).
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const result = spawnSync(npm, ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
    writeStamp(inputs, false);
  }
}
