import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAP_SETTLE_LIMIT_MS, mapTurn } from './map-turns.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('mapTurn', () => {
  afterEach(() => vi.useRealTimers());

  it('lets a map start only when the one before has drawn', async () => {
    const first = mapTurn();
    const second = mapTurn();
    const started: string[] = [];
    void first.turn.then(() => started.push('first'));
    void second.turn.then(() => started.push('second'));
    await settle();
    expect(started).toEqual(['first']);
    first.done();
    await settle();
    expect(started).toEqual(['first', 'second']);
    second.done();
  });

  it('does not wait longer than the limit for a map that never reports', async () => {
    vi.useFakeTimers();
    const silent = mapTurn();
    const next = mapTurn();
    let hasStarted = false;
    void next.turn.then(() => {
      hasStarted = true;
    });
    await vi.advanceTimersByTimeAsync(MAP_SETTLE_LIMIT_MS - 10);
    expect(hasStarted).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(hasStarted).toBe(true);
    silent.done();
    next.done();
  });
});
