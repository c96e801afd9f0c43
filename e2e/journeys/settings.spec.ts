import { expect, type Page, test } from '@playwright/test';
import { logIn as logInThroughForm } from '../support/login.ts';

/**
 * Settings (accounts.md §2.3, issue 5 item 7): the demo owner adds a tag with a colour, draws an area on the map and
 * adds a group with an avatar; an officer sees no catalog sections.
 *
 * After logging in, the journey opens Settings by its address (a fresh page load), so the welcome tour that follows a
 * login is neither shown nor dismissed here: shell.spec.ts counts on the owner's first welcome tour.
 */
test.describe.configure({ mode: 'serial' });

// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAE/wH+gdx6GQAAAABJRU5ErkJggg==', 'base64');

async function logIn(page: Page, email: string) {
  await logInThroughForm(page, email);
  await expect(page).toHaveURL(/\/app\//);
}

const sectionLinks = (page: Page) => page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link');

test('the owner adds a tag with a colour, draws an area on the map and adds a group', async ({ page }) => {
  await logIn(page, 'owner@demo.test');
  await page.goto('/app/settings');
  await expect(page).toHaveURL(/\/app\/settings\?section=members$/);
  await expect(sectionLinks(page)).toHaveText([
    'Members',
    'Agency',
    'Business Card',
    'Areas',
    'Groups',
    'Tags',
    'System-use notice',
    'Audit log',
    'Page Loads',
    'Early intervention',
    'DOJ submission',
    'DOJ offense codes',
    'Population',
  ]);

  // Tags: a name and a colour from the colour input.
  await sectionLinks(page).filter({ hasText: 'Tags' }).click();
  await expect(page).toHaveURL(/section=tags$/);
  await expect(page.locator('#settings-section-tags')).toBeVisible();
  await page.getByRole('button', { name: 'New Tag' }).click();
  const tagDialog = page.getByRole('dialog', { name: 'New Tag' });
  await tagDialog.getByLabel('Name').fill('Night Shift');
  await tagDialog.getByLabel('Pick a color').fill('#7b1fa2');
  await expect(tagDialog.getByLabel('Color', { exact: true })).toHaveValue('#7b1fa2');
  await tagDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: "Tag 'Night Shift' saved." })).toBeVisible();
  const tag = page.getByRole('list', { name: 'Agency tags' }).getByRole('listitem').filter({ hasText: 'Night Shift' });
  await expect(tag.locator('.tag-swatch')).toHaveCSS('background-color', 'rgb(123, 31, 162)');

  // Areas: three clicks on the map make a triangle.
  await sectionLinks(page).filter({ hasText: 'Areas' }).click();
  await page.getByRole('button', { name: 'New Area' }).click();
  const map = page.getByTestId('area-map');
  await expect(map.locator('canvas')).toBeVisible();
  await expect(page.getByText('Loading map…')).toBeHidden();
  await map.scrollIntoViewIfNeeded();
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no size');
  const points = page.getByRole('group', { name: /^Points/ });
  const corners = [
    [0.3, 0.2],
    [0.7, 0.2],
    [0.5, 0.6],
  ] as const;
  for (const [index, [x, y]] of corners.entries()) {
    await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
    await expect(points.getByRole('listitem')).toHaveCount(index + 1);
  }
  await expect(page.locator('.area-vertex')).toHaveCount(3);
  await page.getByLabel('Name').fill('Capitol Park');
  await page.getByLabel('Acronym').fill('CP');
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/areas') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save Area' }).click();
  const area = await (await saved).json();
  expect(area.polygon).toHaveLength(4);
  expect(area.polygon[3]).toEqual(area.polygon[0]);
  await expect(page.getByRole('list', { name: 'Agency areas' }).getByText('Capitol Park')).toBeVisible();

  // Groups: name, acronym and an avatar image.
  await sectionLinks(page).filter({ hasText: 'Groups' }).click();
  await page.getByRole('button', { name: 'New Group' }).click();
  const groupDialog = page.getByRole('dialog', { name: 'New Group' });
  await groupDialog.getByLabel('Name').fill('Traffic Unit');
  await groupDialog.getByLabel('Acronym').fill('TU');
  await groupDialog.getByLabel('Avatar (optional)').setInputFiles({ name: 'unit.png', mimeType: 'image/png', buffer: PNG });
  await groupDialog.getByRole('button', { name: 'Save' }).click();
  const group = page.getByRole('list', { name: 'Agency groups' }).getByRole('listitem').filter({ hasText: 'Traffic Unit' });
  await expect(group).toBeVisible();
  const avatar = group.locator('img');
  await expect(avatar).toHaveAttribute('src', /\/api\/agencies\/[0-9a-f-]+\/groups\/[0-9a-f-]+\/avatar\?v=/);
  await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
});

test('an officer sees no catalog sections', async ({ page }) => {
  await logIn(page, 'officer@demo.test');
  await page.goto('/app/settings?section=tags');
  await expect(page.getByText(/Your role has no agency settings to change/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Settings sections' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Tags' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New Tag' })).toHaveCount(0);
});
