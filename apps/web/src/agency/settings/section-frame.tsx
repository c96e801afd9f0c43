import type { ReactNode } from 'react';
import { type SettingsSection, sectionElementId } from './settings-sections.ts';

interface SectionFrameProps {
  section: SettingsSection;
  title: string;
  description?: string;
  /** The section's main action, e.g. 'New Tag'. */
  action?: ReactNode;
  /** What the last change did, read out politely ('Tag saved.'). */
  status?: string;
  children: ReactNode;
}

/** One settings section: its heading, main action and a live status line; its id is what tours point at. */
export function SectionFrame({ section, title, description, action, status = '', children }: SectionFrameProps) {
  const titleId = `${sectionElementId(section)}-title`;
  return (
    <section id={sectionElementId(section)} data-settings-section={section} className="settings-section" aria-labelledby={titleId}>
      <header className="settings-section-header">
        <div>
          <h2 id={titleId} className="settings-section-title">
            {title}
          </h2>
          {description ? <p className="page-hint">{description}</p> : null}
        </div>
        {action}
      </header>
      <p className="settings-status" role="status" aria-live="polite">
        {status}
      </p>
      {children}
    </section>
  );
}
