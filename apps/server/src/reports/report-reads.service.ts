import type { ReportView } from '@fieldbook/contract';
import { canAmendReport, hasPermission } from '@fieldbook/domain';
import { recordAuditEvent } from '../accounts/auth.repo.ts';
import type { Database } from '../db/database.ts';
import { withTenant } from '../db/tenant.ts';
import { agencyOf, type Caller } from '../http/authenticate.ts';
import { forbidden, notFound } from '../http/http-error.ts';
import * as reads from './report-reads.repo.ts';

/** Who may read a report: its author (self.reports.read), a listed officer (collaboration), or the agency's readers. */
function canRead(caller: Caller, report: reads.ReportForReading): boolean {
  if (hasPermission(caller.role, 'agency.reports.read')) return true;
  if (report.author_id === caller.userId) return hasPermission(caller.role, 'self.reports.read');
  return report.collaborator_ids.includes(caller.userId) && hasPermission(caller.role, 'agency.reports.collaboration.read');
}

export function createReportReads(db: Database) {
  /** Reads a report and audits the read (AU-2): a refused read too, with the address it came from. */
  async function getReport(caller: Caller, incidentNumber: string, at: Date | undefined, sourceIp: string): Promise<ReportView> {
    const agencyId = agencyOf(caller);
    const view = await withTenant(db, agencyId, async (tx) => {
      const report = await reads.findReportForReading(tx, agencyId, incidentNumber);
      if (!report) throw notFound();
      const audit = { action: 'report.read', userId: caller.userId, agencyId, objectId: report.id, sourceIp };
      // The refusal is recorded in this transaction, so it commits: the 403 is answered after it.
      if (!canRead(caller, report)) {
        await recordAuditEvent(tx, { ...audit, outcome: 'failure' });
        return null;
      }
      await recordAuditEvent(tx, { ...audit, outcome: 'success' });
      const payload = at ? await reads.findVersionPayload(tx, agencyId, report.id, at) : report.payload;
      if (!payload) throw notFound();
      const visible = { ...payload };
      // Complaints and investigations are for the agency's readers only (reports.md §6).
      if (!hasPermission(caller.role, 'agency.reports.read')) {
        delete visible.complaints;
        delete visible.investigations;
      }
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
        versions: versions.map((version) => ({ ...version, created_at: version.created_at.toISOString() })),
        can_amend: canAmendReport(
          { id: caller.userId, role: caller.role },
          { authorId: report.author_id, authorRolePriority: report.author_role_priority },
        ),
      };
    });
    if (!view) throw forbidden();
    return view;
  }

  return { getReport };
}
