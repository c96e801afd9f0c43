import type { ReviewState } from '@fieldbook/domain';
import { countUpToLimit } from '../db/count-up-to-limit.ts';
import type { Queryable } from '../db/database.ts';
import { pageKeyOf } from '../http/keyset-cursor.ts';

/** The members of the groups `userId` supervises (group_supervisors x group_members). */
export async function listSupervisedMemberIds(db: Queryable, agencyId: string, userId: string): Promise<Set<string>> {
  const rows = await db.query<{ user_id: string }>(
    `select distinct m.user_id from group_supervisors s
       join group_members m on m.agency_id = s.agency_id and m.group_id = s.group_id
      where s.agency_id = $1 and s.user_id = $2`,
    [agencyId, userId],
  );
  return new Set(rows.map((row) => row.user_id));
}

/** Whether `supervisorId` supervises a group `memberId` belongs to. */
export async function isSupervisorOf(db: Queryable, agencyId: string, supervisorId: string, memberId: string): Promise<boolean> {
  const rows = await db.query(
    `select 1 from group_supervisors s
       join group_members m on m.agency_id = s.agency_id and m.group_id = s.group_id and m.user_id = $3
      where s.agency_id = $1 and s.user_id = $2 limit 1`,
    [agencyId, supervisorId, memberId],
  );
  return rows.length > 0;
}

export interface ReviewedReport {
  id: string;
  incident_number: string;
  author_id: string;
  author_email: string;
  version: number;
  review_state: ReviewState;
}

/**
 * The agency's reports with these incident numbers (any case), locked until the transaction ends, in id order (two
 * batches naming the same reports lock them in the same order, so they queue and never deadlock).
 */
export async function lockReportsForReview(db: Queryable, agencyId: string, incidentNumbers: readonly string[]): Promise<ReviewedReport[]> {
  return db.query<ReviewedReport>(
    `select r.id, r.incident_number, r.author_id, u.email as author_email, r.version, r.review_state
       from reports r join users u on u.id = r.author_id
      where r.agency_id = $1 and r.incident_number_key = any($2::text[])
      order by r.id for update of r`,
    [agencyId, incidentNumbers.map((number) => number.toLowerCase())],
  );
}

/** The report as stored now (what a return's fields are checked against). */
export async function readReportPayload(db: Queryable, agencyId: string, id: string): Promise<Record<string, unknown>> {
  const [row] = await db.query<{ payload: Record<string, unknown> }>('select payload from reports where agency_id = $1 and id = $2', [
    agencyId,
    id,
  ]);
  return row?.payload ?? {};
}

/**
 * Sets the review state of these reports (approve or return) and keeps the list facts that carry it in step: the
 * label rows and the quick-search row. The daily rollups are moved by the caller (`adjustDailyTotals`).
 */
export async function setReviewState(
  db: Queryable,
  agencyId: string,
  ids: readonly string[],
  review: { state: ReviewState; reviewerId: string; note: string | null; fields: readonly string[] },
): Promise<void> {
  await db.query(
    `with updated as (
       update reports set review_state = $3, reviewed_by = $4, reviewed_at = now(),
              review_note = coalesce($5, review_note), review_fields = case when $5::text is null then review_fields else $6::jsonb end
        where agency_id = $1 and id = any($2::uuid[]) returning id
     ), labels as (
       update report_labels set review_state = $3 where agency_id = $1 and report_id = any($2::uuid[])
     )
     update report_search set review_state = $3 where agency_id = $1 and report_id = any($2::uuid[])`,
    [agencyId, ids, review.state, review.reviewerId, review.note, JSON.stringify(review.fields)],
  );
}

export interface QueueFilter {
  agencyId: string;
  timeZone: string;
  /** Null: every report of the agency (managers, owners); else only those of these authors (a supervisor's members). */
  authorIds: string[] | null;
  /** Never the reviewer's own reports. */
  reviewerId: string;
  groupId?: string | undefined;
  officerId?: string | undefined;
  /** Report dates, calendar days in the agency's time zone, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

export interface QueueRow {
  id: string;
  incident_number: string;
  version: number;
  contact_type: string;
  incident_date: Date;
  review_submitted_at: Date;
  /** review_submitted_at to the microsecond, for the cursor. */
  page_key: string;
  author_id: string;
  author_name: string;
  author_officer_id: string;
  groups: { id: string; name: string }[];
}

function queueConditions(filter: QueueFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [filter.agencyId, filter.reviewerId];
  const conditions = ['r.agency_id = $1', "r.review_state = 'pending_review'", 'r.author_id <> $2'];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (filter.authorIds) conditions.push(`r.author_id = any(${param(filter.authorIds)}::uuid[])`);
  if (filter.officerId) conditions.push(`r.author_id = ${param(filter.officerId)}::uuid`);
  // The group's members read once (not per row), so the authors' index (migration 0045) answers.
  if (filter.groupId)
    conditions.push(
      `r.author_id = any(array(select g.user_id from group_members g where g.agency_id = $1 and g.group_id = ${param(filter.groupId)}::uuid))`,
    );
  if (filter.from || filter.to) {
    const zone = param(filter.timeZone);
    if (filter.from) conditions.push(`r.incident_date >= (${param(filter.from)}::date::timestamp at time zone ${zone})`);
    if (filter.to) conditions.push(`r.incident_date < ((${param(filter.to)}::date + 1)::timestamp at time zone ${zone})`);
  }
  return { where: conditions.join(' and '), params };
}

