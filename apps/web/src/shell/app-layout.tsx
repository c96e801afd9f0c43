import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { useCurrentUser } from '../accounts/current-user-context.ts';
import { AppFooter } from './app-footer.tsx';
import { NavDrawer } from './nav-drawer.tsx';
import { PageLoading } from './page-loading.tsx';
import { SideNav } from './side-nav.tsx';
import { TopBar } from './top-bar.tsx';
import { SMALL_SCREEN_QUERY, useMediaQuery } from './use-media-query.ts';
import { useNavCollapsed } from './use-nav-collapsed.ts';
import './shell.css';

/** Tours and the feedback survey arrive in a later issue; their entries are in place already. */
const openLater = () => {};

/** The /app shell of accounts.md §2.4: top bar, side navigation (a drawer on small screens), page, footer. */
export function AppLayout() {
  const me = useCurrentUser();
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY);
  const [isCollapsed, setIsCollapsed] = useNavCollapsed();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const isNavCollapsed = isCollapsed && !isSmallScreen;

  return (
    <div className={isNavCollapsed ? 'app-shell is-nav-collapsed' : 'app-shell'}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar me={me} onOpenNavigation={isSmallScreen ? () => setIsDrawerOpen(true) : undefined} />
      {isSmallScreen ? (
        isDrawerOpen ? (
          <NavDrawer onClose={() => setIsDrawerOpen(false)}>
            <SideNav
              me={me}
              isCollapsed={false}
              onNavigate={() => setIsDrawerOpen(false)}
              onOpenTours={openLater}
              onOpenFeedback={openLater}
            />
          </NavDrawer>
        ) : null
      ) : (
        <aside className="side-panel">
          <SideNav
            me={me}
            isCollapsed={isNavCollapsed}
            onToggleCollapsed={() => setIsCollapsed(!isCollapsed)}
            onOpenTours={openLater}
            onOpenFeedback={openLater}
          />
        </aside>
      )}
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <AppFooter />
    </div>
  );
}
