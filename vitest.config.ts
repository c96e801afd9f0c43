import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', environment: 'node' } },
      { test: { name: 'contract', root: 'packages/contract', environment: 'node', passWithNoTests: true } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          // Each file starts its own server on its own database; PGlite start-up is the slow part.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
          // Pages load lazily and the suite shares two cores with the server tests: allow for slow first imports.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
