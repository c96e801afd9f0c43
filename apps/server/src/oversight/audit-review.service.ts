import { Readable } from 'node:stream';
import type { AuditEventPage, AuditEventView } from '@fieldbook/contract';
import { AUDIT_PAGE_SIZE } from '@fieldbook/domain';
import { stringify } from 'csv-stringify';
import { recordAuditEvent } from '../accounts/auth.repo.ts';
import type { Database } from '../db/database.ts';
import { withTenant } from '../db/tenant.ts';
import { agencyOf, type Caller } from '../http/authenticate.ts';
import { csvSafe } from '../lists/export-files.ts';
import { type AuditFilters, type AuditRow, listAuditEvents } from './audit-review.repo.ts';

const EXPORT_PAGE_SIZE = 1000;
export const AUDIT_CSV_HEADERS = [
  'Time (UTC)',
  'Action',
  'Outcome',
  'Actor',
  'Actor email',
  'Actor id',
  'Target',
  'Target email',
  'Target id',
  'Address',
  'Details',
];

const person = (id: string | null, name: string | null, email: string | null) => (id ? { id, name, email } : null);

function toView(row: AuditRow): AuditEventView {
  return {
    id: String(row.id),
    occurred_at: row.occurred_at.toISOString(),
    action: row.action,
    outcome: row.outcome,
    actor: person(row.actor_id, row.actor_name, row.actor_email),
    target: person(row.target_id, row.target_name, row.target_email),
    source_ip: row.source_ip,
    details: row.details,
  };
}

function toCsvRow(row: AuditRow): (string | null)[] {
  const cells = [
    row.occurred_at.toISOString(),
    row.action,
    row.outcome,
    row.actor_name,
    row.actor_email,
    row.actor_id,
    row.target_name,
    row.target_email,
    row.target_id,
    row.source_ip,
    row.details ? JSON.stringify(row.details) : null,
  ];
  return cells.map((cell) => csvSafe(cell) as string | null);
}

/** The query string of the page after `last` with the same filters. */
function nextLink(filters: AuditFilters, limit: number, last: AuditRow): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, String(value));
  if (limit !== AUDIT_PAGE_SIZE.default) query.set('limit', String(limit));
  query.set('after', String(last.id));
  return `/api/agency/audit-events?${query}`;
}

const withoutEmpty = (filters: AuditFilters) => Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));

/**
 * Audit review (CJIS AU-6) for owners and managers: the agency's rows by filters and pages, and the same as CSV. Reading
 * the log's first page and exporting it are themselves audited (AU-2: access to the audit log).
 */
export function createAuditReview(db: Database) {
  return {
    async page(caller: Caller, filters: AuditFilters, page: { after?: string | undefined; limit: number }, sourceIp: string) {
      const agencyId = agencyOf(caller);
      const timeZone = caller.agency?.timezone ?? 'UTC';
      return withTenant(db, agencyId, async (tx): Promise<AuditEventPage> => {
        if (!page.after) {
          const audit = {
            action: 'audit.read',
            outcome: 'success' as const,
            userId: caller.userId,
            agencyId,
            objectId: agencyId,
            sourceIp,
          };
          await recordAuditEvent(tx, { ...audit, details: withoutEmpty(filters) });
        }
        const rows = await listAuditEvents(tx, agencyId, timeZone, filters, {
          afterId: page.after ? Number(page.after) : null,
          limit: page.limit + 1,
        });
        const items = rows.slice(0, page.limit);
        const last = items.at(-1);
        return { items: items.map(toView), links: { next: rows.length > page.limit && last ? nextLink(filters, page.limit, last) : null } };
      });
    },

    /** The export's audit row is written first, then the rows stream page by page (one short transaction each). */
    async exportCsv(caller: Caller, filters: AuditFilters, sourceIp: string): Promise<Readable> {
      const agencyId = agencyOf(caller);
      const timeZone = caller.agency?.timezone ?? 'UTC';
      await withTenant(db, agencyId, (tx) =>
        recordAuditEvent(tx, {
          action: 'audit.export',
          outcome: 'success',
          userId: caller.userId,
          agencyId,
          objectId: agencyId,
          sourceIp,
          details: withoutEmpty(filters),
        }),
      );
      async function* rows() {
        yield AUDIT_CSV_HEADERS;
        let afterId: number | null = null;
        for (;;) {
          const pageRows = await withTenant(db, agencyId, (tx) =>
            listAuditEvents(tx, agencyId, timeZone, filters, { afterId, limit: EXPORT_PAGE_SIZE }),
          );
          for (const row of pageRows) yield toCsvRow(row);
          const last = pageRows.at(-1);
          if (!last || pageRows.length < EXPORT_PAGE_SIZE) return;
          afterId = last.id;
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
