import { mkdir, writeFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { logIn } from '../support/login.ts';

/**
 * A picture of every widget of the catalogue (issue 27), on a desktop and a 390 px phone, light and dark: each card's
 * PNG is kept as this test's output (attached to the report, written to its output folder), so a change that breaks
 * one is seen. Each card must also be drawn (a chart or map canvas with more than a flat colour), show something, keep
 * its text inside the card and its HTML labels apart. One dashboard, one login: the four looks are the same page
 * resized and switched between light and dark.
 */

const LOOKS = [
  { name: 'desktop-light', width: 1280, height: 900, colorScheme: 'light' },
  { name: 'desktop-dark', width: 1280, height: 900, colorScheme: 'dark' },
  { name: 'phone-light', width: 390, height: 844, colorScheme: 'light' },
  { name: 'phone-dark', width: 390, height: 844, colorScheme: 'dark' },
] as const;

/** Kinds drawn on a canvas (ECharts or MapLibre); the others are HTML. */
const CANVAS_KINDS = ['doughnut', 'grouped_bar', 'sankey', 'gradient_line', 'stacked_line', 'cluster_map', 'filter_map', 'pattern_map'];

interface CardReport {
  id: string;
  kind: string;
  faults: string[];
  /** Characters of text drawn (hidden text alternatives not counted). */
  shown: number;
  /** A chart canvas: its distinct colours; a map (WebGL, not readable here): its place in the card, for the picture. */
  colours: number | null;
  mapPart: { x: number; y: number; width: number; height: number } | null;
}

/**
 * What a card shows and what is wrong with it: text past the card's edges, text cut with an ellipsis, labels drawn on
 * each other; whether its chart canvas holds more than a flat colour. One call a card (self-contained: it runs in the
 * page).
 */
function inspectCard(card: Element): CardReport {
  const faults: string[] = [];
  const box = card.getBoundingClientRect();
  // Hidden text (text alternatives, a table head clipped on phones) is not drawn and cannot overlap anything.
  const isHidden = (element: Element) => {
    for (let at: Element | null = element; at && at !== card; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (at.classList.contains('visually-hidden') || style.clipPath !== 'none' || style.visibility === 'hidden') return true;
    }
    return false;
  };
  const texts: Array<{ text: string; rect: DOMRect }> = [];
  const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    const parent = node.parentElement;
    if (!text || !parent || isHidden(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      if (rect.width < 1 || rect.height < 1) continue;
      if (rect.left < box.left - 1 || rect.right > box.right + 1) faults.push(`'${text}' runs past the card's edge`);
      texts.push({ text, rect });
    }
    const style = getComputedStyle(parent);
    if (style.textOverflow === 'ellipsis' && parent.scrollWidth > parent.clientWidth + 1) faults.push(`'${text}' is cut with an ellipsis`);
  }
  for (const element of card.querySelectorAll('table, canvas, .heat-map, .ranking-card')) {
    if (isHidden(element)) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width > 0 && (rect.left < box.left - 1 || rect.right > box.right + 1))
      faults.push(
        `${element.tagName.toLowerCase()}.${element.className} is ${Math.round(rect.width)} px wide in a ${Math.round(box.width)} px card`,
      );
  }
  for (let a = 0; a < texts.length; a++)
    for (let b = a + 1; b < texts.length; b++) {
      const one = texts[a]?.rect as DOMRect;
      const other = texts[b]?.rect as DOMRect;
      const width = Math.min(one.right, other.right) - Math.max(one.left, other.left);
      const height = Math.min(one.bottom, other.bottom) - Math.max(one.top, other.top);
      if (width > 2 && height > 2) faults.push(`'${texts[a]?.text}' overlaps '${texts[b]?.text}'`);
    }
  // A map's area names are labels with a background: two that touch read as one even when their letters do not meet.
  const names = [...card.querySelectorAll('.map-area-name')].filter((name) => !isHidden(name));
  for (const [index, one] of names.entries())
    for (const other of names.slice(index + 1)) {
      const [first, second] = [one.getBoundingClientRect(), other.getBoundingClientRect()];
      if (first.left < second.right && second.left < first.right && first.top < second.bottom && second.top < first.bottom)
        faults.push(`area name '${one.textContent}' touches '${other.textContent}'`);
    }
  const canvas = card.querySelector('canvas');
  let colours: number | null = null;
  let mapPart: CardReport['mapPart'] = null;
  if (canvas && card.querySelector('.echart')) {
    const context = canvas.getContext('2d');
    const data = context?.getImageData(0, 0, canvas.width, canvas.height).data ?? new Uint8ClampedArray();
    const seen = new Set<number>();
    for (let at = 0; at < data.length && seen.size < 50; at += 16)
      seen.add(((data[at] ?? 0) << 24) | ((data[at + 1] ?? 0) << 16) | ((data[at + 2] ?? 0) << 8) | (data[at + 3] ?? 0));
    colours = seen.size;
  } else if (canvas) {
    const rect = canvas.getBoundingClientRect();
    mapPart = {
      x: Math.round(rect.left - box.left),
      y: Math.round(rect.top - box.top),
      width: Math.round(rect.width),
      height: Math.round(rect.height),
    };
  }
  return {
    id: card.getAttribute('data-widget-id') ?? 'unknown',
    kind: card.className.match(/is-([a-z_]+)/)?.[1] ?? '',
    faults: [...new Set(faults)],
    // biome-ignore lint/performance/useDomNodeTextContent: the text drawn, not the text alternatives
    shown: ((card.querySelector('.widget-card-body') as HTMLElement | null)?.innerText ?? '').trim().length,
    colours,
    mapPart,
  };
}

