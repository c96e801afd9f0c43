import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../accounts/current-user-context.ts';
import { OfflineUnlockSlot } from '../accounts/offline-unlock/offline-unlock-slot.tsx';
import { isUpgradeOffered, UpgradeBanner } from '../billing/upgrade-banner.tsx';
import { usePageLoadMetrics } from '../page-metrics/use-page-load-metrics.ts';
import { AppFooter } from './app-footer.tsx';
import { NavDrawer } from './nav-drawer.tsx';
import { NewVersionNotice } from './new-version-notice.tsx';
import { OfflineDialog } from './offline-dialog.tsx';
import { PageLoading } from './page-loading.tsx';
import { SideNav } from './side-nav.tsx';
import { DrawerAccount, TopBar } from './top-bar.tsx';
import { useShellDialogs } from './tours/shell-dialogs.tsx';
import { SMALL_SCREEN_QUERY, useMediaQuery } from './use-media-query.ts';
import { useNavCollapsed } from './use-nav-collapsed.ts';
import './shell.css';

/**
 * The /app shell of accounts.md §2.4: top bar, side navigation (a drawer on small screens), page, footer; the
 * tours, the feedback survey and the offline dialog (§2.4, §2.8).
 */
export function AppLayout() {
  const me = useCurrentUser();
  const { pathname } = useLocation();
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY);
  const [isCollapsed, setIsCollapsed] = useNavCollapsed();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const isNavCollapsed = isCollapsed && !isSmallScreen;
  const { openTours, openFeedback, dialogs } = useShellDialogs(me);
  usePageLoadMetrics();

  return (
    <div className={isNavCollapsed ? 'app-shell is-nav-collapsed' : 'app-shell'}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar me={me} onOpenNavigation={isSmallScreen ? () => setIsDrawerOpen(true) : undefined} />
      {isSmallScreen ? (
        isDrawerOpen ? (
          <NavDrawer onClose={() => setIsDrawerOpen(false)}>
            <DrawerAccount me={me} />
            <SideNav
              me={me}
              isCollapsed={false}
              onNavigate={() => setIsDrawerOpen(false)}
              onOpenTours={() => {
                setIsDrawerOpen(false);
                openTours();
              }}
              onOpenFeedback={() => {
                setIsDrawerOpen(false);
                openFeedback();
              }}
            />
          </NavDrawer>
        ) : null
      ) : (
        <aside className="side-panel">
          <SideNav
            me={me}
            isCollapsed={isNavCollapsed}
            onToggleCollapsed={() => setIsCollapsed(!isCollapsed)}
            onOpenTours={openTours}
            onOpenFeedback={openFeedback}
          />
        </aside>
      )}
      <main id="main" className="app-main" tabIndex={-1}>
        <NewVersionNotice />
        <OfflineUnlockSlot me={me} />
        {isUpgradeOffered(me) && !pathname.startsWith('/app/analytics') ? <UpgradeBanner me={me} /> : null}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <AppFooter />
      {dialogs}
      <OfflineDialog me={me} />
    </div>
  );
}
