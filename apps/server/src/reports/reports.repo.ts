import { createHash } from 'node:crypto';
import {
  type DojStatus,
  deriveReportListFacts,
  newPublicToken,
  PRODUCT_VERSION,
  type ReportChange,
  type ReportListFacts,
  type ReviewState,
  type StateConfiguration,
} from '@fieldbook/domain';
import { ANALYTICS_FACTS_VERSION, writeAnalyticsFacts } from '../analytics/analytics-facts.repo.ts';
import type { Queryable } from '../db/database.ts';
import { adjustDailyTotals, REPORT_LIST_COLUMNS, reportListColumnValues, writeListFacts } from '../lists/report-list-facts.repo.ts';

export interface ReportRow {
  id: string;
  incident_number: string;
  author_id: string;
  contact_type: string;
  incident_date: string;
  payload: Record<string, unknown>;
  collaborator_ids?: string[];
}

/** A stable fingerprint of a payload, to tell a retried upload from a different report with the same id. */
export function hashPayload(payload: unknown): string {
  return createHash('sha256').update(JSON.stringify(payload)).digest('hex');
}

/**
 * Inserts many new reports of one agency, each with its version 0 and its list facts, in a fixed number of statements.
 * Used by the demo seed and bench/; the create endpoint goes through the same tables.
 */
export async function insertReportBatch(
  db: Queryable,
  agencyId: string,
  reports: readonly ReportRow[],
  configuration: StateConfiguration,
): Promise<void> {
  if (reports.length === 0) return;
  const rows = JSON.stringify(
    reports.map((report) => ({ ...report, payload_hash: hashPayload(report.payload), collaborator_ids: report.collaborator_ids ?? [] })),
  );
  await db.query(
    `insert into reports (agency_id, id, incident_number, author_id, contact_type, incident_date, payload, created_payload_hash, collaborator_ids,
                          created_at, updated_at, public_token)
     select $1, id, incident_number, author_id, contact_type, incident_date, payload, payload_hash,
            array(select jsonb_array_elements_text(collaborator_ids))::uuid[], incident_date, incident_date, coalesce(payload ->> 'public_token', id::text)
       from jsonb_to_recordset($2::jsonb)
         as r(id uuid, incident_number text, author_id uuid, contact_type text, incident_date timestamptz, payload jsonb, payload_hash text,
              collaborator_ids jsonb)`,
    [agencyId, rows],
  );
  await db.query(
    `insert into report_versions (agency_id, report_id, version, author_id, payload, created_in_version, created_at)
     select $1, id, 0, author_id, payload, $3, incident_date
       from jsonb_to_recordset($2::jsonb) as r(id uuid, author_id uuid, payload jsonb, incident_date timestamptz)`,
    [agencyId, rows, PRODUCT_VERSION],
  );
  await writeListFacts(
    db,
    agencyId,
    reports.map((report) => ({
      id: report.id,
      authorId: report.author_id,
      incidentDate: report.incident_date,
      facts: deriveReportListFacts(report.payload, configuration),
    })),
  );
  await adjustDailyTotals(
    db,
    agencyId,
    reports.map((report) => report.id),
  );
  await writeAnalyticsFacts(
    db,
    agencyId,
    reports.map((report) => ({ id: report.id, authorId: report.author_id, payload: report.payload })),
    configuration,
  );
}

export interface StoredReport {
  id: string;
  incident_number: string;
  author_id: string;
  author_role_priority: number;
  version: number;
  payload: Record<string, unknown>;
  created_payload_hash: string;
  created_at: Date;
  updated_at: Date;
  review_state: ReviewState;
  /** Submission to the California DOJ (issue 26): an accepted stop's amend needs a reason. */
  doj_status: DojStatus;
}

const STORED_COLUMNS = `r.id, r.incident_number, r.author_id, ar.priority as author_role_priority, r.version, r.payload, r.created_payload_hash,
  r.created_at, r.updated_at, r.review_state, r.doj_status`;

