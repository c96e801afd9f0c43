import type { DojStatus, ReportChange, ReviewState } from '@fieldbook/domain';
import type { Queryable } from '../db/database.ts';
import { INCIDENT_NUMBER_MATCH, INCIDENT_NUMBER_ORDER } from './reports.repo.ts';

export interface ReportForReading {
  id: string;
  incident_number: string;
  version: number;
  created_at: Date;
  updated_at: Date;
  author_id: string;
  author_name: string;
  author_officer_id: string;
  author_title: string | null;
  author_role_priority: number;
  collaborator_ids: string[];
  payload: Record<string, unknown>;
  /** Supervisor review (issue 25). */
  review_state: ReviewState;
  reviewed_by: { id: string; name: string } | null;
  reviewed_at: Date | null;
  review_note: string | null;
  review_fields: string[];
  /** Submission to the California DOJ (issue 26). */
  doj_status: DojStatus;
  doj_errors: { message: string }[];
}

/** The report with this incident number in any case (its own spelling first), with its author. */
export async function findReportForReading(db: Queryable, agencyId: string, incidentNumber: string): Promise<ReportForReading | undefined> {
  const [row] = await db.query<ReportForReading>(
    `select r.id, r.incident_number, r.version, r.created_at, r.updated_at, r.author_id, u.name as author_name,
            u.officer_id as author_officer_id, u.title as author_title, ro.priority as author_role_priority,
            r.collaborator_ids::text[] as collaborator_ids, r.payload, r.review_state, r.reviewed_at, r.review_note, r.review_fields,
            r.doj_status, r.doj_errors,
            case when rv.id is null then null else json_build_object('id', rv.id, 'name', rv.name) end as reviewed_by
       from reports r join users u on u.id = r.author_id join roles ro on ro.id = u.role_id left join users rv on rv.id = r.reviewed_by
      where ${INCIDENT_NUMBER_MATCH} ${INCIDENT_NUMBER_ORDER}`,
    [agencyId, incidentNumber],
  );
  return row;
}

export interface VersionRow {
  v: number;
  created_at: Date;
  author: { name: string; title: { name: string } | null; avatar_thumbnail_url: string | null };
  from_public_api: boolean;
  /** Issue 25: the reason given, and the changes from the version before (null: written before changes were kept). */
  reason: string | null;
  changes: ReportChange[] | null;
}

export async function listVersions(db: Queryable, agencyId: string, reportId: string): Promise<VersionRow[]> {
  return db.query<VersionRow>(
    `select v.version as v, v.created_at, v.from_public_api, v.reason, v.changes,
            json_build_object('name', u.name, 'title', case when u.title is null then null else json_build_object('name', u.title) end,
                              'avatar_thumbnail_url', u.avatar_url) as author
       from report_versions v join users u on u.id = v.author_id
      where v.agency_id = $1 and v.report_id = $2 order by v.version`,
    [agencyId, reportId],
  );
}

/** The payload of the version current at `at`. */
export async function findVersionPayload(
  db: Queryable,
  agencyId: string,
  reportId: string,
  at: Date,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await db.query<{ payload: Record<string, unknown> }>(
    `select payload from report_versions where agency_id = $1 and report_id = $2 and date_trunc('milliseconds', created_at) <= $3 order by version desc limit 1`,
    [agencyId, reportId, at],
  );
  return row?.payload;
}
