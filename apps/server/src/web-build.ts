import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';

const buildIfChanged = fileURLToPath(new URL('../../../scripts/build-if-changed.mjs', import.meta.url));
/** Background work yields to the server's (os.setPriority's niceness). */
const BACKGROUND_PRIORITY = 10;

/** `npm start` (FIELDBOOK_BUILD_WEB=1) builds the web app; never in production mode. */
const isAsked = (env: NodeJS.ProcessEnv) => env.FIELDBOOK_BUILD_WEB === '1' && env.NODE_ENV !== 'production';

/**
 * `npm start` builds the web app when its sources changed (scripts/build-if-changed.mjs) while the server prepares its
 * database and seeds the demo, instead of before: on a first start the two are the longest steps. Resolves when the
 * build is there (the server reads it once, as it starts serving); rejects when it failed. Resolves at once when not
 * asked.
 */
export function buildWebAppIfAsked(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (!isAsked(env)) return Promise.resolve();
  const built = new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [buildIfChanged], { stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`The web app's build failed (${signal ?? `exit code ${code}`}); Fieldbook did not start`)),
    );
  });
  // Awaited only once the database is ready: a failure before then is not an unhandled rejection.
  built.catch(() => {});
  return built;
}

/**
 * Once the server serves: the build's compressed copies (.br, .gz), when `npm start` built without them, written in the
 * background at a low priority; until then the files are compressed as they are sent. main.ts does not wait for it;
 * resolves when done (at once when not asked), never rejects.
 */
export function precompressWebAppIfAsked(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (!isAsked(env)) return Promise.resolve();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [buildIfChanged, '--precompress'], { stdio: 'inherit', env });
    child.on('spawn', () => {
      try {
        setPriority(child.pid as number, BACKGROUND_PRIORITY);
      } catch {
        // Not allowed here: it runs at the server's priority.
      }
    });
    child.on('error', (error) => {
      console.error(`The web app's compressed copies were not written: ${error.message}`);
      resolve();
    });
    child.on('exit', () => resolve());
  });
}
