import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { skipWelcomeTourWhenShown } from '../support/welcome-tour.ts';

/**
 * Issue 12 oversight: the agency's system-use notice is acknowledged before the credentials can be used (CJIS AC-8),
 * a manager ends another of their sessions (ASVS 7.5.2), and reads, filters and exports the audit log (AU-6).
 */
const PASSWORD = 'Fieldbook-demo-2026';
const MANAGER = 'manager@demo.test';
const NOTICE = 'Demo Police Department system. Authorized use only; activity is monitored and recorded.';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

async function signInThroughApi(request: APIRequestContext, email: string, userAgent?: string) {
  const response = await request.post('/api/auth/login', {
    data: { email, password: PASSWORD, version: '3.29' },
    ...(userAgent ? { headers: { 'user-agent': userAgent } } : {}),
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { access_token: string };
}

/** axe's serious and critical violations on the page as it is now. */
async function findSeriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}

async function expectNoHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

test('notice before credentials, ending another session, and the filtered, exported audit log', async ({ page, request }) => {
  test.slow();
  const setUp = await signInThroughApi(request, MANAGER);
  const saved = await request.put('/api/agencies/me/system-use-notice', {
    data: { text: NOTICE },
    headers: { authorization: `Bearer ${setUp.access_token}` },
  });
  expect(saved.status()).toBe(200);
  const agency = await request.get('/api/agencies/me', { headers: { authorization: `Bearer ${setUp.access_token}` } });
  const agencyId = (await agency.json()).id as string;

  // AC-8: the agency's own notice on its login link (by agency id), over credentials that cannot be used until acknowledged.
  await skipWelcomeTourWhenShown(page);
  await page.goto(`/login?agency=${agencyId}`);
  const notice = page.getByRole('dialog', { name: 'System use notice' });
  await expect(notice).toContainText(NOTICE);
  await expect(notice.getByRole('button', { name: 'I understand and agree' })).toBeFocused();
  expect(await findSeriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(notice).toBeVisible();
  await expect(page.getByLabel('Email')).not.toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).not.toBeFocused();
  await notice.getByRole('button', { name: 'I understand and agree' }).click();
  await expect(notice).toHaveCount(0);
  await page.getByLabel('Email').fill(MANAGER);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/app\//);

  // ASVS 7.5.2: another session, on another browser, ended from Your sessions; its token stops working.
  const other = await signInThroughApi(request, MANAGER, FIREFOX);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Your sessions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your sessions' })).toBeVisible();
  await expect(page.getByText('This device')).toBeVisible();
  await page
    .getByRole('button', { name: /^End session: Firefox on Windows/ })
    .first()
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'The session on Firefox on Windows was ended.' })).toBeVisible();
  const ended = await request.get('/api/users/me', { headers: { authorization: `Bearer ${other.access_token}` } });
  expect(ended.status()).toBe(401);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalScroll(page);
  expect(await findSeriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // AU-6: the audit log, filtered to sign-ins, and its export as CSV.
  await page.goto('/app/settings?section=audit_log');
  const section = page.locator('#settings-section-audit_log');
  await expect(section.getByRole('table', { name: 'Audit log, newest first' })).toBeVisible();
  await section.getByLabel('Kind').selectOption({ label: 'Sign-ins' });
  await section.getByRole('button', { name: 'Apply filters' }).click();
  const table = section.getByRole('table', { name: 'Audit log, newest first' });
  await expect(table.getByRole('cell', { name: 'session.end' })).toHaveCount(0);
  await expect(table.getByRole('cell', { name: 'login', exact: true }).first()).toBeVisible();
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('audit-log.csv');
  const csv = await readFile((await file.path()) ?? '', 'utf8');
  expect(csv).toContain('Time (UTC),Action,Outcome');
  expect(csv).toMatch(/\n[^,]+,login,success,Marcus Reyes/);
  expect(csv).not.toContain('session.end');
  // On a phone each row is a card whose cells say their column.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(table.getByRole('cell', { name: 'Action login', exact: true }).first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  expect(await findSeriousViolations(page)).toEqual([]);
});