export async function findReportById(db: Queryable, agencyId: string, id: string): Promise<StoredReport | undefined> {
  const [row] = await db.query<StoredReport>(
    `select ${STORED_COLUMNS} from reports r join users au on au.id = r.author_id join roles ar on ar.id = au.role_id
      where r.agency_id = $1 and r.id = $2`,
    [agencyId, id],
  );
  return row;
}

/**
 * The report of agency `$1` with incident number `$2` in any case (issue 24): an equality on the stored lower-case key, which
 * the unique index serves under row-level security. Numbers stored before migration 0037 may differ only by case: the
 * one spelled as asked comes first, then the first stored.
 */
export const INCIDENT_NUMBER_MATCH = `r.agency_id = $1 and r.incident_number_key = lower($2)`;
export const INCIDENT_NUMBER_ORDER = `order by r.incident_number = $2 desc, r.incident_number_clash limit 1`;

/** The report with this incident number (any case), locked until the transaction ends (amends queue behind each other). */
export async function lockReportByIncidentNumber(
  db: Queryable,
  agencyId: string,
  incidentNumber: string,
): Promise<StoredReport | undefined> {
  const [row] = await db.query<StoredReport>(
    `select ${STORED_COLUMNS} from reports r join users au on au.id = r.author_id join roles ar on ar.id = au.role_id
      where ${INCIDENT_NUMBER_MATCH} ${INCIDENT_NUMBER_ORDER} for update of r`,
    [agencyId, incidentNumber],
  );
  return row;
}

/** Whether another report of the agency has this incident number in any case. */
export async function isIncidentNumberTaken(db: Queryable, agencyId: string, incidentNumber: string, exceptId: string): Promise<boolean> {
  const rows = await db.query(`select 1 from reports r where ${INCIDENT_NUMBER_MATCH} and r.id <> $3 limit 1`, [
    agencyId,
    incidentNumber,
    exceptId,
  ]);
  return rows.length > 0;
}

/**
 * After an amend gave a report another incident number: if its old number's key still has reports stored before
 * migration 0037 (numbers that differed only by case), the first of them takes clash 0, so the unique index keeps
 * refusing a new report with that number in any case.
 */
export async function holdIncidentNumberKey(db: Queryable, agencyId: string, oldNumber: string): Promise<void> {
  await db.query(
    `update reports set incident_number_clash = 0
      where agency_id = $1 and incident_number_clash > 0
        and id = (select r.id from reports r where ${INCIDENT_NUMBER_MATCH} order by r.incident_number_clash limit 1)`,
    [agencyId, oldNumber],
  );
}

export interface NewReport {
  id: string;
  incidentNumber: string;
  authorId: string;
  contactType: string;
  incidentDate: string;
  payload: Record<string, unknown>;
  /** The fingerprint of what the device sent (a retry is told by it); the stored payload's when not given. */
  submittedHash?: string;
  collaboratorIds: string[];
  /** Its list facts: the row is written with them (and both facts versions), not updated after. */
  listFacts: ReportListFacts;
  /** Its review state (issue 25); entering pending_review stamps review_submitted_at. */
  reviewState: ReviewState;
}

/**
 * The facts columns a report row is written with, after its own nine: the list columns, the analytics version, and the
 * review state with when it entered review (now when pending, else as it was), to the millisecond: the queue's keyset
 * cursor carries it as an ISO instant, and a microsecond more would never let the page move past its last row.
 */
const FACTS_COLUMNS = `${REPORT_LIST_COLUMNS}, analytics_facts_version, review_state, review_submitted_at`;
const factsValues = (report: Pick<NewReport, 'listFacts' | 'reviewState'>) => [
  ...reportListColumnValues(report.listFacts),
  ANALYTICS_FACTS_VERSION,
  report.reviewState,
];
/** The placeholders of `factsValues` from $first: review_submitted_at is now() when the state written is pending. */
const factsPlaceholders = (count: number, first: number, submittedBefore: string) => {
  const placeholders = Array.from({ length: count }, (_, index) => `$${index + first}`);
  const state = placeholders[count - 1];
  return [...placeholders, `case when ${state} = 'pending_review' then date_trunc('milliseconds', now()) else ${submittedBefore} end`].join(
    ', ',
  );
};

