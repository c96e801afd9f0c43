import { type ChildProcess, spawn } from 'node:child_process';
import { PRODUCT_VERSION } from '@fieldbook/domain';
import { DEMO_PASSWORD } from '@fieldbook/server/demo';

export interface ServerProcess {
  origin: string;
  /** Milliseconds from the spawn to the first healthy answer (migrations, seed and start-up). */
  startMs: number;
  child: ChildProcess;
  /** Ends the process with `signal` (SIGKILL: no shutdown at all) and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * apps/server/src/main.ts started as a child process on `databaseUrl` and 127.0.0.1:`port`, answering once /api/health
 * does. `env` adds to (or overrides) this process's environment; the web app is not served.
 */
export async function startServerProcess(options: {
  databaseUrl: string;
  port: number;
  env?: NodeJS.ProcessEnv;
  nodeOptions?: string[];
}): Promise<ServerProcess> {
  const origin = `http://127.0.0.1:${options.port}`;
  const begun = performance.now();
  const child = spawn(process.execPath, [...(options.nodeOptions ?? []), '--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      WEB_DIST_DIR: '',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });
  for (;;) {
    if (hasExited) throw new Error(`the server on port ${options.port} exited before answering`);
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    startMs: performance.now() - begun,
    child,
    async stop(signal = 'SIGTERM') {
      if (!hasExited) child.kill(signal);
      await exited;
    },
  };
}

/** An access token of the demo user `email` (demo password), from POST /api/auth/login of the server at `origin`. */
export async function signIn(origin: string, email: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, version: PRODUCT_VERSION }),
  });
  const body = (await response.json().catch(() => ({}))) as { access_token?: unknown };
  if (typeof body.access_token !== 'string') throw new Error(`login of ${email} answered ${response.status}`);
  return body.access_token;
}
