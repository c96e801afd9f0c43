import type { MeResponse } from '@fieldbook/contract';
import { useLogOut } from '../accounts/use-log-out.ts';
import { OfflineIndicatorSlot } from '../offline/offline-indicator-slot.tsx';
import { productName } from './brand.ts';
import { Icon } from './icons.tsx';

interface TopBarProps {
  me: MeResponse;
  /** Present on small screens, where the navigation is a drawer. */
  onOpenNavigation?: (() => void) | undefined;
}

/** The top bar: navigation button (small screens), brand, agency, user and Log out. */
export function TopBar({ me, onOpenNavigation }: TopBarProps) {
  const { isLoggingOut, handleLogOut } = useLogOut();
  return (
    <header className="top-bar">
      {onOpenNavigation ? (
        <button type="button" className="icon-button" aria-haspopup="dialog" onClick={onOpenNavigation}>
          <Icon name="menu" />
          <span className="visually-hidden">Open navigation</span>
        </button>
      ) : null}
      <span className="top-bar-brand">
        <Icon name="logo" className="brand-mark" />
        <span>{productName()}</span>
      </span>
      {me.agency ? <span className="top-bar-agency">{me.agency.full_name}</span> : null}
      <span className="top-bar-spacer" />
      <OfflineIndicatorSlot me={me} />
      <span className="top-bar-user">{me.name}</span>
      <button type="button" className="button button-quiet" onClick={handleLogOut} disabled={isLoggingOut}>
        <Icon name="logout" />
        Log out
      </button>
    </header>
  );
}
