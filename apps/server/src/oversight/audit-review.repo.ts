import { AUDIT_KINDS, type AuditKind } from '@fieldbook/domain';
import type { Queryable } from '../db/database.ts';

export interface AuditFilters {
  from?: string | undefined;
  to?: string | undefined;
  kind?: AuditKind | undefined;
  actor?: string | undefined;
  target?: string | undefined;
}

export interface AuditRow {
  id: number;
  occurred_at: Date;
  action: string;
  outcome: 'success' | 'failure';
  actor_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
  target_id: string | null;
  target_name: string | null;
  target_email: string | null;
  source_ip: string | null;
  details: Record<string, unknown> | null;
}

/** One kind as SQL over `e.action` and `e.outcome`: exact names, and prefixes ending in '.'. */
function kindCondition(kind: AuditKind, param: (value: unknown) => string): string {
  if (kind === 'failures') return `e.outcome = 'failure'`;
  const actions: readonly string[] = AUDIT_KINDS[kind].actions;
  const exact = actions.filter((action) => !action.endsWith('.'));
  const prefixes = actions.filter((action) => action.endsWith('.')).map((prefix) => `${prefix.replaceAll('_', '\\_')}%`);
  const parts = [];
  if (exact.length > 0) parts.push(`e.action = any(${param(exact)}::text[])`);
  if (prefixes.length > 0) parts.push(`e.action like any(${param(prefixes)}::text[])`);
  return `(${parts.join(' or ')})`;
}

/**
 * A page of the agency's audit rows, newest first (keyset on id, `afterId` the last id of the page before). Days are
 * the agency's local days (`timeZone`). Actor and target are named only when they are users of this agency.
 */
export async function listAuditEvents(
  tx: Queryable,
  agencyId: string,
  timeZone: string,
  filters: AuditFilters,
  page: { afterId: number | null; limit: number },
): Promise<AuditRow[]> {
  const params: unknown[] = [agencyId];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = ['e.agency_id = $1'];
  if (filters.from) where.push(`e.occurred_at >= (${param(filters.from)}::date)::timestamp at time zone ${param(timeZone)}`);
  if (filters.to) where.push(`e.occurred_at < (${param(filters.to)}::date + 1)::timestamp at time zone ${param(timeZone)}`);
  if (filters.kind) where.push(kindCondition(filters.kind, param));
  if (filters.actor) where.push(`e.user_id = ${param(filters.actor)}::uuid`);
  if (filters.target) where.push(`e.object_id = ${param(filters.target)}::uuid`);
  if (page.afterId !== null) where.push(`e.id < ${param(page.afterId)}`);
  return tx.query<AuditRow>(
    `select e.id, e.occurred_at, e.action, e.outcome, e.user_id as actor_id, a.name as actor_name, a.email as actor_email,
            e.object_id as target_id, t.name as target_name, t.email as target_email, e.source_ip, e.details
       from audit_events e
       left join users a on a.id = e.user_id and a.agency_id = e.agency_id
       left join users t on t.id = e.object_id and t.agency_id = e.agency_id
      where ${where.join(' and ')}
      order by e.id desc
      limit ${param(page.limit)}`,
    params,
  );
}
