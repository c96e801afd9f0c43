import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readDeviceLocation, readDevicePosition, useDevicePosition } from './geolocation.ts';

type PositionCallback = (position: { coords: { latitude: number; longitude: number; accuracy?: number } }) => void;
type ErrorCallback = (error: { code: number; message: string }) => void;

function stubGeolocation(answer: (onSuccess: PositionCallback, onError: ErrorCallback) => void) {
  const getCurrentPosition = vi.fn((onSuccess: PositionCallback, onError: ErrorCallback, _options?: PositionOptions) =>
    answer(onSuccess, onError),
  );
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

describe('readDeviceLocation (reports.md §4, §8)', () => {
  it('reads the position with high accuracy', async () => {
    const getCurrentPosition = stubGeolocation((onSuccess) => onSuccess({ coords: { latitude: 41.2587, longitude: -96.0254 } }));
    expect(await readDeviceLocation()).toEqual({ latitude: 41.2587, longitude: -96.0254 });
    expect(getCurrentPosition.mock.calls[0]?.[2]).toMatchObject({ enableHighAccuracy: true });
  });

  it('gives the accuracy of the fix in metres with the position (issue 24, defect 3)', async () => {
    stubGeolocation((onSuccess) => onSuccess({ coords: { latitude: 41.2587, longitude: -96.0254, accuracy: 23.4 } }));
    expect(await readDevicePosition()).toEqual({ latitude: 41.2587, longitude: -96.0254, accuracy: 23.4 });
  });

  it('only logs a failure and resolves null', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubGeolocation((_onSuccess, onError) => onError({ code: 1, message: 'User denied Geolocation' }));
    expect(await readDeviceLocation()).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('User denied Geolocation'));
  });

  it('resolves null on a device without geolocation', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    expect(await readDeviceLocation()).toBeNull();
  });
});

describe('useDevicePosition', () => {
  it('reads the position once on mount', async () => {
    const getCurrentPosition = stubGeolocation((onSuccess) =>
      onSuccess({ coords: { latitude: 40.9228, longitude: -98.3401, accuracy: 12 } }),
    );
    const { result, rerender } = renderHook(() => useDevicePosition());
    expect(result.current).toEqual({ position: null, isReading: true });
    await waitFor(() =>
      expect(result.current).toEqual({ position: { latitude: 40.9228, longitude: -98.3401, accuracy: 12 }, isReading: false }),
    );
    rerender();
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
  });
});
