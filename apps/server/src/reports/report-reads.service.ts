import type { ReportView, ReviewView } from '@fieldbook/contract';
import { canAmendReport, canReviewReport, hasPermission, isChangeUnder, reportPartsHiddenFrom } from '@fieldbook/domain';
import { recordAuditEvent } from '../accounts/auth.repo.ts';
import type { Database } from '../db/database.ts';
import { withTenant } from '../db/tenant.ts';
import { agencyOf, type Caller } from '../http/authenticate.ts';
import { forbidden, notFound } from '../http/http-error.ts';
import { isSupervisorOf } from '../review/review.repo.ts';
import * as reads from './report-reads.repo.ts';

/**
 * Who may read a report: its author (self.reports.read), a listed officer (collaboration), the agency's readers, or a
 * reviewer of it (a supervisor of a group its author belongs to, issue 25).
 */
function canRead(caller: Caller, report: reads.ReportForReading, isReviewer: boolean): boolean {
  if (hasPermission(caller.role, 'agency.reports.read') || isReviewer) return true;
  if (report.author_id === caller.userId) return hasPermission(caller.role, 'self.reports.read');
  return report.collaborator_ids.includes(caller.userId) && hasPermission(caller.role, 'agency.reports.collaboration.read');
}

/** The report's review as its reader sees it: the return's note only for its author and those who may review it. */
function reviewOf(report: reads.ReportForReading, isNoteVisible: boolean): ReviewView {
  const isReturned = report.review_state === 'returned' && isNoteVisible;
  return {
    state: report.review_state,
    reviewed_by: report.reviewed_by,
    reviewed_at: report.reviewed_at?.toISOString() ?? null,
    note: isReturned ? report.review_note : null,
    fields: isReturned ? report.review_fields : [],
  };
}

export function createReportReads(db: Database) {
  /** Reads a report and audits the read (AU-2): a refused read too, with the address it came from. */
  async function getReport(caller: Caller, incidentNumber: string, at: Date | undefined, sourceIp: string): Promise<ReportView> {
    const agencyId = agencyOf(caller);
    const view = await withTenant(db, agencyId, async (tx) => {
      const report = await reads.findReportForReading(tx, agencyId, incidentNumber);
      if (!report) throw notFound();
      const supervises =
        report.author_id !== caller.userId &&
        hasPermission(caller.role, 'agency.reports.review') &&
        !hasPermission(caller.role, 'agency.reports.read') &&
        (await isSupervisorOf(tx, agencyId, caller.userId, report.author_id));
      const isReviewer = canReviewReport(
        { id: caller.userId, role: caller.role, supervisedMemberIds: new Set(supervises ? [report.author_id] : []) },
        report.author_id,
      );
      const audit = { action: 'report.read', userId: caller.userId, agencyId, objectId: report.id, sourceIp };
      // The refusal is recorded in this transaction, so it commits: the 403 is answered after it.
      if (!canRead(caller, report, isReviewer)) {
        await recordAuditEvent(tx, { ...audit, outcome: 'failure' });
        return null;
      }
      await recordAuditEvent(tx, { ...audit, outcome: 'success' });
      const payload = at ? await reads.findVersionPayload(tx, agencyId, report.id, at) : report.payload;
      if (!payload) throw notFound();
      const visible = { ...payload };
      // Complaints and investigations are for the agency's readers only (reports.md §6): in the versions' changes too.
      const hidden = reportPartsHiddenFrom(caller.role);
      for (const part of hidden) delete visible[part];
      const versions = await reads.listVersions(tx, agencyId, report.id);
      return {
        id: report.id,
        incident_number: report.incident_number,
        version: report.version,
        created_at: report.created_at.toISOString(),
        updated_at: report.updated_at.toISOString(),
        author: {
          id: report.author_id,
          name: report.author_name,
          officer_id: report.author_officer_id,
          title: report.author_title,
          role_priority: report.author_role_priority,
        },
        report: visible,
        versions: versions.map((version) => ({
          ...version,
          created_at: version.created_at.toISOString(),
          // Version 0 is the report as created: nothing changed from a version before it.
          changes: version.v === 0 ? [] : (version.changes?.filter((change) => !isChangeUnder(change, hidden)) ?? null),
        })),
        can_amend: canAmendReport(
          { id: caller.userId, role: caller.role },
          { authorId: report.author_id, authorRolePriority: report.author_role_priority },
        ),
        review: reviewOf(report, isReviewer || report.author_id === caller.userId),
        can_review: isReviewer && report.review_state === 'pending_review',
        doj: { status: report.doj_status, errors: report.doj_errors.map((error) => error.message) },
      };
    });
    if (!view) throw forbidden();
    return view;
  }

  return { getReport };
}
