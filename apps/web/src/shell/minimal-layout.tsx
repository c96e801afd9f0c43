import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useCurrentUser } from '../accounts/current-user-context.ts';
import { AppFooter } from './app-footer.tsx';
import { PageLoading } from './page-loading.tsx';
import { TopBar } from './top-bar.tsx';
import './shell.css';

/** The layout without navigation: onboarding, user-invitations, plan-upgrade, plan-activate, complete-debit (accounts.md §2.3). */
export function MinimalLayout() {
  const me = useCurrentUser();
  return (
    <div className="app-shell is-minimal">
      <TopBar me={me} />
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <AppFooter />
    </div>
  );
}
