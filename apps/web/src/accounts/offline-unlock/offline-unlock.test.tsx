import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setDevicePin } from '../../offline/device-pin.ts';
import { listPinHolders, readPinHolder } from '../../offline/device-unlock-store.ts';
import { installFakeIndexedDb } from '../../offline/offline-test-utils.ts';
import { cacheReferenceData, REFERENCE_KEYS } from '../../offline/reference-cache.ts';
import { STORAGE_KEYS } from '../../shell/storage-keys.ts';
import { readConfiguration } from '../../test/configurations.ts';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { officer, signIn } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { isOfflineMode, readSessionInfo } from '../session.ts';
import { DEVICE_PIN_TEXTS } from './device-pin-texts.ts';
import { OFFLINE_MODE_TEXTS } from './offline-mode-bar.tsx';
import { UNLOCK_TEXTS } from './unlock-texts.ts';

installFakeIndexedDb();

const ME = officer();
const PIN = '482915';
const HOUR = 3_600_000;

/** A device where the officer signed in `hoursAgo` and set a PIN, now with no connection and no session. */
async function offlineDeviceWithPin(hoursAgo = 1) {
  await setDevicePin({ email: ME.email, name: ME.name, signedInAt: Date.now() - hoursAgo * HOUR }, PIN, 1_000);
  await cacheReferenceData(ME.email, REFERENCE_KEYS.currentUser, ME);
  await cacheReferenceData(ME.email, REFERENCE_KEYS.stateConfiguration('california.json'), readConfiguration('california.json'));
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  return mockFetch({});
}

async function typePin(pin: string) {
  const field = await screen.findByLabelText(UNLOCK_TEXTS.pinLabel);
  fireEvent.change(field, { target: { value: pin } });
  fireEvent.click(screen.getByRole('button', { name: UNLOCK_TEXTS.unlock }));
}

describe('offline unlock (issue 24 defect 1)', () => {
  it('a relaunch offline without a session offers the PIN, refuses a wrong one, and opens the report page in offline mode', async () => {
    const calls = await offlineDeviceWithPin();
    renderApp('/app/report');
    expect(await screen.findByRole('heading', { name: UNLOCK_TEXTS.title })).toBeTruthy();
    expect(await screen.findByText(ME.name)).toBeTruthy();

    await typePin('111112');
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong PIN. 4 tries left before the PIN is erased from this device.');

    await typePin(PIN);
    expect(await screen.findByRole('heading', { name: 'Create Report' })).toBeTruthy();
    const bar = screen.getByRole('complementary', { name: 'Offline mode' });
    expect(within(bar).getByRole('status').textContent).toBe(OFFLINE_MODE_TEXTS.offline);
    expect(isOfflineMode()).toBe(true);
    expect(readSessionInfo()).toBeNull();
    // Nothing is asked of the API without a real session.
    expect(calls.filter((call) => call.path.startsWith('/api/'))).toEqual([]);
  });

  it('locks after 30 minutes without use, and Lock locks at once', async () => {
    await offlineDeviceWithPin();
    renderApp('/app/report');
    await typePin(PIN);
    await screen.findByRole('heading', { name: 'Create Report' });
    const unlock = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.offlineUnlock) ?? '{}');
    sessionStorage.setItem(STORAGE_KEYS.offlineUnlock, JSON.stringify({ ...unlock, lastActiveAt: Date.now() - 31 * 60_000 }));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByText(UNLOCK_TEXTS.lockedIdle)).toBeTruthy();

    await typePin(PIN);
    await screen.findByRole('heading', { name: 'Create Report' });
    fireEvent.click(screen.getByRole('button', { name: OFFLINE_MODE_TEXTS.lock }));
    expect(await screen.findByRole('heading', { name: UNLOCK_TEXTS.title })).toBeTruthy();
    expect(isOfflineMode()).toBe(false);
  });

  it('says the window is closed 12 hours after the last online login, without asking the PIN', async () => {
    await offlineDeviceWithPin(12);
    renderApp('/app/report');
    expect((await screen.findByRole('alert')).textContent).toBe(UNLOCK_TEXTS.windowClosed);
    expect(screen.queryByLabelText(UNLOCK_TEXTS.pinLabel)).toBeNull();
  });

  it('erases the PIN at the fifth wrong one and says the saved reports are kept', async () => {
    await offlineDeviceWithPin();
    renderApp('/app/report');
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await typePin('111112');
      await screen.findByText(/Wrong PIN\./);
    }
    await typePin('111112');
    expect(await screen.findByText(UNLOCK_TEXTS.erased)).toBeTruthy();
    expect(await screen.findByText(UNLOCK_TEXTS.noHolder)).toBeTruthy();
    expect(await listPinHolders()).toEqual([]);
  });
});

describe('setting the device PIN (issue 24 defect 1)', () => {
  function renderPinPage(signedInMinutesAgo: number) {
    signIn();
    const meta = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.sessionMeta) ?? '{}');
    sessionStorage.setItem(STORAGE_KEYS.sessionMeta, JSON.stringify({ ...meta, signedInAt: Date.now() - signedInMinutesAgo * 60_000 }));
    const calls = mockFetch({
      'GET /api/users/me': () => json(ME),
      'GET /configurations/california.json': () => json(readConfiguration('california.json')),
      'GET /api/agencies/me/areas': () => json([]),
      'GET /api/agencies/me/tags': () => json([]),
      'GET /api/agencies/me/users': () => json([]),
    });
    return { ...renderApp('/app/account/offline-unlock'), calls };
  }

  it('sets a PIN within 5 minutes of the login, refusing a guessable one, and caches what a report needs', async () => {
    const { calls } = renderPinPage(1);
    expect(await screen.findByRole('heading', { name: DEVICE_PIN_TEXTS.title })).toBeTruthy();
    await screen.findByLabelText(DEVICE_PIN_TEXTS.newPin);
    const fill = (pin: string, confirmation: string) => {
      fireEvent.change(screen.getByLabelText(DEVICE_PIN_TEXTS.newPin), { target: { value: pin } });
      fireEvent.change(screen.getByLabelText(DEVICE_PIN_TEXTS.confirmPin), { target: { value: confirmation } });
      fireEvent.click(screen.getByRole('button', { name: DEVICE_PIN_TEXTS.set }));
    };
    fill('123456', '123456');
    expect((await screen.findByRole('alert')).textContent).toMatch(/harder to guess/);
    fill(PIN, PIN);
    expect(await screen.findByText(DEVICE_PIN_TEXTS.saved)).toBeTruthy();
    expect(await screen.findByText(DEVICE_PIN_TEXTS.isSet)).toBeTruthy();
    const holder = await readPinHolder(ME.email);
    expect(holder).toMatchObject({ email: ME.email, name: ME.name, isWindowClosed: false });
    expect(Math.abs((holder?.signedInAt ?? 0) - (readSessionInfo()?.signedInAt ?? 0))).toBe(0);
    await waitFor(() => expect(calls.some((call) => call.path === '/configurations/california.json')).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: DEVICE_PIN_TEXTS.remove }));
    expect(await screen.findByText(DEVICE_PIN_TEXTS.removed)).toBeTruthy();
    expect(await readPinHolder(ME.email)).toBeNull();
  });

  it('asks for a fresh login to set a PIN more than 5 minutes after it', async () => {
    renderPinPage(6);
    expect(await screen.findByText(DEVICE_PIN_TEXTS.needsFreshLogin)).toBeTruthy();
    expect(screen.queryByLabelText(DEVICE_PIN_TEXTS.newPin)).toBeNull();
  });
});
