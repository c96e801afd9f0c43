import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../accounts/current-user-context.ts';
import { PopulationSection } from '../analytics/population-section.tsx';
import { DojSubmissionSection } from '../doj-submissions/doj-settings-section.tsx';
import { EarlyInterventionSection } from '../early-intervention/ei-settings-section.tsx';
import { AuditLogSection } from '../oversight/audit-log-section.tsx';
import { NoticeSection } from '../oversight/notice-section.tsx';
import { PageLoadsSection } from '../page-metrics/page-loads-section.tsx';
import { OffenseCodesSection } from '../reports/doj/offense-codes-section.tsx';
import { PageLoading } from '../shell/page-loading.tsx';
import { usePageTitle } from '../shell/use-page-title.ts';
import { subscriptionsSummaryQueryOptions } from '../workspaces/workspaces.api.ts';
import { WorkspacesSection } from '../workspaces/workspaces-section.tsx';
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
  system_notice: NoticeSection,
  audit_log: AuditLogSection,
  workspaces: WorkspacesSection,
  page_loads: PageLoadsSection,
  early_intervention: EarlyInterventionSection,
  doj_submission: DojSubmissionSection,
  doj_offense_codes: OffenseCodesSection,
  population: PopulationSection,
};

/**
 * /app/settings?section=members|agency|business_card|areas|groups|tags (accounts.md §2.3): each section only for
 * the permission that changes it; a missing, unknown or refused section opens the first one the user may open.
 */
export default function SettingsPage() {
  const me = useCurrentUser();
  usePageTitle('Settings');
  const [params, setParams] = useSearchParams();
  const summary = useQuery(subscriptionsSummaryQueryOptions());
  const allowed = allowedSections(me, { hasWorkspaces: Boolean(summary.data?.appPlan.nexus) });
  const requested = params.get('section');
  const section = resolveSection(requested, allowed);
  // ?section=workspaces waits for the subscriptions summary rather than falling back to another section.
  const isWaiting = requested === 'workspaces' && summary.isPending;

  useEffect(() => {
    if (!isWaiting && section && requested !== section) setParams({ section }, { replace: true });
  }, [isWaiting, requested, section, setParams]);

  if (isWaiting) return <PageLoading />;

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
