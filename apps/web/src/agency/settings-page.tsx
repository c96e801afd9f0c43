import { type ComponentType, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../accounts/current-user-context.ts';
import { usePageTitle } from '../shell/use-page-title.ts';
import { AgencySection } from './settings/agency-section.tsx';
import { AreasSection } from './settings/areas-section.tsx';
import { BusinessCardSection } from './settings/business-card-section.tsx';
import { GroupsSection } from './settings/groups-section.tsx';
import { MembersSection } from './settings/members-section.tsx';
import { allowedSections, resolveSection, type SettingsSection } from './settings/settings-sections.ts';
import { SettingsTabs } from './settings/settings-tabs.tsx';
import { TagsSection } from './settings/tags-section.tsx';
import './settings/settings.css';

const SECTIONS: Record<SettingsSection, ComponentType> = {
  members: MembersSection,
  agency: AgencySection,
  business_card: BusinessCardSection,
  areas: AreasSection,
  groups: GroupsSection,
  tags: TagsSection,
};

/**
 * /app/settings?section=members|agency|business_card|areas|groups|tags (accounts.md §2.3): each section only for
 * the permission that changes it; a missing, unknown or refused section opens the first one the user may open.
 */
export default function SettingsPage() {
  const me = useCurrentUser();
  usePageTitle('Settings');
  const [params, setParams] = useSearchParams();
  const allowed = allowedSections(me);
  const requested = params.get('section');
  const section = resolveSection(requested, allowed);

  useEffect(() => {
    if (section && requested !== section) setParams({ section }, { replace: true });
  }, [requested, section, setParams]);

  const Section = section ? SECTIONS[section] : null;
  return (
    <div className="page settings-page">
      <h1 id="page-title" className="page-title">
        Settings
      </h1>
      {section && Section ? (
        <>
          <SettingsTabs sections={allowed} current={section} />
          <Section key={section} />
        </>
      ) : (
        <p className="empty-state">Your role has no agency settings to change. Your agency's owner and managers keep them.</p>
      )}
    </div>
  );
}
