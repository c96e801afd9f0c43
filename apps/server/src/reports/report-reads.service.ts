import type { ReportListResponse, ReportView } from '@fieldbook/contract';
import { canAmendReport, hasPermission } from '@fieldbook/domain';
import type { Database } from '../db/database.ts';
import { withTenant } from '../db/tenant.ts';
import { agencyOf, type Caller } from '../http/authenticate.ts';
import { badRequest, forbidden, notFound } from '../http/http-error.ts';
import * as reads from './report-reads.repo.ts';

/** Who may read a report: its author (self.reports.read), a listed officer (collaboration), or the agency's readers. */
function canRead(caller: Caller, report: reads.ReportForReading): boolean {
  if (hasPermission(caller.role, 'agency.reports.read')) return true;
  if (report.author_id === caller.userId) return hasPermission(caller.role, 'self.reports.read');
  return report.collaborator_ids.includes(caller.userId) && hasPermission(caller.role, 'agency.reports.collaboration.read');
}

const encodeCursor = (date: Date, id: string) => Buffer.from(JSON.stringify([date.toISOString(), id])).toString('base64url');
function decodeCursor(cursor: string | undefined): { date: string; id: string } | null {
  if (!cursor) return null;
  try {
    const [date, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof date !== 'string' || Number.isNaN(Date.parse(date)) || typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id))
      throw new Error();
    return { date, id };
  } catch {
    throw badRequest('INVALID_CURSOR');
  }
}

export function createReportReads(db: Database) {
  async function getReport(caller: Caller, incidentNumber: string, at: Date | undefined): Promise<ReportView> {
    const agencyId = agencyOf(caller);
    return withTenant(db, agencyId, async (tx) => {
      const report = await reads.findReportForReading(tx, agencyId, incidentNumber);
      if (!report) throw notFound();
      if (!canRead(caller, report)) throw forbidden();
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
  }

  async function listMine(
    caller: Caller,
    query: { limit: number; sort_by: 'newest' | 'oldest'; cursor?: string | undefined },
    path: string,
    fromPublicApiOnly: boolean,
  ): Promise<ReportListResponse> {
    const agencyId = agencyOf(caller);
    const after = decodeCursor(query.cursor);
    const rows = await withTenant(db, agencyId, (tx) =>
      reads.listAuthorReports(tx, {
        agencyId,
        authorId: caller.userId,
        newestFirst: query.sort_by === 'newest',
        limit: query.limit + 1,
        after,
        fromPublicApiOnly,
      }),
    );
    const page = rows.slice(0, query.limit);
    const last = page[page.length - 1];
    const next =
      rows.length > query.limit && last
        ? `${path}?limit=${query.limit}&sort_by=${query.sort_by}&cursor=${encodeCursor(last.cursor_date, last.id)}`
        : null;
    return { items: page.map(({ cursor_date: _cursor, ...item }) => item), links: { next } };
  }

  return { getReport, listMine };
}
