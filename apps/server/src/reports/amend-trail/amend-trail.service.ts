import { Readable } from 'node:stream';
import { AMEND_TRAIL_HEADERS, type AmendTrailQuery } from '@fieldbook/contract';
import { describeReportChange } from '@fieldbook/domain';
import { stringify } from 'csv-stringify';
import { recordAuditEvent } from '../../accounts/auth.repo.ts';
import type { Database } from '../../db/database.ts';
import { withTenant } from '../../db/tenant.ts';
import { agencyOf, type Caller } from '../../http/authenticate.ts';
import { csvSafe } from '../../lists/export-files.ts';
import { type AmendCursor, type AmendRow, listAmends } from './amend-trail.repo.ts';

const PAGE_SIZE = 500;

/** One CSV row per change of an amend; an amend recorded before changes were kept, or changing nothing shown, one row. */
function rowsOf(amend: AmendRow): (string | number | null)[][] {
  const base = [amend.incident_number, amend.version, amend.amended_at_local, amend.author_name, amend.officer_id, amend.reason ?? ''];
  const changes = amend.changes ?? [];
  if (changes.length === 0) return [[...base, amend.changes === null ? '(changes not recorded)' : '']];
  return changes.map((change) => [...base, describeReportChange(change)]);
}

/**
 * The amend trail of a period as CSV (issue 25): streamed by keyset pages so a year of amends keeps memory flat, every
 * cell safe from spreadsheet formulas, the export audited with its period (no personal data in the row).
 */
export function createAmendTrail(db: Database) {
  return {
    async exportCsv(caller: Caller, query: AmendTrailQuery): Promise<Readable> {
      const agencyId = agencyOf(caller);
      const period = { ...query, timeZone: caller.agency?.timezone ?? 'UTC' };
      await withTenant(db, agencyId, (tx) =>
        recordAuditEvent(tx, {
          action: 'reports.amend_trail.export',
          outcome: 'success',
          userId: caller.userId,
          agencyId,
          objectId: agencyId,
          sourceIp: caller.sourceIp,
          details: { from: query.from, to: query.to },
        }),
      );
      async function* rows() {
        yield [...AMEND_TRAIL_HEADERS];
        let after: AmendCursor = null;
        for (;;) {
          const page = await withTenant(db, agencyId, (tx) => listAmends(tx, agencyId, period, after, PAGE_SIZE));
          for (const amend of page) for (const row of rowsOf(amend)) yield row.map(csvSafe);
          const last = page.at(-1);
          if (!last || page.length < PAGE_SIZE) return;
          after = { createdAt: last.created_at, reportId: last.report_id, version: last.version };
        }
      }
      const source = Readable.from(rows());
      const csv = stringify({ bom: true });
      // A failed page ends the download with an error instead of leaving it hanging.
      source.on('error', (error) => csv.destroy(error));
      return source.pipe(csv);
    },
  };
}
