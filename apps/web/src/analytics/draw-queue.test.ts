import { afterEach, describe, expect, it, vi } from 'vitest';
import { inTurn, onSizeChange } from './draw-queue.ts';

/** Resolves after the tasks queued so far (a message is queued behind them). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('drawing charts and maps one per task', () => {
  it('draws in the order asked, each in a task of its own, and never a withdrawn one', async () => {
    const drawn: string[] = [];
    // After each draw, once the microtasks of its task have run, how many draws have run: one more each time when every
    // draw has a task of its own (draws sharing a task would all have run before the first of these looks).
    const afterEachTask: number[] = [];
    const loaded = Promise.resolve('library');
    const places = ['first', 'second', 'withdrawn', 'third'].map((name) => {
      const place = inTurn(loaded);
      place.ready.then(() => {
        drawn.push(name);
        queueMicrotask(() => queueMicrotask(() => afterEachTask.push(drawn.length)));
      });
      return { name, place };
    });
    places.find((entry) => entry.name === 'withdrawn')?.place.withdraw();
    for (let task = 0; task < 50 && drawn.length < 3; task++) await nextTask();
    await nextTask();
    expect(drawn).toEqual(['first', 'second', 'third']);
    expect(afterEachTask).toEqual([1, 2, 3]);
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
