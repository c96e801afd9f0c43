import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DONE_MESSAGE, LOADING_MESSAGES, useDashboardLoader } from './use-dashboard-loader.ts';

type Status = 'pending' | 'success' | 'error';

function renderLoader(status: Status, key = 'month') {
  return renderHook(({ status: current, key: currentKey }) => useDashboardLoader(current, currentKey), { initialProps: { status, key } });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the dashboard loader (analytics.md §4, §9)', () => {
  it('rotates its message every 3 s while the configuration is asked for', () => {
    const { result } = renderLoader('pending');
    expect(result.current).toEqual({ phase: 'loading', message: LOADING_MESSAGES[0] });
    advance(2999);
    expect(result.current.message).toBe(LOADING_MESSAGES[0]);
    advance(1);
    expect(result.current.message).toBe(LOADING_MESSAGES[1]);
    advance(3000);
    expect(result.current.message).toBe(LOADING_MESSAGES[2]);
  });

  it("says 'Done!' on success and hides 3 s later, so a fast answer still shows the loader at least 3 s", () => {
    const view = renderLoader('pending');
    advance(200);
    view.rerender({ status: 'success', key: 'month' });
    expect(view.result.current).toEqual({ phase: 'done', message: DONE_MESSAGE });
    advance(2999);
    expect(view.result.current.phase).toBe('done');
    advance(1);
    expect(view.result.current.phase).toBe('idle');
  });

  it('hides 3 s after a slow answer too, having rotated meanwhile', () => {
    const view = renderLoader('pending');
    advance(7000);
    expect(view.result.current.message).toBe(LOADING_MESSAGES[2]);
    view.rerender({ status: 'success', key: 'month' });
    expect(view.result.current.message).toBe(DONE_MESSAGE);
    advance(3000);
    expect(view.result.current.phase).toBe('idle');
  });

  it('hides at once on an error, and shows nothing for a configuration already cached', () => {
    const view = renderLoader('pending');
    view.rerender({ status: 'error', key: 'month' });
    expect(view.result.current.phase).toBe('idle');
    const cached = renderLoader('success', 'week');
    expect(cached.result.current.phase).toBe('idle');
  });

  it('starts again for new filters that have to be fetched', () => {
    const view = renderLoader('success');
    view.rerender({ status: 'pending', key: 'week' });
    expect(view.result.current).toEqual({ phase: 'loading', message: LOADING_MESSAGES[0] });
    view.rerender({ status: 'success', key: 'week' });
    expect(view.result.current.phase).toBe('done');
  });
});
