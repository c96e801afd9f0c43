import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitReport } from '../reports/wizard/submit-report.ts';
import { APP_EVENTS } from '../shell/app-events.ts';
import { OfflineIndicator } from './offline-indicator.tsx';
import { installFakeIndexedDb, makeReport } from './offline-test-utils.ts';
import { enqueueReport, getOutboxEntry, listOutbox } from './outbox.ts';
import { describeUsage, isIosOutsideHomeScreen, STORAGE_TEXTS } from './storage-health.ts';

installFakeIndexedDb();
afterEach(() => {
  Reflect.deleteProperty(navigator, 'storage');
});

const EMAIL = 'officer@demo.test';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Safari/605.1.15';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

function stubEstimate(usage: number, quota: number) {
  Object.defineProperty(navigator, 'storage', { value: { estimate: async () => ({ usage, quota }) }, configurable: true });
}

async function openPanel() {
  const user = userEvent.setup();
  render(<OfflineIndicator email={EMAIL} timeZone="America/Los_Angeles" />);
  await user.click(await screen.findByRole('button', { name: /Pending uploads/ }));
  return screen.findByRole('dialog', { name: 'Pending uploads' });
}

describe('storage health (G8)', () => {
  it('shows the storage used in the pending-uploads panel, without a warning under 80 %', async () => {
    stubEstimate(1_500_000, 300_000_000);
    const dialog = await openPanel();
    expect(await within(dialog).findByText('Storage used on this device: 1.5 MB of 300 MB (1 %)')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('warns from 80 % of the quota, in the panel and in the indicator name', async () => {
    stubEstimate(80, 100);
    const user = userEvent.setup();
    render(<OfflineIndicator email={EMAIL} timeZone="America/Los_Angeles" />);
    const button = await screen.findByRole('button', { name: 'Pending uploads: 0. Device storage almost full' });
    await user.click(button);
    expect(within(await screen.findByRole('dialog')).getByRole('alert').textContent).toBe(STORAGE_TEXTS.almostFull);
  });

  it('tells Safari users on iOS outside the Home Screen that reports may be erased after 7 days', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    const dialog = await openPanel();
    expect(within(dialog).getByRole('note').textContent).toBe(STORAGE_TEXTS.iosHomeScreen);
  });

  it('recognises iOS outside the Home Screen only', () => {
    expect(isIosOutsideHomeScreen({ userAgent: IPHONE, maxTouchPoints: 5, isStandalone: false })).toBe(true);
    expect(isIosOutsideHomeScreen({ userAgent: IPHONE, maxTouchPoints: 5, isStandalone: true })).toBe(false);
    expect(isIosOutsideHomeScreen({ userAgent: IPAD_DESKTOP_MODE, maxTouchPoints: 5, isStandalone: false })).toBe(true);
    expect(isIosOutsideHomeScreen({ userAgent: IPAD_DESKTOP_MODE, maxTouchPoints: 0, isStandalone: false })).toBe(false);
    expect(isIosOutsideHomeScreen({ userAgent: ANDROID, maxTouchPoints: 5, isStandalone: false })).toBe(false);
  });

  it('describes usage with readable units', () => {
    expect(describeUsage({ usage: 0, quota: 2_000_000_000 })).toBe('Storage used on this device: 0 B of 2.0 GB (0 %)');
    expect(describeUsage({ usage: 950, quota: 1000 })).toBe('Storage used on this device: 950 B of 1.0 kB (95 %)');
  });

  it.each(['QuotaExceededError', 'AbortError'])('a %s on save keeps the report saved before and says so, never "Saved"', async (name) => {
    const report = makeReport('FIRST-1');
    await enqueueReport(EMAIL, { kind: 'create', report });
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The storage is full', name);
    });
    const alerts: string[] = [];
    const listener = (event: Event) => alerts.push((event as CustomEvent<{ message: string }>).detail.message);
    window.addEventListener(APP_EVENTS.mainAlertMsg, listener);
    const changed = { ...report, general_information: { ...report.general_information, duration: 99 } };
    const second = makeReport('SECOND-1');
    expect(await submitReport(EMAIL, { kind: 'create', report: changed }, false)).toEqual({ kind: 'not-saved' });
    expect(await submitReport(EMAIL, { kind: 'create', report: second }, false)).toEqual({ kind: 'not-saved' });
    window.removeEventListener(APP_EVENTS.mainAlertMsg, listener);
    vi.mocked(IDBObjectStore.prototype.put).mockRestore();
    expect(alerts).toEqual([STORAGE_TEXTS.notSaved, STORAGE_TEXTS.notSaved]);
    expect(await getOutboxEntry(EMAIL, report.id)).toMatchObject({ report, revision: 1, state: 'pending' });
    expect((await listOutbox(EMAIL)).map((entry) => entry.id)).toEqual([report.id]);
  });
});
