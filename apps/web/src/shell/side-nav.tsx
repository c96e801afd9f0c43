import type { MeResponse } from '@fieldbook/contract';
import { useLocation } from 'react-router';
import { canUseDevicePin } from '../accounts/offline-unlock/can-use-device-pin.ts';
import { DEVICE_PIN_PATH } from '../accounts/offline-unlock/device-pin-path.ts';
import { REPORT_DETAILS_PATH } from '../accounts/report-details/report-details-texts.ts';
import { useReportDetailsConfig } from '../accounts/report-details/report-profile.api.ts';
import { canSeeOwnAlerts, MY_ALERTS_PATH, MY_ALERTS_TITLE } from '../early-intervention/ei-format.ts';
import { useEiBadge } from '../early-intervention/use-ei-badge.ts';
import { useReviewBadges } from '../review/use-review-badges.ts';
import { WorkspaceNavChildren } from '../workspaces/workspace-nav-children.tsx';
import { Icon } from './icons.tsx';
import { NavButton, NavExternalLink, NavItem } from './nav-item.tsx';
import { canTakeFeatureTours, SUPPORT_URL, visibleNavLinks } from './nav-links.ts';
import { PHONE_QUERY, useMediaQuery } from './use-media-query.ts';
import { useOnline } from './use-online.ts';

export const SIDE_NAV_ID = 'side-nav';

interface SideNavProps {
  me: MeResponse;
  isCollapsed: boolean;
  /** Absent in the drawer, which does not collapse. */
  onToggleCollapsed?: (() => void) | undefined;
  /** Called when a link is chosen (the drawer closes). */
  onNavigate?: (() => void) | undefined;
  onOpenTours: () => void;
  onOpenFeedback: () => void;
}

/** The side navigation of accounts.md §2.4: links by permission, bottom links, the collapse toggle. */
export function SideNav({ me, isCollapsed, onToggleCollapsed, onNavigate, onOpenTours, onOpenFeedback }: SideNavProps) {
  const { pathname } = useLocation();
  const isOnline = useOnline();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const common = { isCollapsed, isDisabled: !isOnline };
  // 'Report details' only where the state form asks about the officer (issue 24: California).
  const hasReportDetails = useReportDetailsConfig(me) !== null;
  const eiBadge = useEiBadge(me, isOnline);
  const badges = { ...useReviewBadges(me, isOnline), ...(eiBadge ? { earlyIntervention: eiBadge } : {}) };

  return (
    <nav id={SIDE_NAV_ID} className="side-nav" aria-label="Main">
      <ul className="nav-list">
        {visibleNavLinks(me, pathname).map((link) => (
          <li key={link.area}>
            <NavItem
              isCollapsed={isCollapsed}
              isDisabled={!isOnline && !link.isOfflineCapable}
              label={link.label}
              icon={link.icon}
              to={link.to}
              badge={badges[link.area]}
              onNavigate={onNavigate}
            />
            <WorkspaceNavChildren
              parentTo={link.to}
              parentLabel={link.label}
              isCollapsed={isCollapsed}
              isDisabled={!isOnline}
              onNavigate={onNavigate}
            />
          </li>
        ))}
      </ul>
      <ul className="nav-list nav-bottom">
        <li>
          <NavItem {...common} label="Settings" icon="settings" to="/app/settings" onNavigate={onNavigate} />
        </li>
        <li>
          <NavItem {...common} label="Your sessions" icon="sessions" to="/app/account/sessions" onNavigate={onNavigate} />
        </li>
        <li>
          <NavItem {...common} label="Two-step verification" icon="twoStep" to="/app/account/two-step" onNavigate={onNavigate} />
        </li>
        {hasReportDetails ? (
          <li>
            <NavItem {...common} label="Report details" icon="reportDetails" to={REPORT_DETAILS_PATH} onNavigate={onNavigate} />
          </li>
        ) : null}
        {canSeeOwnAlerts(me) ? (
          <li>
            <NavItem {...common} label={MY_ALERTS_TITLE} icon="earlyIntervention" to={MY_ALERTS_PATH} onNavigate={onNavigate} />
          </li>
        ) : null}
        {canUseDevicePin(me) ? (
          <li>
            <NavItem {...common} label="Offline unlock" icon="offlineUnlock" to={DEVICE_PIN_PATH} onNavigate={onNavigate} />
          </li>
        ) : null}
        {canTakeFeatureTours(me, isPhone) ? (
          <li>
            <NavButton {...common} label="Feature Tours" icon="tours" onPress={onOpenTours} />
          </li>
        ) : null}
        <li>
          <NavButton {...common} label="Feedback" icon="feedback" onPress={onOpenFeedback} />
        </li>
        <li>
          <NavExternalLink {...common} label="Support" icon="support" href={SUPPORT_URL} />
        </li>
      </ul>
      {onToggleCollapsed ? (
        <button
          type="button"
          className="nav-link nav-collapse"
          aria-expanded={!isCollapsed}
          aria-controls={SIDE_NAV_ID}
          onClick={onToggleCollapsed}
        >
          <Icon name={isCollapsed ? 'expand' : 'collapse'} />
          <span className="nav-label">{isCollapsed ? 'Expand navigation' : 'Collapse navigation'}</span>
        </button>
      ) : null}
    </nav>
  );
}
