import type { MeResponse } from '@fieldbook/contract';
import { useLogOut } from '../accounts/use-log-out.ts';
import { OfflineIndicatorSlot } from '../offline/offline-indicator-slot.tsx';
import { productName } from './brand.ts';
import { Icon } from './icons.tsx';

interface TopBarProps {
  me: MeResponse;
  /** Present on small screens, where the navigation is a drawer (which then holds 'Log out'). */
  onOpenNavigation?: (() => void) | undefined;
}

/**
 * The top bar: navigation button (small screens), brand, agency, user and Log out. With the navigation in a drawer, the
 * bar shows the mark (the product name is read, not drawn, so it is never cut to 'Fieldb…'), the agency above who is
 * signed in, and the upload status; 'Log out' is in the drawer (issue 27).
 */
export function TopBar({ me, onOpenNavigation }: TopBarProps) {
  const { isLoggingOut, handleLogOut } = useLogOut();
  const isCompact = onOpenNavigation !== undefined;
  return (
    <header className={isCompact ? 'top-bar is-compact' : 'top-bar'}>
      {onOpenNavigation ? (
        <button type="button" className="icon-button" aria-haspopup="dialog" onClick={onOpenNavigation}>
          <Icon name="menu" />
          <span className="visually-hidden">Open navigation</span>
        </button>
      ) : null}
      <span className="top-bar-brand">
        <Icon name="logo" className="brand-mark" />
        <span className={isCompact ? 'visually-hidden' : undefined}>{productName()}</span>
      </span>
      {isCompact ? (
        <span className="top-bar-identity">
          {me.agency ? <span className="top-bar-identity-agency">{me.agency.full_name}</span> : null}
          <span className="top-bar-identity-user">{me.name}</span>
        </span>
      ) : (
        <>
          {me.agency ? <span className="top-bar-agency">{me.agency.full_name}</span> : null}
          <span className="top-bar-spacer" />
        </>
      )}
      <OfflineIndicatorSlot me={me} />
      {isCompact ? null : (
        <>
          <span className="top-bar-user">{me.name}</span>
          <button type="button" className="button button-quiet" onClick={handleLogOut} disabled={isLoggingOut}>
            <Icon name="logout" />
            Log out
          </button>
        </>
      )}
    </header>
  );
}

/** The top of the drawer on small screens: who is signed in, and 'Log out' (issue 27: not a big button in the top bar). */
export function DrawerAccount({ me }: { me: MeResponse }) {
  const { isLoggingOut, handleLogOut } = useLogOut();
  return (
    <div className="drawer-account">
      <p className="drawer-account-who">
        <span className="drawer-account-name">{me.name}</span>
        {me.agency ? <span className="drawer-account-agency">{me.agency.full_name}</span> : null}
      </p>
      <button type="button" className="button button-secondary drawer-account-logout" onClick={handleLogOut} disabled={isLoggingOut}>
        <Icon name="logout" />
        Log out
      </button>
    </div>
  );
}
