import type { CitizenSubmissionKind } from '@fieldbook/domain';
import type { Queryable } from '../db/database.ts';

/** The report a case token names, with what a submission needs (read as the connection role: the caller has no agency). */
export async function findCaseTarget(
  db: Queryable,
  token: string,
): Promise<{ agency_id: string; report_id: string; author_id: string | null } | undefined> {
  const [row] = await db.query<{ agency_id: string; report_id: string; author_id: string | null }>(
    `select r.agency_id, r.id as report_id, r.author_id
       from reports r join agencies a on a.id = r.agency_id
      where r.public_token = $1 and a.status = 'Active'`,
    [token],
  );
  return row;
}

/**
 * Whether this device already has a submission not yet reviewed for this report, by the id its browser keeps or the
 * cookie the server set (either is enough: clearing one of them does not make a new device). Locks the report's
 * submissions for the transaction, so two sends at once cannot both pass.
 */
export async function hasOpenSubmission(
  db: Queryable,
  agencyId: string,
  reportId: string,
  device: { id: string; cookie: string | null },
): Promise<boolean> {
  await db.query(`select pg_advisory_xact_lock(hashtext('citizen-submission' || $1))`, [reportId]);
  const [row] = await db.query<{ found: boolean }>(
    `select exists (select 1 from citizen_submissions
                     where agency_id = $1 and report_id = $2 and status = 'received'
                       and (device_id = $3 or ($4::uuid is not null and device_cookie = $4))) as found`,
    [agencyId, reportId, device.id, device.cookie],
  );
  return row?.found === true;
}

export async function insertSubmission(
  db: Queryable,
  submission: {
    agencyId: string;
    id: string;
    reportId: string;
    officerId: string | null;
    kind: CitizenSubmissionKind;
    text: string;
    name: string | null;
    email: string | null;
    phone: string | null;
    deviceId: string;
    deviceCookie: string | null;
  },
): Promise<void> {
  await db.query(
    `insert into citizen_submissions (agency_id, id, report_id, officer_id, kind, body, contact_name, contact_email, contact_phone,
                                      device_id, device_cookie)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      submission.agencyId,
      submission.id,
      submission.reportId,
      submission.officerId,
      submission.kind,
      submission.text,
      submission.name,
      submission.email,
      submission.phone,
      submission.deviceId,
      submission.deviceCookie,
    ],
  );
}
