import { PRODUCT_VERSION } from '@fieldbook/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { upsellActionOf } from '../billing/upgrade-banner.tsx';
import { officer, owner } from '../test/fixtures.ts';
import { productName } from './brand.ts';
import { markNewVersion, NewVersionNotice } from './new-version-notice.tsx';
import { STORAGE_KEYS } from './storage-keys.ts';

describe('the brand by host name', () => {
  it('is Fieldbook Nexus on a host containing nexus, Fieldbook elsewhere', () => {
    expect(productName('nexus.localhost')).toBe('Fieldbook Nexus');
    expect(productName('app.NEXUS.example.org')).toBe('Fieldbook Nexus');
    expect(productName('fieldbook.example.org')).toBe('Fieldbook');
    expect(productName('localhost')).toBe('Fieldbook');
  });
});

describe('the upsell banner', () => {
  it('sends a role that may upgrade to the upgrade, one that may open analytics there, and tells others to contact the owner', () => {
    expect(upsellActionOf(owner())).toBe('upgrade');
    expect(upsellActionOf(officer())).toBe('analytics');
    const noAnalytics = officer();
    noAnalytics.role = { ...noAnalytics.role, permissions: ['agency.reports.create'] };
    expect(upsellActionOf(noAnalytics)).toBe('contact-owner');
  });
});

describe('the new-version notice', () => {
  it('shows once the new-version flag is set, until dismissed', async () => {
    const { unmount } = render(<NewVersionNotice />);
    expect(screen.queryByRole('complementary', { name: 'New version' })).toBeNull();
    unmount();
    markNewVersion();
    render(<NewVersionNotice />);
    expect(screen.getByText(`Fieldbook has been updated to version ${PRODUCT_VERSION}.`)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('complementary', { name: 'New version' })).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.newVersion)).toBeNull();
  });
});
