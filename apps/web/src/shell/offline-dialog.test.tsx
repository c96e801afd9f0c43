import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { officer, owner } from '../test/fixtures.ts';
import { OFFLINE_BUSINESS_CARD_ONLY, OFFLINE_WITH_REPORTS } from './offline-dialog.tsx';
import { renderShell } from './tours/shell-test-utils.tsx';

function setOnline(isOnline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(isOnline);
  act(() => {
    window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
  });
}

describe('the offline dialog', () => {
  it('says what works offline with reports and goes home to /app/report', async () => {
    const { user, router } = renderShell(officer(), '/app/business-card', undefined);
    await screen.findByRole('heading', { name: 'Business Card' });
    expect(screen.queryByRole('dialog')).toBeNull();

    setOnline(false);
    const dialog = await screen.findByRole('dialog', { name: 'No internet connection.' });
    expect(OFFLINE_WITH_REPORTS).toBe('Working offline, you can only create reports and share your business card.');
    expect(within(dialog).getByText(OFFLINE_WITH_REPORTS)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Go to Home' }));
    expect(router.state.location.pathname).toBe('/app/report');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('limits a business-card-only plan to the business card', async () => {
    const plan = { status: 'Active', plan: 'connect', product: 'cc', billing_cycle: 'annually' } as const;
    const { user, router } = renderShell(owner({ subscription: plan }), '/app/settings', undefined);
    await screen.findByRole('navigation', { name: 'Main' });
    setOnline(false);
    const dialog = await screen.findByRole('dialog', { name: 'No internet connection.' });
    expect(OFFLINE_BUSINESS_CARD_ONLY).toBe('Working offline, you can only share your business card.');
    expect(within(dialog).getByText(OFFLINE_BUSINESS_CARD_ONLY)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Go to Home' }));
    expect(router.state.location.pathname).toBe('/app/business-card');
  });

  it('shows once per drop: not again while still offline, again after the connection came back and dropped', async () => {
    const { user } = renderShell(officer(), '/app/business-card', undefined);
    await screen.findByRole('heading', { name: 'Business Card' });
    setOnline(false);
    await screen.findByRole('dialog', { name: 'No internet connection.' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    setOnline(false);
    expect(screen.queryByRole('dialog')).toBeNull();

    setOnline(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    setOnline(false);
    expect(await screen.findByRole('dialog', { name: 'No internet connection.' })).toBeTruthy();
    setOnline(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not shown on the onboarding pages', async () => {
    renderShell(owner({ agency: null, agency_id: null, subscription: null }), '/app/onboarding', undefined);
    await screen.findByRole('button', { name: 'Log out' });
    setOnline(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog', { name: 'No internet connection.' })).toBeNull();
  });
});
