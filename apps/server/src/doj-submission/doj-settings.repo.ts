import type { Queryable } from '../db/database.ts';

export interface DojSettingsRow {
  agency_id: string;
  ori: string;
  environment: 'TEST' | 'PROD';
  transport: 'sftp' | 'portal';
  host: string | null;
  port: number;
  username: string | null;
  sealed_credentials: string | null;
  host_fingerprint: string | null;
  schedule_enabled: boolean;
  schedule_hour: number;
  schedule_last_day: string | null;
  updated_at: Date;
}

const COLUMNS = `agency_id, ori, environment, transport, host, port::int as port, username, sealed_credentials, host_fingerprint,
  schedule_enabled, schedule_hour::int as schedule_hour, schedule_last_day::text as schedule_last_day, updated_at`;

export async function findSettings(tx: Queryable, agencyId: string): Promise<DojSettingsRow | undefined> {
  const [row] = await tx.query<DojSettingsRow>(`select ${COLUMNS} from doj_settings where agency_id = $1`, [agencyId]);
  return row;
}

export async function saveSettings(
  tx: Queryable,
  agencyId: string,
  userId: string,
  settings: Omit<DojSettingsRow, 'agency_id' | 'updated_at' | 'schedule_last_day'>,
): Promise<void> {
  await tx.query(
    `insert into doj_settings (agency_id, ori, environment, transport, host, port, username, sealed_credentials, host_fingerprint,
                               schedule_enabled, schedule_hour, updated_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     on conflict (agency_id) do update set ori = excluded.ori, environment = excluded.environment, transport = excluded.transport,
       host = excluded.host, port = excluded.port, username = excluded.username, sealed_credentials = excluded.sealed_credentials,
       host_fingerprint = excluded.host_fingerprint, schedule_enabled = excluded.schedule_enabled,
       schedule_hour = excluded.schedule_hour, updated_by = excluded.updated_by, updated_at = now()`,
    [
      agencyId,
      settings.ori,
      settings.environment,
      settings.transport,
      settings.host,
      settings.port,
      settings.username,
      settings.sealed_credentials,
      settings.host_fingerprint,
      settings.schedule_enabled,
      settings.schedule_hour,
      userId,
    ],
  );
}

/** Agencies whose daily run is due now: switched on, its hour reached on the agency's clock, not run yet today. */
export async function agenciesDueForSchedule(db: Queryable): Promise<{ agency_id: string; local_day: string }[]> {
  return db.query(
    `select s.agency_id, (now() at time zone a.timezone)::date::text as local_day
       from doj_settings s join agencies a on a.id = s.agency_id
      where s.schedule_enabled and extract(hour from now() at time zone a.timezone) >= s.schedule_hour
        and (s.schedule_last_day is null or s.schedule_last_day < (now() at time zone a.timezone)::date)`,
  );
}

/** Claims today's run for an agency; false when another process took it first. */
export async function claimScheduleDay(tx: Queryable, agencyId: string, localDay: string): Promise<boolean> {
  const rows = await tx.query(
    `update doj_settings set schedule_last_day = $2::date
      where agency_id = $1 and (schedule_last_day is null or schedule_last_day < $2::date) returning agency_id`,
    [agencyId, localDay],
  );
  return rows.length > 0;
}

/** Agencies that send by SFTP: their responses folder is read. */
export async function sftpAgencies(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ agency_id: string }>(`select agency_id from doj_settings where transport = 'sftp' and host is not null`);
  return rows.map((row) => row.agency_id);
}
