import { existsSync } from 'node:fs';
import { DEMO_PASSWORD } from '@fieldbook/server/demo';
import { buildApp, readConfig } from '@fieldbook/server/kit';
import { type Browser, chromium, type Page } from '@playwright/test';
import { type BenchSetup, openBenchDatabase } from './bench-database.ts';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** The demo database and a real server serving the built web app on a free loopback port. */
export async function startBenchServer(): Promise<BenchSetup & { url: string; close: () => Promise<void> }> {
  // WEB_DIST_DIR: a web build elsewhere than apps/web/dist (for example while journeys rebuild that one).
  const config = readConfig(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {});
  if (!config.webDistDir || !existsSync(`${config.webDistDir}/index.html`)) throw new Error('build the web app first: npm run build');
  const setup = await openBenchDatabase();
  const app = await buildApp(setup.db, { ...config, port: 0, host: '127.0.0.1', dataDir: null, logLevel: 'silent' });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    ...setup,
    url,
    async close() {
      await app.close();
      await setup.db.close();
    },
  };
}

/** Logs the demo officer in through the login page and waits for the report page. */
export async function logInOfficer(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/login`);
  // The system-use notice (CJIS AC-8) covers the form on every visit until acknowledged.
  await page.getByRole('button', { name: 'I understand and agree' }).click();
  await page.getByLabel('Email').fill('officer@demo.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/\/app\/report/);
}
