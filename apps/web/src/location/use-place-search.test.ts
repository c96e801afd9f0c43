import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Geocoder, type Place, placeSearchDebounceMs } from './geocoder.ts';
import { manualGeocoder } from './manual-geocoder.ts';
import { usePlaceSearch } from './use-place-search.ts';

const OMAHA: Place = {
  full: 'Dodge St, Omaha, NE 68114, USA',
  main: 'Dodge St',
  city: 'Omaha',
  state_id: 'NE',
  zip: '68114',
  coords: { latitude: 41.2587, longitude: -96.0254 },
};

function fakeGeocoder() {
  const search = vi.fn(async (_text: string, _signal: AbortSignal) => [OMAHA]);
  const geocoder: Geocoder = { isManual: false, search, reverse: async () => null };
  return { geocoder, search };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('usePlaceSearch (reports.md §9 debounce)', () => {
  it.each([
    [false, 500],
    [true, 1000],
  ])('with isSlowTier %s, searches only after typing pauses for %i ms', async (isSlowTier, debounceMs) => {
    expect(placeSearchDebounceMs(isSlowTier)).toBe(debounceMs);
    const { geocoder, search } = fakeGeocoder();
    const { result, rerender } = renderHook(({ text }) => usePlaceSearch(geocoder, text, placeSearchDebounceMs(isSlowTier)), {
      initialProps: { text: 'Dod' },
    });
    await act(() => vi.advanceTimersByTimeAsync(debounceMs - 100));
    rerender({ text: 'Dodge' });
    await act(() => vi.advanceTimersByTimeAsync(debounceMs - 1));
    expect(search).not.toHaveBeenCalled();
    expect(result.current.isSearching).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]?.[0]).toBe('Dodge');
    expect(result.current).toEqual({ places: [OMAHA], isSearching: false, searchedText: 'Dodge' });
  });

  it('cancels the search a newer text overtakes', async () => {
    let firstSignal: AbortSignal | undefined;
    const search = vi.fn((_text: string, signal: AbortSignal) => {
      firstSignal ??= signal;
      return new Promise<Place[]>(() => {});
    });
    const geocoder: Geocoder = { isManual: false, search, reverse: async () => null };
    const { rerender } = renderHook(({ text }) => usePlaceSearch(geocoder, text, 500), {
      initialProps: { text: 'Dodge' },
    });
    await act(() => vi.advanceTimersByTimeAsync(500));
    rerender({ text: 'Dodge Street' });
    expect(firstSignal?.aborted).toBe(true);
  });

  it('does not search short text or with the manual geocoder', async () => {
    const { geocoder, search } = fakeGeocoder();
    renderHook(() => usePlaceSearch(geocoder, 'Do', 500));
    const manualSearch = vi.spyOn(manualGeocoder, 'search');
    renderHook(() => usePlaceSearch(manualGeocoder, 'Dodge Street', 500));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(search).not.toHaveBeenCalled();
    expect(manualSearch).not.toHaveBeenCalled();
  });
});
