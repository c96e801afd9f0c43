import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_EVENTS } from '../shell/app-events.ts';

type Listener = () => void;

const workbox = vi.hoisted(() => {
  const listeners = new Map<string, Listener[]>();
  const instance = {
    url: '',
    addEventListener: (type: string, listener: Listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    register: vi.fn(async () => undefined),
    messageSkipWaiting: vi.fn(),
    emit: (type: string) => {
      for (const listener of listeners.get(type) ?? []) listener();
    },
  };
  return instance;
});

vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor(url: string) {
      workbox.url = url;
    }
    addEventListener = workbox.addEventListener;
    register = workbox.register;
    messageSkipWaiting = workbox.messageSkipWaiting;
  },
}));

afterEach(() => {
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('service worker registration', () => {
  it('is skipped outside a production build', async () => {
    const { registerServiceWorker } = await import('./service-worker.ts');
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    registerServiceWorker();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(workbox.register).not.toHaveBeenCalled();
  });

  it("registers /sw.js, reports a waiting update, and 'Update Now' skips waiting", async () => {
    vi.stubEnv('PROD', true);
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    const { registerServiceWorker, useServiceWorkerUpdate } = await import('./service-worker.ts');
    const { result } = renderHook(() => useServiceWorkerUpdate());
    expect(result.current.isUpdateWaiting).toBe(false);

    registerServiceWorker();
    await vi.waitFor(() => expect(workbox.register).toHaveBeenCalledTimes(1));
    expect(workbox.url).toBe('/sw.js');

    const onUpdate = vi.fn();
    window.addEventListener(APP_EVENTS.swUpdate, onUpdate);
    act(() => workbox.emit('waiting'));
    window.removeEventListener(APP_EVENTS.swUpdate, onUpdate);
    expect(result.current.isUpdateWaiting).toBe(true);
    expect(onUpdate).toHaveBeenCalledTimes(1);

    await result.current.update();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
  });
});