/**
 * Brings every card near the screen in turn (charts and maps are drawn as they come near it) until each canvas card
 * is drawn: data-drawn, set when ECharts has finished or the map is idle. Runs in the page, like the drawing bench.
 */
async function drawEveryCard(page: Page) {
  const kinds = JSON.stringify(CANVAS_KINDS);
  await page.evaluate(`(async () => {
    const kinds = ${kinds};
    const until = performance.now() + 60000;
    for (;;) {
      const pending = [...document.querySelectorAll('article.widget-card')].filter((card) =>
        kinds.some((kind) => card.classList.contains('is-' + kind)) && !card.querySelector('.widget-placeholder') &&
        !card.querySelector('[data-drawn="true"]'));
      if (pending.length === 0) return;
      if (performance.now() > until) throw new Error(pending.length + ' cards not drawn: ' + pending.map((card) => card.dataset.widgetId).join(', '));
      pending[0].scrollIntoView({ block: 'center' });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })()`);
}

/** How many distinct colours a part of a PNG holds (decoded in the page: no image library needed here). */
async function colourCount(page: Page, png: Buffer, part: { x: number; y: number; width: number; height: number }): Promise<number> {
  return page.evaluate(
    async ([base64, area]) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(area.x, area.y, Math.max(1, area.width), Math.max(1, area.height));
      const colours = new Set<number>();
      for (let at = 0; at < data.length && colours.size < 50; at += 16)
        colours.add(((data[at] ?? 0) << 16) | ((data[at + 1] ?? 0) << 8) | (data[at + 2] ?? 0));
      return colours.size;
    },
    [png.toString('base64'), part] as const,
  );
}

test('every widget of the catalogue, desktop and phone, light and dark, is drawn and reads', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await logIn(page, 'manager@demo.test');
  await expect(page).toHaveURL(/\/app\//);
  await page.goto('/app/analytics');
  await expect(page.getByRole('heading', { name: 'My Favourites' })).toBeVisible({ timeout: 20_000 });
  while ((await page.getByRole('button', { name: 'See All' }).count()) > 0)
    await page.getByRole('button', { name: 'See All' }).first().click();

  const kinds = new Set<string>();
  for (const look of LOOKS) {
    await page.setViewportSize({ width: look.width, height: look.height });
    await page.emulateMedia({ colorScheme: look.colorScheme });
    await drawEveryCard(page);
    const cards = await page.locator('article.widget-card').all();
    expect(cards.length).toBeGreaterThan(40);
    await mkdir(testInfo.outputPath(look.name), { recursive: true });
    for (const card of cards) {
      const picture = await card.screenshot({ animations: 'disabled' });
      const report = await card.evaluate(inspectCard);
      kinds.add(report.kind);
      await testInfo.attach(`${look.name}/${report.id}`, { body: picture, contentType: 'image/png' });
      await writeFile(testInfo.outputPath(look.name, `${report.id}.png`), picture);
      const where = `${look.name} ${report.id}`;
      // The maps' area names are HTML (map-widget.tsx), so a name drawn over another, or over any text, fails here too.
      expect.soft(report.faults, `${where}: layout`).toEqual([]);
      const isCanvas = report.colours !== null || report.mapPart !== null;
      expect.soft(report.shown + (isCanvas ? 1 : 0), `${where}: shows nothing`).toBeGreaterThan(0);
      if (report.colours !== null) expect.soft(report.colours, `${where}: chart is blank`).toBeGreaterThan(3);
      if (report.mapPart) expect.soft(await colourCount(page, picture, report.mapPart), `${where}: map is blank`).toBeGreaterThan(3);
    }
  }
  // A maximised map opens with no tooltip shown by itself (focus goes to Minimise, not to the info button).
  await page.setViewportSize({ width: 1280, height: 900 });
  const map = page.locator('article.widget-card.is-cluster_map').first();
  await map.getByRole('button', { name: 'Maximise' }).click();
  const full = page.getByRole('dialog');
  await expect(full.getByRole('button', { name: 'Minimise' })).toBeFocused();
  await expect(full.getByRole('tooltip')).toBeHidden();
  await full.getByRole('button', { name: 'Minimise' }).click();

  expect([...kinds].sort()).toEqual(expect.arrayContaining(['doughnut', 'grouped_bar', 'heat_map', 'ranking_card', 'rate_card']));
});
