import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.5.5: the smallest thing a finger presses, in CSS px (base.css --touch-target). */
export const TOUCH_TARGET_PX = 44;

/** axe's serious and critical violations on the page as it is now (colour contrast included), one line each. */
export async function findSeriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * Controls smaller than `minimum` x `minimum` CSS px: buttons, links, text fields, selects and comboboxes,
 * checkboxes, radios, switches and tabs that are laid out and visible. A field's target includes its labels (a
 * checkbox is pressed through its label). The one exemption is WCAG 2.5.8's 'inline' one: a link laid out inline
 * inside a sentence, whose size the line height of the text around it decides.
 */
export async function findSmallTargets(page: Page, minimum = TOUCH_TARGET_PX): Promise<string[]> {
  return page.evaluate((min) => {
    const controls = [
      'button',
      'a[href]',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      ...['button', 'link', 'textbox', 'searchbox', 'combobox', 'checkbox', 'radio', 'switch', 'tab'].map((role) => `[role="${role}"]`),
    ].join(', ');
    const isShown = (element: Element) => {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) return false;
      if (element.closest('[aria-hidden="true"], [inert]')) return false;
      return element.checkVisibility({ visibilityProperty: true });
    };
    const compact = (text: string | null) => (text ?? '').replace(/\s+/g, '');
    const isInlineInSentence = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      return compact(block?.textContent ?? null).length > compact(element.textContent).length;
    };
    const targetOf = (element: Element) => {
      const rects = [element.getBoundingClientRect()];
      const labels = 'labels' in element ? (element as HTMLInputElement).labels : null;
      for (const label of labels ?? []) if (isShown(label)) rects.push(label.getBoundingClientRect());
      const left = Math.min(...rects.map((rect) => rect.left));
      const top = Math.min(...rects.map((rect) => rect.top));
      return {
        width: Math.max(...rects.map((rect) => rect.right)) - left,
        height: Math.max(...rects.map((rect) => rect.bottom)) - top,
      };
    };
    const nameOf = (element: Element) => {
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).join('.') : '';
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} '${text}'`;
    };
    return [...document.querySelectorAll(controls)]
      .filter((element) => isShown(element) && !isInlineInSentence(element))
      .map((element) => ({ element, size: targetOf(element) }))
      .filter(({ size }) => size.width < min - 0.5 || size.height < min - 0.5)
      .map(({ element, size }) => `${nameOf(element)} is ${Math.round(size.width)}x${Math.round(size.height)}`);
  }, minimum);
}

/** Text inside `selector` that breaks onto a second line: each text node's line boxes must share one top. */
export async function findWrappedText(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((within) => {
    const wrapped: string[] = [];
    for (const root of document.querySelectorAll(within)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || !node.parentElement?.checkVisibility()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (tops.size > 1) wrapped.push(`'${node.textContent.trim().slice(0, 40)}' takes ${tops.size} lines`);
      }
    }
    return wrapped;
  }, selector);
}

/**
 * What sticks out: the page scrolls sideways, or an element that no scroll container clips ends past the screen.
 * Measured against the emulated screen's 360 px: with isMobile, Chromium widens the layout viewport (innerWidth,
 * clientWidth) to fit wide content, so those would hide the overflow.
 */
export async function findOverflow(page: Page) {
  const screenWidth = page.viewportSize()?.width ?? 360;
  return page.evaluate((width) => {
    const clipsX = (element: Element) => ['hidden', 'auto', 'scroll', 'clip'].includes(getComputedStyle(element).overflowX);
    const isClipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (clipsX(parent)) return true;
      }
      return false;
    };
    const nameOf = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : ''
      }`;
    const sticking = [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.width > 0 && rect.height > 0 && rect.right > width + 0.5 && !isClipped(element);
      })
      .map((element) => `${nameOf(element)} ends at ${Math.round(element.getBoundingClientRect().right)}`);
    const scrollWidth = document.documentElement.scrollWidth;
    return scrollWidth > width ? [`page is ${scrollWidth} px wide`, ...sticking] : sticking;
  }, screenWidth);
}

/**
 * The screen `name` as it is now fits the phone's width and has no serious or critical axe violation, both reported
 * together (soft), once the network is quiet and no animation runs (axe would measure a half-faded text's contrast).
 */
export async function expectFitsAndAccessible(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  expect.soft(await findOverflow(page), `${name}: overflow at 360 px`).toEqual([]);
  expect.soft(await findSeriousViolations(page), `${name}: axe serious/critical`).toEqual([]);
}