/**
 * Inserts a new report with its version 0 and the audit row. Answers undefined, inserting nothing, when the agency
 * already has a report with this id or incident number (a retry, or a concurrent identical upload, waits for the
 * first and lands here: the caller tells which). The caller writes its derived facts next (`ReportRowWrite` 'new').
 */
export async function insertReport(
  db: Queryable,
  agencyId: string,
  report: NewReport,
  /** Where the upload came from, for the audit row. */
  sourceIp: string,
): Promise<{ created_at: Date } | undefined> {
  const facts = factsValues(report);
  // The row, its version 0 and the audit row in one statement: the versions and audit parts insert only when the
  // report did (they read its returned row).
  const [row] = await db.query<{ created_at: Date }>(
    `with report as (
       insert into reports (agency_id, id, incident_number, author_id, contact_type, incident_date, payload, created_payload_hash,
                            collaborator_ids, public_token, ${FACTS_COLUMNS})
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, ${factsPlaceholders(facts.length, 12, 'null')})
       on conflict do nothing returning agency_id, id, author_id, payload, created_at
     ), version as (
       insert into report_versions (agency_id, report_id, version, author_id, payload, created_in_version)
       select agency_id, id, 0, author_id, payload, $11 from report
     ), audit as (
       insert into audit_events (action, outcome, user_id, agency_id, object_id, source_ip)
       select 'report.create', 'success', author_id, agency_id, id, $${12 + facts.length} from report
     )
     select created_at from report`,
    [
      agencyId,
      report.id,
      report.incidentNumber,
      report.authorId,
      report.contactType,
      report.incidentDate,
      report.payload,
      report.submittedHash ?? hashPayload(report.payload),
      report.collaboratorIds,
      // A report from a device that made no token (an older app) gets one here; either way the payload keeps its own.
      typeof report.payload.public_token === 'string' ? report.payload.public_token : newPublicToken(),
      PRODUCT_VERSION,
      ...facts,
      sourceIp,
    ],
  );
  return row;
}

/** An amend's version: the payload, the reason given (or null) and the changes from the version before (issue 25). */
export async function insertVersion(
  db: Queryable,
  agencyId: string,
  version: {
    reportId: string;
    version: number;
    authorId: string;
    payload: unknown;
    reason: string | null;
    changes: readonly ReportChange[];
  },
) {
  await db.query(
    `insert into report_versions (agency_id, report_id, version, author_id, payload, created_in_version, reason, changes)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
    [
      agencyId,
      version.reportId,
      version.version,
      version.authorId,
      version.payload,
      PRODUCT_VERSION,
      version.reason,
      JSON.stringify(version.changes),
    ],
  );
}

export async function updateReport(
  db: Queryable,
  agencyId: string,
  report: Omit<NewReport, 'authorId'> & { version: number },
): Promise<Date> {
  const facts = factsValues(report);
  const [row] = await db.query<{ updated_at: Date }>(
    // A report whose number changes takes clash 0 (migration 0037): the unique index then compares it with every report.
    `update reports set version = $3, incident_number = $4, contact_type = $5, incident_date = $6, payload = $7, collaborator_ids = $8,
            incident_number_clash = case when incident_number = $4 then incident_number_clash else 0 end,
            updated_at = now(), (${FACTS_COLUMNS}) = (${factsPlaceholders(facts.length, 9, 'review_submitted_at')})
      where agency_id = $1 and id = $2 returning updated_at`,
    [
      agencyId,
      report.id,
      report.version,
      report.incidentNumber,
      report.contactType,
      report.incidentDate,
      report.payload,
      report.collaboratorIds,
      ...facts,
    ],
  );
  if (!row) throw new Error('update touched no row');
  return row.updated_at;
}