/**
 * A page of the queue, oldest first, keyset on (review_submitted_at, id): the partial index
 * reports_review_queue_idx holds only the pending reports, in that order.
 */
export async function listQueue(
  db: Queryable,
  filter: QueueFilter,
  page: { after: { at: string; id: string } | null; limit: number },
): Promise<QueueRow[]> {
  const { where, params } = queueConditions(filter);
  const after = page.after
    ? ` and (r.review_submitted_at, r.id) > ($${params.push(page.after.at)}::timestamptz, $${params.push(page.after.id)}::uuid)`
    : '';
  return db.query<QueueRow>(
    `select r.id, r.incident_number, r.version, r.contact_type, r.incident_date, r.review_submitted_at, r.author_id,
            ${pageKeyOf('r.review_submitted_at')} as page_key,
            u.name as author_name, u.officer_id as author_officer_id,
            coalesce((select json_agg(json_build_object('id', g.id, 'name', g.name) order by g.name)
                        from group_members m join groups g on g.agency_id = m.agency_id and g.id = m.group_id
                       where m.agency_id = r.agency_id and m.user_id = r.author_id), '[]') as groups
       from reports r join users u on u.id = r.author_id
      where ${where}${after}
      order by r.review_submitted_at, r.id limit $${params.push(page.limit)}`,
    params,
  );
}

/** How many reports the queue holds under this filter, counted up to REVIEW_COUNT_LIMIT (then it means 'at least'). */
export async function countQueue(db: Queryable, filter: QueueFilter): Promise<number> {
  const { where, params } = queueConditions(filter);
  return countUpToLimit(db, `select 1 from reports r where ${where}`, params);
}

export interface ReturnedRow {
  incident_number: string;
  version: number;
  contact_type: string;
  incident_date: Date;
  reviewed_at: Date;
  reviewer_name: string;
  review_note: string;
  review_fields: string[];
}

/** The author's returned reports, the latest return first. */
export async function listReturned(db: Queryable, agencyId: string, authorId: string): Promise<ReturnedRow[]> {
  return db.query<ReturnedRow>(
    `select r.incident_number, r.version, r.contact_type, r.incident_date, r.reviewed_at, coalesce(v.name, '') as reviewer_name,
            coalesce(r.review_note, '') as review_note, r.review_fields
       from reports r left join users v on v.id = r.reviewed_by
      where r.agency_id = $1 and r.author_id = $2 and r.review_state = 'returned'
      order by r.reviewed_at desc, r.id limit 500`,
    [agencyId, authorId],
  );
}

export async function countReturned(db: Queryable, agencyId: string, authorId: string): Promise<number> {
  const [row] = await db.query<{ count: number | string }>(
    `select count(*) as count from reports r where r.agency_id = $1 and r.author_id = $2 and r.review_state = 'returned'`,
    [agencyId, authorId],
  );
  return Number(row?.count ?? 0);
}

/** The agency's members among these ids. */
export async function findAgencyMemberIds(db: Queryable, agencyId: string, userIds: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ id: string }>('select id from users where agency_id = $1 and id = any($2::uuid[])', [agencyId, userIds]);
  return rows.map((row) => row.id);
}

/** Replaces who supervises a group; false when the agency has no such group. */
export async function replaceGroupSupervisors(
  db: Queryable,
  agencyId: string,
  groupId: string,
  userIds: readonly string[],
): Promise<boolean> {
  const groups = await db.query('select 1 from groups where agency_id = $1 and id = $2 for update', [agencyId, groupId]);
  if (groups.length === 0) return false;
  await db.query('delete from group_supervisors where agency_id = $1 and group_id = $2', [agencyId, groupId]);
  if (userIds.length > 0)
    await db.query(
      'insert into group_supervisors (agency_id, group_id, user_id) select $1, $2, unnest($3::uuid[]) on conflict do nothing',
      [agencyId, groupId, userIds],
    );
  return true;
}

/**
 * The agency's reports still waiting for review or returned, locked in id order (as lockReportsForReview), for
 * switching review off: with review off nothing waits, so they are approved.
 */
export async function lockUnsettledReports(db: Queryable, agencyId: string): Promise<{ id: string; version: number }[]> {
  return db.query<{ id: string; version: number }>(
    `select id, version from reports where agency_id = $1 and review_state in ('pending_review', 'returned') order by id for update`,
    [agencyId],
  );
}

export async function setAgencyReviewRequired(db: Queryable, agencyId: string, isRequired: boolean): Promise<void> {
  await db.query('update agencies set review_required = $2 where id = $1', [agencyId, isRequired]);
}
