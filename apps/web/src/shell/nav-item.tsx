import { NavLink } from 'react-router';
import { Icon, type IconName } from './icons.tsx';

interface NavItemProps {
  label: string;
  icon: IconName;
  isDisabled: boolean;
  isCollapsed: boolean;
  /** A count beside the label (issue 25: reports waiting for review), read with its words: '3 waiting for review'. */
  /** `shown`: the count as written when it is not the plain number ('1,000+'). */
  badge?: { count: number; text: string; shown?: string } | null | undefined;
}

function NavContent({ label, icon, badge }: Pick<NavItemProps, 'label' | 'icon' | 'badge'>) {
  return (
    <>
      <Icon name={icon} />
      <span className="nav-label">{label}</span>
      {badge && badge.count > 0 ? (
        <span className="nav-badge">
          {badge.shown ?? badge.count}
          <span className="visually-hidden"> {badge.text}</span>
        </span>
      ) : null}
    </>
  );
}

/** A navigation link; offline-disabled links stay visible but cannot be followed. */
export function NavItem({ to, onNavigate, ...props }: NavItemProps & { to: string; onNavigate?: (() => void) | undefined }) {
  const title = props.isCollapsed ? props.label : undefined;
  if (props.isDisabled) {
    return (
      // biome-ignore lint/a11y/useValidAnchor: a disabled link has no destination but keeps its role and name.
      <a className="nav-link" role="link" aria-disabled="true" title={title}>
        <NavContent label={props.label} icon={props.icon} badge={props.badge} />
      </a>
    );
  }
  return (
    <NavLink className="nav-link" to={to} title={title} onClick={onNavigate}>
      <NavContent label={props.label} icon={props.icon} badge={props.badge} />
    </NavLink>
  );
}

/** An entry that opens something in place (a tour, the survey) rather than a page. */
export function NavButton({ onPress, ...props }: NavItemProps & { onPress: () => void }) {
  return (
    <button
      type="button"
      className="nav-link"
      disabled={props.isDisabled}
      title={props.isCollapsed ? props.label : undefined}
      onClick={onPress}
    >
      <NavContent label={props.label} icon={props.icon} />
    </button>
  );
}

/** A link to another site, opened in a new tab. */
export function NavExternalLink({ href, ...props }: NavItemProps & { href: string }) {
  if (props.isDisabled) return <NavItem {...props} to={href} />;
  return (
    <a className="nav-link" href={href} target="_blank" rel="noopener noreferrer" title={props.isCollapsed ? props.label : undefined}>
      <NavContent label={props.label} icon={props.icon} />
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
