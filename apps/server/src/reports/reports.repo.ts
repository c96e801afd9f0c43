import { createHash } from 'node:crypto';
import { PRODUCT_VERSION } from '@fieldbook/domain';
import type { Queryable } from '../db/database.ts';

export interface ReportRow {
  id: string;
  incident_number: string;
  author_id: string;
  contact_type: string;
  incident_date: string;
  payload: Record<string, unknown>;
}

/** A stable fingerprint of a payload, to tell a retried upload from a different report with the same id. */
export function hashPayload(payload: unknown): string {
  return createHash('sha256').update(JSON.stringify(payload)).digest('hex');
}

/**
 * Inserts many new reports of one agency, each with its version 0, in two statements.
 * Used by the demo seed and bench/; the create endpoint goes through the same tables.
 */
export async function insertReportBatch(db: Queryable, agencyId: string, reports: readonly ReportRow[]): Promise<void> {
  if (reports.length === 0) return;
  const rows = JSON.stringify(reports.map((report) => ({ ...report, payload_hash: hashPayload(report.payload) })));
  await db.query(
    `insert into reports (agency_id, id, incident_number, author_id, contact_type, incident_date, payload, payload_hash, created_at, updated_at)
     select $1, id, incident_number, author_id, contact_type, incident_date, payload, payload_hash, incident_date, incident_date
       from jsonb_to_recordset($2::jsonb)
         as r(id uuid, incident_number text, author_id uuid, contact_type text, incident_date timestamptz, payload jsonb, payload_hash text)`,
    [agencyId, rows],
  );
  await db.query(
    `insert into report_versions (agency_id, report_id, version, author_id, payload, created_in_version, created_at)
     select $1, id, 0, author_id, payload, $3, incident_date
       from jsonb_to_recordset($2::jsonb) as r(id uuid, author_id uuid, payload jsonb, incident_date timestamptz)`,
    [agencyId, rows, PRODUCT_VERSION],
  );
}
