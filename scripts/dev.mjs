// Development: the API with reload on change (port 8080) and Vite's dev server (port 5173, proxying /api).
import { spawn } from 'node:child_process';

const children = [
  spawn('node', ['--watch-path=apps/server/src', '--watch-path=packages', '--import', 'tsx', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '8080', WEB_DIST_DIR: '' },
  }),
  spawn('npx', ['vite', 'apps/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
