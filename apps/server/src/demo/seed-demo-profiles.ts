import { profileFromFiledReport, type StateConfiguration, toLocalDateTime } from '@fieldbook/domain';
import type { Queryable } from '../db/database.ts';
import { saveReportProfile } from '../report-profile/report-profile.repo.ts';
import type { ReportRow } from '../reports/reports.repo.ts';

/**
 * Each demo author's report details (issue 24) as filing their reports would have left them: the profile answers of
 * their latest report, saved on its day, so a demo officer's new report starts with years of experience and assignment.
 */
export async function insertDemoProfiles(
  tx: Queryable,
  agencyId: string,
  reports: readonly ReportRow[],
  configuration: StateConfiguration,
  timeZone: string,
): Promise<void> {
  const latest = new Map<string, ReportRow>();
  for (const report of reports) {
    const before = latest.get(report.author_id);
    if (!before || report.incident_date > before.incident_date) latest.set(report.author_id, report);
  }
  for (const [authorId, report] of latest) {
    const general = report.payload.general_information as Record<string, unknown>;
    const day = toLocalDateTime(new Date(report.incident_date), timeZone).date;
    const profile = profileFromFiledReport(null, general.state_related, configuration, day);
    if (profile) await saveReportProfile(tx, agencyId, authorId, profile);
  }
}
