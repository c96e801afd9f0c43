import type { CitizenSubmission } from '@fieldbook/contract';
import type { CitizenSubmissionStatus, CountedEvent } from '@fieldbook/domain';
import { countUpToLimit } from '../db/count-up-to-limit.ts';
import type { Queryable } from '../db/database.ts';

/** Citizen submissions as the intake list and early intervention read them (issue 28). Tenant queries, by agency. */

const day = (value: unknown): string => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));
const iso = (value: unknown): string => new Date(value as string).toISOString();

interface SubmissionRow {
  id: string;
  kind: CitizenSubmission['kind'];
  status: CitizenSubmissionStatus;
  received_at: unknown;
  body: string;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  incident_number: string;
  officer_id: string | null;
  officer_name: string | null;
  officer_badge: string | null;
  decided_by_name: string | null;
  decided_at: unknown;
  decision_note: string | null;
}

const SELECT = `select s.id, s.kind, s.status, s.received_at, s.body, s.contact_name, s.contact_email, s.contact_phone,
       r.incident_number, s.officer_id, o.name as officer_name, o.officer_id as officer_badge,
       d.name as decided_by_name, s.decided_at, s.decision_note
  from citizen_submissions s
  join reports r on r.agency_id = s.agency_id and r.id = s.report_id
  left join users o on o.id = s.officer_id
  left join users d on d.id = s.decided_by`;

function toSubmission(row: SubmissionRow): CitizenSubmission {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    received_at: iso(row.received_at),
    text: row.body,
    contact: { name: row.contact_name, email: row.contact_email, phone: row.contact_phone },
    incident_number: row.incident_number,
    officer:
      row.officer_id && row.officer_name !== null
        ? { id: row.officer_id, name: row.officer_name, officer_id: row.officer_badge ?? '' }
        : null,
    decision: row.decided_at ? { by: row.decided_by_name, at: iso(row.decided_at), note: row.decision_note } : null,
  };
}

/** The intake list: the agency's submissions in one status, oldest first (the first 200). */
export async function listSubmissions(db: Queryable, agencyId: string, status: CitizenSubmissionStatus): Promise<CitizenSubmission[]> {
  const rows = await db.query<SubmissionRow>(`${SELECT} where s.agency_id = $1 and s.status = $2 order by s.received_at, s.id limit 200`, [
    agencyId,
    status,
  ]);
  return rows.map(toSubmission);
}

/** How many submissions wait as received, not reviewed, counted up to REVIEW_COUNT_LIMIT (citizen_submissions_list_idx). */
export async function countReceived(db: Queryable, agencyId: string): Promise<number> {
  return countUpToLimit(db, `select 1 from citizen_submissions where agency_id = $1 and status = 'received'`, [agencyId]);
}

export async function readSubmission(db: Queryable, agencyId: string, id: string, lock = false): Promise<CitizenSubmission | null> {
  const [row] = await db.query<SubmissionRow>(`${SELECT} where s.agency_id = $1 and s.id = $2${lock ? ' for update of s' : ''}`, [
    agencyId,
    id,
  ]);
  return row ? toSubmission(row) : null;
}

export async function decideSubmission(
  db: Queryable,
  agencyId: string,
  id: string,
  decision: { status: 'accepted' | 'dismissed'; by: string; note: string },
): Promise<void> {
  await db.query(
    `update citizen_submissions set status = $3, decided_by = $4, decided_at = now(), decision_note = $5
      where agency_id = $1 and id = $2 and status = 'received'`,
    [agencyId, id, decision.status, decision.by, decision.note],
  );
}

/** An accepted citizen submission as early intervention counts and shows it: the officer, the day, the report. */
export interface AcceptedSubmission extends CountedEvent {
  incidentNumber: string;
}

/**
 * Accepted submissions of `kind` received in [from, to] (days in the agency's time zone), for every officer or one.
 * Nothing of the citizen (text, name, contact) is read: what the officer's profile shows cannot carry it.
 */
export async function listAcceptedSubmissions(
  db: Queryable,
  agencyId: string,
  kind: CitizenSubmission['kind'],
  range: { from: string; to: string; officerId?: string | null },
): Promise<AcceptedSubmission[]> {
  const rows = await db.query<{ id: string; officer_id: string; received_on: unknown; incident_number: string }>(
    `select s.id, s.officer_id, (s.received_at at time zone a.timezone)::date as received_on, r.incident_number
       from citizen_submissions s
       join agencies a on a.id = s.agency_id
       join reports r on r.agency_id = s.agency_id and r.id = s.report_id
      where s.agency_id = $1 and s.status = 'accepted' and s.kind = $2 and s.officer_id is not null
        and ($5::uuid is null or s.officer_id = $5)
        and (s.received_at at time zone a.timezone)::date between $3 and $4
      order by s.received_at, s.id`,
    [agencyId, kind, range.from, range.to, range.officerId ?? null],
  );
  return rows.map((row) => ({
    id: `citizen:${row.id}`,
    officerId: row.officer_id,
    indicator: 'citizen_complaints',
    occurredOn: day(row.received_on),
    incidentNumber: row.incident_number,
  }));
}
