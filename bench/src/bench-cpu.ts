import { readFileSync } from 'node:fs';
import pg from 'pg';

/** CPU seconds (user + system) process `pid` of this machine has used so far, from /proc (ticks of 1/100 s); null when unknown. */
export function processCpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * CPU seconds used from now until `read` by the server process `serverPid`, by this (the load's) process, and by the
 * PostgreSQL backends of the database at `url` (those that exist at either end; a local server only).
 */
export async function startCpuMeter(url: string, serverPid: number | undefined) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const backends = async () => {
    const { rows } = await admin.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return new Map(rows.map((row) => [row.pid, processCpuSeconds(row.pid) ?? 0]));
  };
  const server = processCpuSeconds(serverPid) ?? 0;
  const self = process.cpuUsage();
  const database = await backends();
  return {
    async read(): Promise<{ server: number; load: number; database: number }> {
      const now = await backends();
      let databaseSeconds = 0;
      for (const [pid, seconds] of now) databaseSeconds += seconds - (database.get(pid) ?? 0);
      const used = process.cpuUsage(self);
      await admin.end();
      return { server: (processCpuSeconds(serverPid) ?? 0) - server, load: (used.user + used.system) / 1e6, database: databaseSeconds };
    },
  };
}
