import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';
import type { DojCodec, DojResponseError } from './doj-codec.ts';

/**
 * A stand-in for the domain's record rules in the submission's server tests: the record's JSON and the response
 * format are the domain's and tested there (packages/domain/src/ca-doj); these tests pin statuses, batches, restarts
 * and refusals. A stop whose payload holds 'NOT-SENDABLE' fails the checks; response lines are `ori|file|record|message`.
 */
export const testDojCodec: DojCodec = {
  encode: (report, context) => ({
    LEARecordID: context.leaRecordId,
    ORI: context.ori,
    TX_Type: context.txType,
    BatchID: context.batchId,
    report,
  }),
  check: (report) => (JSON.stringify(report).includes('NOT-SENDABLE') ? ['The stop has no offense code for its citation.'] : []),
  readResponse(text) {
    const lines = text.split('\n').filter((line) => line.trim() !== '');
    const errors: DojResponseError[] = [];
    for (const line of lines) {
      const parts = line.split('|');
      if (parts.length !== 4) return { isReadable: false, problem: 'A line is not ori|file|record|message.' };
      const [ori, fileName, leaRecordId, message] = parts as [string, string, string, string];
      errors.push({ section: 'record', ori, fileName, leaRecordId: leaRecordId || null, message });
    }
    return { isReadable: true, errors };
  },
};

/** Stored stops (version 0, approved as with review off); the record's content is the codec's business here. */
export async function addStops(db: Database, agency: string, author: string, count: number) {
  for (let index = 0; index < count; index++) {
    const id = randomUUID();
    const payload = { general_information: { date: `2025-03-0${(index % 9) + 1}T10:00:00Z` }, index };
    await db.query(
      `insert into reports (agency_id, id, incident_number, author_id, contact_type, incident_date, payload, created_payload_hash)
       values ($1, $2, $3, $4, 'Officer Pro-active', '2025-03-01T10:00:00Z', $5, 'x')`,
      [agency, id, `DOJ-${index}-${id.slice(0, 6)}`, author, payload],
    );
    await db.query(
      `insert into report_versions (agency_id, report_id, version, author_id, payload, created_in_version) values ($1, $2, 0, $3, $4, '3.29')`,
      [agency, id, author, payload],
    );
  }
}
