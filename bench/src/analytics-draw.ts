import { DEMO_PASSWORD } from '@fieldbook/server/demo';
import { launchChromium, startBenchServer } from './bench-browser.ts';

/** Kinds drawn on a canvas (ECharts or MapLibre); the others are HTML and drawn with the card. */
const CANVAS_KINDS = ['doughnut', 'grouped_bar', 'sankey', 'gradient_line', 'stacked_line', 'cluster_map', 'filter_map', 'pattern_map'];
const LONG_TASK_BUDGET_MS = 200;
const DRAW_BUDGET_MS = 2000;

type LongTask = { start: number; duration: number };
type LongFrame = LongTask & { render: number; scripts: string[] };

/**
 * The analytics dashboard in Chromium with every offered widget as a favourite (issue 10: 45 widgets drawn under 2 s
 * after the response, no long task over 200 ms). The demo manager's dashboard of last month: the time from the
 * generate response to the cards shown (the spec holds a loader at least 3 s), then, with every section opened, to
 * every card in the first screen drawn and to every card of the page drawn while scrolling down it; long tasks over
 * the whole.
 */
export async function benchAnalyticsDraw(): Promise<void> {
  const server = await startBenchServer();
  const browser = await launchChromium();
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'manager@demo.test', password: DEMO_PASSWORD, version: '3.29' }),
    });
    const tokens = (await login.json()) as { access_token: string; refresh_token: string };
    const headers = { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' };
    const generated = await fetch(`${server.url}/api/analytics/generate`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ period: 'month' }),
    });
    const { widgets } = (await generated.json()) as { widgets: Array<{ id: string }> };
    const favourites = widgets.map((widget) => widget.id);
    await fetch(`${server.url}/api/analytics/me/settings`, { method: 'PUT', headers, body: JSON.stringify({ widgets: favourites }) });

    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.addInitScript(
      ([access, refresh]) => {
        sessionStorage.setItem('fieldbook.access-token', access as string);
        sessionStorage.setItem('fieldbook.refresh-token', refresh as string);
        const tasks: LongTask[] = [];
        (window as unknown as { longTasks: LongTask[] }).longTasks = tasks;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
        }).observe({ type: 'longtask', buffered: true });
        // Long animation frames name the scripts that ran in them: what a long task was spent on (DRAW_PROFILE).
        const frames: LongFrame[] = [];
        (window as unknown as { longFrames: LongFrame[] }).longFrames = frames;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{
            startTime: number;
            duration: number;
            renderStart: number;
            styleAndLayoutStart: number;
            scripts: Array<{
              invoker: string;
              sourceFunctionName: string;
              sourceURL: string;
              duration: number;
              forcedStyleAndLayoutDuration: number;
            }>;
          }>)
            frames.push({
              start: entry.startTime,
              duration: entry.duration,
              render: entry.renderStart ? entry.startTime + entry.duration - entry.renderStart : 0,
              scripts: entry.scripts.map(
                (script) =>
                  `${script.invoker} ${script.sourceFunctionName}@${script.sourceURL.split('/').pop()} ${script.duration.toFixed(0)} ms (layout ${script.forcedStyleAndLayoutDuration.toFixed(0)})`,
              ),
            });
        }).observe({ type: 'long-animation-frame', buffered: true });
      },
      [tokens.access_token, tokens.refresh_token],
    );
    await page.goto(`${server.url}/app/analytics`);
    await page.getByRole('heading', { name: 'My Favourites' }).waitFor({ timeout: 60_000 });
    const shownAt = await page.evaluate(() => performance.now());
    const responseEnd = await page.evaluate(
      () =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => entry.name.endsWith('/api/analytics/generate'))
          .at(-1)?.responseEnd ?? 0,
    );

    /**
     * Waits until every card in the viewport (or, scrolling to each in turn, the page) has drawn; answers when. A
     * string, not a function: the bench runs through tsx, whose helpers would not exist in the page.
     */
    const drawnAt = (wholePage: boolean): Promise<number> =>
      page.evaluate(`(async () => {
        const kinds = ${JSON.stringify(CANVAS_KINDS)};
        const whole = ${wholePage};
        for (;;) {
          const pending = [...document.querySelectorAll('article.widget-card')].filter((card) => {
            const box = card.getBoundingClientRect();
            const inView = box.bottom > 0 && box.top < window.innerHeight;
            const needsCanvas = kinds.some((kind) => card.classList.contains('is-' + kind)) && !card.querySelector('.widget-placeholder');
            return (whole || inView) && needsCanvas && !card.querySelector('canvas');
          });
          if (pending.length === 0) return performance.now();
          if (whole) pending[0].scrollIntoView({ block: 'center' });
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        }
      })()`);
    const cdp = process.env.DRAW_PROFILE ? await page.context().newCDPSession(page) : null;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    // Sections show two rows until 'See All': open every one, so the whole dashboard is drawn. One click per frame, as
    // a person would: one click opening all eleven at once would be one render no person can cause.
    const expandedAt: number = await page.evaluate(`(async () => {
      const started = performance.now();
      for (const button of document.querySelectorAll('button')) {
        if (button.textContent.trim() !== 'See All') continue;
        button.click();
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      }
      return started;
    })()`);
    const firstScreen = await drawnAt(false);
    const wholePage = await drawnAt(true);
    if (cdp) {
      const { profile } = await cdp.send('Profiler.stop');
      const byScript = new Map<string, number>();
      const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
      profile.samples?.forEach((id, index) => {
        const node = nodes.get(id);
        const key = `${node?.callFrame.url.split('/').pop() || '(native)'} ${node?.callFrame.functionName}`;
        byScript.set(key, (byScript.get(key) ?? 0) + (profile.timeDeltas?.[index] ?? 0) / 1000);
      });
      for (const [key, ms] of [...byScript].sort((a, b) => b[1] - a[1]).slice(0, 25))
        console.log(`    ${ms.toFixed(0).padStart(6)} ms ${key}`);
    }
    const cards = await page.locator('article.widget-card').count();
    const tasks = await page.evaluate(() => (window as unknown as { longTasks: LongTask[] }).longTasks);
    const during = tasks.filter((task) => task.start + task.duration >= responseEnd);
    if (process.env.DRAW_PROFILE) {
      const frames = await page.evaluate(() => (window as unknown as { longFrames: LongFrame[] }).longFrames);
      console.log(
        `  generate response ended at ${responseEnd.toFixed(0)}; long tasks after it (start: duration): ${during.map((task) => `${task.start.toFixed(0)}: ${task.duration.toFixed(0)}`).join(', ')}`,
      );
      console.log('  the longest animation frames, with the scripts run in them:');
      for (const frame of [...frames].sort((a, b) => b.duration - a.duration).slice(0, 8)) {
        console.log(`    ${frame.duration.toFixed(0)} ms at ${frame.start.toFixed(0)} (rendering ${frame.render.toFixed(0)} ms)`);
        for (const script of frame.scripts.slice(0, 4)) console.log(`      ${script}`);
      }
    }
    const longest = Math.max(0, ...during.map((task) => task.duration));
    console.log(
      `analytics draw in Chromium: ${cards} cards (${favourites.length} favourites, each also in its section), last month of the demo agency`,
    );
    console.log(`  response to cards shown ${(shownAt - responseEnd).toFixed(0)} ms (the loader's minimum 3 s and 'Done!' included)`);
    console.log(
      `  every section opened ('See All') to the first screen drawn ${(firstScreen - expandedAt).toFixed(0)} ms; to every card drawn while scrolling ${(wholePage - expandedAt).toFixed(0)} ms (budget ${DRAW_BUDGET_MS} ms: ${wholePage - expandedAt <= DRAW_BUDGET_MS ? 'met' : 'MISSED'})`,
    );
    console.log(
      `  long tasks after the response: ${during.length}, longest ${longest.toFixed(0)} ms (budget ${LONG_TASK_BUDGET_MS} ms: ${longest <= LONG_TASK_BUDGET_MS ? 'met' : 'MISSED'})`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}
