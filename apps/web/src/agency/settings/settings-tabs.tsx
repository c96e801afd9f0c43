import { Link } from 'react-router';
import { SECTION_LABELS, type SettingsSection } from './settings-sections.ts';

interface SettingsTabsProps {
  sections: readonly SettingsSection[];
  current: SettingsSection;
}

/** The sections the user may open, as links (?section=...): the current one marked for screen readers. */
export function SettingsTabs({ sections, current }: SettingsTabsProps) {
  return (
    <nav className="settings-tabs" aria-label="Settings sections">
      <ul>
        {sections.map((section) => (
          <li key={section}>
            <Link
              to={{ search: `?section=${section}` }}
              className={section === current ? 'settings-tab is-current' : 'settings-tab'}
              aria-current={section === current ? 'page' : undefined}
              data-settings-tab={section}
            >
              {SECTION_LABELS[section]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
