import type { Locator, Page } from '@playwright/test';

/** What one step of filling a form cost the officer. */
export interface StepTally {
  step: string;
  taps: number;
  keystrokes: number;
  /** Scrolled by the officer to bring the next control into view (px). */
  scrolledPx: number;
  /** Moved without the officer scrolling: focus, a card opening, Playwright's own scrolling (px). */
  movedPx: number;
  /** 'N fields need attention' in the form's footer after the step; null where the footer is not shown. */
  left: number | null;
  ms: number;
}

/** Stays clear of the sticky bars, as a thumb does. */
const EDGE_PX = 8;
/**
 * The pause after scrolling before a tap. Chromium's touch emulation takes a tap within about 300 ms of a scroll as
 * focus without typing (the keys then go nowhere); a person's eye needs that long to find the control anyway.
 */
const SETTLE_AFTER_SCROLL_MS = 350;
/** The fields-needing-attention count follows the form a little later (issues are validated off the keystroke path). */
const COUNT_SETTLE_MS = 250;

/**
 * Sums how far anything scrolled, the page or an element, from the page's first script on: window.scrolledPx().
 * A string, so no bundler helper of this process ends up in the page.
 */
const SCROLL_WATCH = `(() => {
  const last = new WeakMap();
  let total = 0;
  addEventListener('scroll', (event) => {
    const target = event.target || document;
    const now = target === document ? (document.scrollingElement ? document.scrollingElement.scrollTop : 0) : target.scrollTop || 0;
    total += Math.abs(now - (last.get(target) || 0));
    last.set(target, now);
  }, { capture: true, passive: true });
  window.scrolledPx = () => total;
})();`;

/**
 * Counts what an officer does on a phone: every tap (a field tapped before typing, a native select's picker and
 * option are two), every key typed, and the scrolling needed to bring the next control between the sticky top bar
 * and the sticky form footer, the least a person would scroll. Every scroll of the page is watched too, so
 * movement the officer did not make is shown apart.
 */
export class PhoneOfficer {
  readonly steps: StepTally[] = [];
  /** The tallest the sticky bars were at the end of a step (px): what they take from every screen. */
  readonly stickyPx = { topBar: 0, footer: 0 };
  /** The screen's height in CSS px as the page saw it, the largest at a step's end (a page wider than the phone is zoomed out). */
  screenPx = 0;
  private current: StepTally | null = null;

  private constructor(private readonly page: Page) {}

  /** Installs the page's scroll watch; call before the page loads the app. */
  static async on(page: Page): Promise<PhoneOfficer> {
    await page.addInitScript({ content: SCROLL_WATCH });
    return new PhoneOfficer(page);
  }

  /** Runs one named step and keeps what it cost. */
  async step(name: string, actions: () => Promise<void>): Promise<void> {
    const tally: StepTally = { step: name, taps: 0, keystrokes: 0, scrolledPx: 0, movedPx: 0, left: null, ms: 0 };
    this.current = tally;
    const scrolledBefore = await this.pageScrolledPx();
    const started = performance.now();
    try {
      await actions();
    } finally {
      tally.ms = performance.now() - started;
      this.current = null;
    }
    // Read once the form holds still, so the last scroll's event has arrived too.
    tally.left = await this.fieldsNeedingAttention();
    const scrolled = await this.pageScrolledPx();
    // A full page load starts the watch again from zero.
    const observed = scrolled >= scrolledBefore ? scrolled - scrolledBefore : scrolled;
    tally.movedPx = Math.max(0, observed - tally.scrolledPx);
    const bars = await this.page.evaluate(() => ({
      topBar: document.querySelector('.top-bar')?.getBoundingClientRect().height ?? 0,
      footer: document.querySelector('.wizard-footer')?.getBoundingClientRect().height ?? 0,
      screen: window.visualViewport?.height ?? innerHeight,
    }));
    this.screenPx = Math.max(this.screenPx, bars.screen);
    this.stickyPx.topBar = Math.max(this.stickyPx.topBar, bars.topBar);
    this.stickyPx.footer = Math.max(this.stickyPx.footer, bars.footer);
    this.steps.push(tally);
  }

  async tap(target: Locator): Promise<void> {
    await this.bringIntoView(target);
    await target.tap();
    this.tallied().taps += 1;
  }

  /** Taps a radio or checkbox and waits until it shows as chosen. */
  async tick(choice: Locator): Promise<void> {
    await this.tap(choice);
    await this.page.waitForFunction((input) => (input as HTMLInputElement).checked, await choice.elementHandle(), { timeout: 5000 });
  }

  /** Taps the field, then types the text a key at a time. */
  async type(field: Locator, text: string): Promise<void> {
    await this.tap(field);
    await this.page.keyboard.type(text);
    this.tallied().keystrokes += text.length;
    const value = await field.inputValue();
    if (value !== text) throw new Error(`typed '${text}' but the field holds '${value}'`);
  }

  /** A native select: one tap opens the phone's picker, one chooses the option. */
  async choose(select: Locator, label: string): Promise<void> {
    await this.bringIntoView(select);
    await select.selectOption({ label });
    this.tallied().taps += 2;
  }

  private tallied(): StepTally {
    if (!this.current) throw new Error('count actions inside officer.step()');
    return this.current;
  }

  /** Scrolls the least that puts the control between the sticky bars (its top first when it is taller than the gap). */
  private async bringIntoView(target: Locator): Promise<void> {
    await target.waitFor();
    const scrolled = await target.evaluate((element, edge) => {
      const rect = element.getBoundingClientRect();
      const topBar = document.querySelector('.top-bar')?.getBoundingClientRect();
      const footer = document.querySelector('.wizard-footer')?.getBoundingClientRect();
      const top = (topBar && topBar.bottom > 0 ? topBar.bottom : 0) + edge;
      const bottom = (footer && footer.top > top && footer.top < innerHeight ? footer.top : innerHeight) - edge;
      let delta = 0;
      if (rect.top < top) delta = rect.top - top;
      else if (rect.bottom > bottom) delta = Math.min(rect.bottom - bottom, rect.top - top);
      if (delta === 0) return 0;
      let scroller: Element | null = element.parentElement;
      while (scroller && !(/(auto|scroll)/.test(getComputedStyle(scroller).overflowY) && scroller.scrollHeight > scroller.clientHeight))
        scroller = scroller.parentElement;
      const box = scroller ?? document.scrollingElement ?? document.documentElement;
      const before = box.scrollTop;
      box.scrollTop = before + delta;
      return Math.abs(box.scrollTop - before);
    }, EDGE_PX);
    this.tallied().scrolledPx += scrolled;
    if (scrolled > 0) await this.page.waitForTimeout(SETTLE_AFTER_SCROLL_MS);
  }

  private pageScrolledPx(): Promise<number> {
    return this.page.evaluate(() => (window as unknown as { scrolledPx?: () => number }).scrolledPx?.() ?? 0);
  }

  /** 'N fields need attention' once it holds still for COUNT_SETTLE_MS (two seconds at most). */
  private async fieldsNeedingAttention(): Promise<number | null> {
    const read = async () => {
      const footer = this.page.locator('.wizard-footer');
      if ((await footer.count()) === 0) return null;
      const text = (await footer.first().textContent()) ?? '';
      return Number(/(\d+) fields? needs? attention/.exec(text)?.[1] ?? 0);
    };
    let count = await read();
    for (let tries = 0; tries < 8; tries += 1) {
      await this.page.waitForTimeout(COUNT_SETTLE_MS);
      const again = await read();
      if (again === count) break;
      count = again;
    }
    return count;
  }
}
