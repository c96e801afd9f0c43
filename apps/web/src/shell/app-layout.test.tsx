import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readSession } from '../accounts/session.ts';
import { callsTo, json, mockFetch } from '../test/fetch-mock.ts';
import { officer, owner, signIn } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { SUPPORT_URL } from './nav-links.ts';
import { STORAGE_KEYS } from './storage-keys.ts';
import { SMALL_SCREEN_QUERY } from './use-media-query.ts';

function renderAs(me: ReturnType<typeof officer>, path: string, state?: unknown) {
  signIn();
  const calls = mockFetch({ 'GET /api/users/me': () => json(me), 'POST /api/auth/logout': () => json({}) });
  return { ...renderApp(path, state), calls };
}

const linkNames = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('app shell', () => {
  it('shows an officer the links their permissions allow (on the Analytics plan, their own analytics)', async () => {
    renderAs(officer(), '/app/report');
    await screen.findByRole('heading', { name: 'Create Report' });
    expect(linkNames()).toEqual([
      'Create Report',
      'My Reports',
      'Collaborated Reports',
      'Business Card',
      'Analytics',
      'Settings',
      'Your sessions',
      'Two-step verification',
      'Offline unlock',
      'Support (opens in a new tab)',
    ]);
    const support = screen.getByRole('link', { name: /^Support/ });
    expect(support.getAttribute('href')).toBe(SUPPORT_URL);
    expect(support.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('button', { name: 'Feature Tours' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Feedback' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Report' }).getAttribute('aria-current')).toBe('page');
  });

  it('adds Agency Reports and Analytics for an owner on the analytics plan', async () => {
    renderAs(owner(), '/app/agency-reports');
    await screen.findByRole('heading', { name: 'Agency Reports' });
    // The owner's demo agency is in California: its DOJ submissions follow the supervisory items (issue 26).
    expect(linkNames().slice(0, 7)).toEqual([
      'Agency Reports',
      'Create Report',
      'Submissions',
      'My Reports',
      'Collaborated Reports',
      'Business Card',
      'Analytics',
    ]);
  });

  it('limits a business-card-only plan to the Business Card and hides Feature Tours', async () => {
    const plan = { status: 'Active', plan: 'connect', product: 'cc', billing_cycle: 'annually' } as const;
    renderAs(owner({ subscription: plan }), '/app/business-card');
    await screen.findByRole('heading', { name: 'Business Card' });
    expect(linkNames()).toEqual(['Business Card', 'Settings', 'Your sessions', 'Two-step verification', 'Support (opens in a new tab)']);
    expect(screen.queryByRole('button', { name: 'Feature Tours' })).toBeNull();
  });

  it('sends the owner of a Connect agency from the banner to the upgrade, and a member who may open analytics there', async () => {
    const plan = { status: 'Active', plan: 'connect', product: 'cc', billing_cycle: 'annually' } as const;
    const view = renderAs(owner({ subscription: plan }), '/app/business-card');
    await screen.findByRole('heading', { name: 'Business Card' });
    const banner = screen.getByRole('complementary', { name: 'Plan' });
    expect(within(banner).getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/app/plan-upgrade');
    view.unmount();

    renderAs(officer({ subscription: plan }), '/app/business-card');
    await screen.findByRole('heading', { name: 'Business Card' });
    const officerBanner = screen.getByRole('complementary', { name: 'Plan' });
    expect(within(officerBanner).getByRole('link', { name: 'See Analytics' }).getAttribute('href')).toBe('/app/analytics');
  });

  it('shows no plan banner on the Analytics plan', async () => {
    renderAs(owner(), '/app/business-card');
    await screen.findByRole('heading', { name: 'Business Card' });
    expect(screen.queryByRole('complementary', { name: 'Plan' })).toBeNull();
  });

  it('lists Amend Report only while on /app/amend', async () => {
    const view = renderAs(officer(), '/app/amend', { report: { report: {} }, redirectTo: '/app/my-reports' });
    await screen.findByRole('navigation', { name: 'Main' });
    expect(linkNames()).toContain('Amend Report');
    await view.user.click(screen.getByRole('link', { name: 'My Reports' }));
    await screen.findByRole('heading', { name: 'My Reports' });
    expect(linkNames()).not.toContain('Amend Report');
  });

  it('sends a user without the permission to /action-not-allowed', async () => {
    const { router } = renderAs(officer(), '/app/agency-reports');
    expect(await screen.findByRole('heading', { name: 'Sorry, you are not allowed to do this action.' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/action-not-allowed');
  });

  it('remembers the collapsed navigation in localStorage and restores it', async () => {
    const first = renderAs(officer(), '/app/report');
    await screen.findByRole('heading', { name: 'Create Report' });
    const collapse = screen.getByRole('button', { name: 'Collapse navigation' });
    expect(collapse.getAttribute('aria-expanded')).toBe('true');
    await first.user.click(collapse);
    expect(screen.getByRole('button', { name: 'Expand navigation' }).getAttribute('aria-expanded')).toBe('false');
    expect(localStorage.getItem(STORAGE_KEYS.navCollapsed)).toBe('1');
    first.unmount();

    const second = renderApp('/app/report');
    await screen.findByRole('heading', { name: 'Create Report' });
    const expand = screen.getByRole('button', { name: 'Expand navigation' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    await second.user.click(expand);
    expect(screen.getByRole('button', { name: 'Collapse navigation' })).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.navCollapsed)).toBeNull();
  });

  it('disables the links that need a connection while offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderAs(officer(), '/app/report');
    await screen.findByRole('heading', { name: 'Create Report' });
    expect(screen.getByRole('link', { name: 'Create Report' }).getAttribute('href')).toBe('/app/report');
    expect(screen.getByRole('link', { name: 'Business Card' }).getAttribute('href')).toBe('/app/business-card');
    for (const name of ['My Reports', 'Collaborated Reports', 'Settings', 'Support']) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('aria-disabled')).toBe('true');
      expect(link.hasAttribute('href')).toBe(false);
    }
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Feedback' }).disabled).toBe(true);
  });

  it('shows agency, user, version and provider, and logs out', async () => {
    const { user, router, calls } = renderAs(officer(), '/app/report');
    await screen.findByRole('heading', { name: 'Create Report' });
    expect(screen.getByText('Demo Police Department')).toBeTruthy();
    expect(screen.getByText('Jordan Lee')).toBeTruthy();
    expect(screen.getByText('Version 3.29')).toBeTruthy();
    expect(screen.getByText('Powered by Fieldbook')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await screen.findByRole('heading', { name: 'Log in to Fieldbook' });
    expect(router.state.location.pathname).toBe('/login');
    expect(callsTo(calls, 'POST', '/api/auth/logout')[0]?.headers.authorization).toBe('Bearer access-1');
    expect(readSession()).toBeNull();
  });

  it('uses no navigation on the minimal layout pages', async () => {
    renderAs(owner({ agency: null, agency_id: null, subscription: null }), '/app/onboarding');
    await screen.findByRole('heading', { name: 'Create your Agency' });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });
});

describe('app shell on a small screen', () => {
  function mockSmallScreen() {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === SMALL_SCREEN_QUERY,
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
  }

  it("shows the mark, the agency and who is signed in, and keeps 'Log out' in the drawer (issue 27)", async () => {
    mockSmallScreen();
    const { user, router } = renderAs(officer(), '/app/report');
    await screen.findByRole('heading', { name: 'Create Report' });
    const bar = screen.getByRole('banner');
    expect(within(bar).getByText('Demo Police Department')).toBeTruthy();
    expect(within(bar).getByText('Jordan Lee')).toBeTruthy();
    expect(within(bar).getByText('Fieldbook').className).toBe('visually-hidden');
    expect(within(bar).queryByRole('button', { name: 'Log out' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    await user.click(within(drawer).getByRole('button', { name: 'Log out' }));
    await screen.findByRole('heading', { name: 'Log in to Fieldbook' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('opens the navigation as a drawer that Escape, the close button and a chosen link close', async () => {
    mockSmallScreen();
    const { user, router } = renderAs(officer(), '/app/report');
    await screen.findByRole('heading', { name: 'Create Report' });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Collapse navigation' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(await screen.findByRole('dialog', { name: 'Navigation' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    await user.click(await screen.findByRole('button', { name: 'Close navigation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open navigation' }));

    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'My Reports' }));
    await screen.findByRole('heading', { name: 'My Reports' });
    expect(router.state.location.pathname).toBe('/app/my-reports/contacts');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
