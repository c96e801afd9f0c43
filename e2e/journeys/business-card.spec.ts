import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { logIn } from '../support/login.ts';

/**
 * The business card (analytics.md §1, §2; issue 11): the officer's card with its QR code, kept on the device so it
 * opens and reloads with no connection, the vCard and PNG downloads, a 360 px phone, and the Connect owner's landing.
 */

const OFFICER = { email: 'officer@demo.test', name: 'Jordan Lee', officerId: 'DPD-0217' };
const CONNECT_OWNER = { email: 'connect-owner@demo.test', name: 'Casey Connor', officerId: 'DCS-0001' };

const cardPage = (page: Page) => page.getByRole('region', { name: 'Business Card' });
const theCard = (page: Page, name: string) => page.getByRole('article', { name });
const theQr = (page: Page, name: string) => page.getByRole('img', { name: `QR code with the contact card of ${name}` });

async function logInAndWait(page: Page, email: string) {
  await logIn(page, email);
  await expect(page).toHaveURL(/\/app\/(?!onboarding)/);
}

/** Opens the card online, then lets the service worker take the page over, as on a returning visit. */
async function openCardOnline(page: Page, person: { name: string; officerId: string }) {
  await page.goto('/app/business-card');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(theCard(page, person.name).getByText(person.officerId)).toBeVisible();
  await expect(theQr(page, person.name)).toBeVisible();
  await expect(cardPage(page).getByText(/^Working offline/)).toHaveCount(0);
}

async function expectCardOffline(page: Page, person: { name: string; officerId: string }) {
  await expect(theCard(page, person.name).getByText(person.officerId)).toBeVisible();
  await expect(theQr(page, person.name)).toBeVisible();
  await expect(cardPage(page).getByText(/^Working offline · saved on this device/)).toBeVisible();
}

/** What sticks out of a 360 px screen (the same measure as screens-360.spec.ts). */
function findOverflow(page: Page) {
  return page.evaluate((width) => {
    const clipsX = (element: Element) => ['hidden', 'auto', 'scroll', 'clip'].includes(getComputedStyle(element).overflowX);
    const isClipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (clipsX(parent)) return true;
      }
      return false;
    };
    const sticking = [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.width > 0 && rect.height > 0 && rect.right > width + 0.5 && !isClipped(element);
      })
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className)} ends at ${element.getBoundingClientRect().right}`);
    const scrollWidth = document.documentElement.scrollWidth;
    return scrollWidth > width ? [`page is ${scrollWidth} px wide`, ...sticking] : sticking;
  }, 360);
}

test('an officer opens the card, goes offline, reloads and still has it, its QR and its downloads', async ({ page, context }) => {
  await logInAndWait(page, OFFICER.email);
  await openCardOnline(page, OFFICER);
  await expect(theCard(page, OFFICER.name).getByText('Demo Police Department')).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expectCardOffline(page, OFFICER);
  const vcardText = cardPage(page).getByText(/BEGIN:VCARD/);
  await cardPage(page).getByText('Contact in the QR code').click();
  await expect(vcardText).toContainText(`FN:${OFFICER.name}`);
  await expect(vcardText).toContainText(`NOTE:Officer ID: ${OFFICER.officerId}`);

  // The downloads are made on the device: they work offline.
  const vcardDownload = page.waitForEvent('download');
  await cardPage(page).getByRole('button', { name: 'Download vCard (.vcf)' }).click();
  const vcard = await vcardDownload;
  expect(vcard.suggestedFilename()).toBe('jordan-lee.vcf');
  const vcardBody = readFileSync(await vcard.path(), 'utf8');
  expect(vcardBody).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\n/);
  expect(vcardBody).toContain(`FN:${OFFICER.name}\r\n`);
  expect(vcardBody).toContain(`NOTE:Officer ID: ${OFFICER.officerId}\r\n`);

  const imageDownload = page.waitForEvent('download');
  await cardPage(page).getByRole('button', { name: 'Download image (.png)' }).click();
  const image = await imageDownload;
  expect(image.suggestedFilename()).toBe('jordan-lee-business-card.png');
  const png = readFileSync(await image.path());
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.readUInt32BE(16)).toBe(1320); // 660 CSS px drawn at 2x

  // Back online, the page reads the card again and stops saying it works offline.
  await context.setOffline(false);
  await expect(cardPage(page).getByText(/^Working offline/)).toHaveCount(0);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the card fits without scrolling sideways, online and offline', async ({ page, context }) => {
    await logInAndWait(page, OFFICER.email);
    await openCardOnline(page, OFFICER);
    await cardPage(page).getByText('Contact in the QR code').click();
    expect(await findOverflow(page)).toEqual([]);
    const qr = await theQr(page, OFFICER.name).boundingBox();
    expect(qr?.width).toBeGreaterThanOrEqual(250);

    await context.setOffline(true);
    await page.reload();
    await expectCardOffline(page, OFFICER);
    expect(await findOverflow(page)).toEqual([]);
    await context.setOffline(false);
  });
});

/** Draws a small badge in the page and uploads it as the signed-in owner's agency badge. */
async function uploadBadge(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 96;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#c8a415';
    context.beginPath();
    context.arc(48, 48, 44, 0, Math.PI * 2);
    context.fill();
    const data = canvas.toDataURL('image/png').split(',')[1];
    const token = sessionStorage.getItem('fieldbook.access-token');
    const response = await fetch('/api/agencies/me/badge', {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data }),
    });
    if (!response.ok) throw new Error(`badge upload answered ${response.status}`);
    return (await response.json()).badge as string;
  });
}

test('the Connect owner lands on the card', async ({ page }) => {
  await logInAndWait(page, CONNECT_OWNER.email);
  const plan = await page.evaluate(async () => {
    const token = sessionStorage.getItem('fieldbook.access-token');
    const me = await (await fetch('/api/users/me', { headers: { authorization: `Bearer ${token}` } })).json();
    return me.subscription?.plan as string | undefined;
  });
  // billing.spec.ts runs first in a full run and upgrades this agency to Analytics; the landing rule then differs.
  test.skip(plan !== 'connect', `the Connect demo agency is on '${plan}' now (billing.spec.ts upgraded it)`);
  await expect(page).toHaveURL(/\/app\/business-card$/);
  await expect(theCard(page, CONNECT_OWNER.name).getByText(CONNECT_OWNER.officerId)).toBeVisible();
  await expect(theQr(page, CONNECT_OWNER.name)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Business Card' })).toHaveAttribute('href', '/app/settings?section=business_card');
});

test("the agency's badge is kept on the device with the card", async ({ page, context }) => {
  await logInAndWait(page, CONNECT_OWNER.email);
  await uploadBadge(page);
  await openCardOnline(page, CONNECT_OWNER);
  const badge = theCard(page, CONNECT_OWNER.name).getByRole('img', { name: 'Badge of Demo Connect Sheriff Office' });
  await expect(badge).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expectCardOffline(page, CONNECT_OWNER);
  await expect(badge).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect.poll(() => badge.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(96);
  await context.setOffline(false);
});
