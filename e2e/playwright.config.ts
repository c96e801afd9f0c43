import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Browser journeys in Debian's Chromium against the real server (npm start's process, built web app,
 * embedded PostgreSQL in a fresh data directory, demo data seeded).
 */
export default defineConfig({
  testDir: './journeys',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // main.ts behind a real SMTP server whose mail the journeys read (e2e/support/mail.ts).
    command: 'node --import tsx ../apps/server/src/test/e2e-server.ts',
    // Ready once the demo's history is seeded too (it is added in the background after the server listens): 503 till then.
    url: `${baseURL}/api/health/demo`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'fieldbook-e2e-')),
      FIELDBOOK_DEMO: '1',
      // A quarter of the demo's volume (about 900 reports a year over three years): the same model, seeded in seconds.
      FIELDBOOK_DEMO_HISTORY_SHARE: process.env.FIELDBOOK_DEMO_HISTORY_SHARE ?? '0.25',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      // The journeys are one client to the server's per-address limits (10 registrations an hour): a journey that
      // needs its own address says X-Forwarded-For, which the server believes only from this machine (a loopback proxy).
      TRUST_PROXY: 'loopback',
      // Every report export is 'too large to attach': the journeys follow its mailed link into the app (lists.spec.ts).
      EXPORT_ATTACHMENT_LIMIT_BYTES: '1',
      E2E_SMTP_PORT: process.env.E2E_SMTP_PORT ?? '8125',
      E2E_MAIL_PORT: process.env.E2E_MAIL_PORT ?? '8126',
      E2E_OIDC_PORT: process.env.E2E_OIDC_PORT ?? '8123',
      ...(process.env.E2E_SFTP_PORT ? { E2E_SFTP_PORT: process.env.E2E_SFTP_PORT } : {}),
      // A build of the web app other than apps/web/dist (parallel work on one machine builds to its own folder).
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  },
});
