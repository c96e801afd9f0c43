import { afterEach, describe, expect, it, vi } from 'vitest';
import { inTurn, onSizeChange } from './draw-queue.ts';

/** Resolves after the tasks queued so far (a message is queued behind them). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('drawing charts and maps one per task', () => {
  it('draws in the order asked, each in a task of its own, and never a withdrawn one', async () => {
    const drawn: string[] = [];
    const loaded = Promise.resolve('library');
    const places = ['first', 'second', 'withdrawn', 'third'].map((name) => {
      const place = inTurn(loaded);
      place.ready.then(() => drawn.push(name));
      return { name, place };
    });
    places.find((entry) => entry.name === 'withdrawn')?.place.withdraw();
    // Each turn runs in its own task: the draws already run never include one whose turn has not come.
    const seen: string[][] = [];
    for (let task = 0; task < 12 && drawn.length < 3; task++) {
      await nextTask();
      seen.push([...drawn]);
    }
    expect(drawn).toEqual(['first', 'second', 'third']);
    expect(seen.every((step, index) => index === 0 || step.length - (seen[index - 1]?.length ?? 0) <= 1)).toBe(true);
  });

  it('hands each draw the library it waited for', async () => {
    const place = inTurn(Promise.resolve({ init: 'echarts' }));
    await expect(place.ready).resolves.toEqual({ init: 'echarts' });
  });
});

describe('redrawing on a size change', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('ignores the report of the size it was drawn at, and redraws when the size really changes', () => {
    let report = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const element = document.createElement('div');
    const size = { width: 300, height: 200 };
    Object.defineProperty(element, 'clientWidth', { get: () => size.width });
    Object.defineProperty(element, 'clientHeight', { get: () => size.height });
    const resized = vi.fn();
    onSizeChange(element, resized);
    report(); // the first report: the size it was just drawn at
    expect(resized).not.toHaveBeenCalled();
    size.width = 420;
    report();
    report();
    expect(resized).toHaveBeenCalledTimes(1);
  });
});
