import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import type { DojRecord } from '@fieldbook/domain';
import archiver from 'archiver';
import { stringify } from 'csv-stringify';
import { recordAuditEvent } from '../accounts/auth.repo.ts';
import type { ConfigurationStore } from '../configurations/configuration-store.ts';
import type { Database, Queryable } from '../db/database.ts';
import { withTenant } from '../db/tenant.ts';
import { agencyOf, type Caller } from '../http/authenticate.ts';
import { notFound } from '../http/http-error.ts';
import * as repo from './doj-batches.repo.ts';
import type { DojCodec } from './doj-codec.ts';
import { agencyForDoj, encodeItem, leaRecordIdOf } from './doj-send.job.ts';
import { findSettings } from './doj-settings.repo.ts';
import { PUBLIC_RELEASE_HEADERS, publicReleaseRows } from './public-release.ts';

export const DOJ_ZIP_AUDIT_ACTION = 'doj.batch.download';
export const DOJ_PUBLIC_RELEASE_AUDIT_ACTION = 'doj.public_release.download';
const PAGE = 200;

interface Deps {
  db: Database;
  configurations: ConfigurationStore;
  codec: DojCodec;
  officerEthnicities?: (tx: Queryable, agencyId: string, userId: string) => Promise<readonly string[]>;
  log: { error(object: object, message: string): void };
}

/** Where a stream's writer failed midway: the download ends cut short, logged without content. */
function pump(deps: Deps, output: PassThrough, work: () => Promise<void>, what: string) {
  work().catch((error: unknown) => {
    deps.log.error({ error: error instanceof Error ? error.name : 'Error', what }, 'DOJ download failed');
    output.destroy(error instanceof Error ? error : new Error('download failed'));
  });
}

export function createDojDownloads(deps: Deps) {
  return {
    /**
     * A batch's files as one zip for the DOJ's portal (the portal agencies' way to send), streamed page by page;
     * audited before the first byte. Another agency's batch is 404.
     */
    async batchZip(caller: Caller, batchId: string): Promise<{ fileName: string; stream: Readable }> {
      const agencyId = agencyOf(caller);
      const { batch, agency, settings } = await withTenant(deps.db, agencyId, async (tx) => {
        const found = await repo.findBatch(tx, agencyId, batchId);
        if (!found) throw notFound();
        await recordAuditEvent(tx, {
          action: DOJ_ZIP_AUDIT_ACTION,
          outcome: 'success',
          userId: caller.userId,
          agencyId,
          objectId: batchId,
          sourceIp: caller.sourceIp,
          details: { stops: found.stop_count },
        });
        return { batch: found, agency: await agencyForDoj(tx, agencyId), settings: await findSettings(tx, agencyId) };
      });
      const ori = settings?.ori ?? agency.ori;
      const config = deps.configurations.get(agency.configuration_file);
      const archive = archiver('zip', { zlib: { level: 6 } });
      const output = new PassThrough();
      archive.pipe(output);
      pump(
        deps,
        output,
        async () => {
          let afterName = '';
          for (;;) {
            const page = await withTenant(deps.db, agencyId, async (tx) => {
              const items = await repo.batchFilesPage(tx, agencyId, batchId, afterName, PAGE);
              const files: { name: string; content: Buffer }[] = [];
              for (const item of items)
                files.push({
                  name: item.file_name,
                  content: await encodeItem(deps, tx, { agencyId, batchId, ori, timeZone: agency.timezone, config }, item),
                });
              return files;
            });
            for (const file of page) {
              archive.append(file.content, { name: file.name });
              await once(archive, 'entry');
            }
            afterName = page.at(-1)?.name ?? afterName;
            if (page.length < PAGE) break;
          }
          await archive.finalize();
        },
        'zip',
      );
      return { fileName: `doj-batch-${batch.created_at.toISOString().slice(0, 10)}-${batchId.slice(0, 8)}.zip`, stream: output };
    },

    /**
     * The period's stops as the DOJ's public dataset lays them out (public-release.ts): one CSV row per person stopped,
     * from each stop's DOJ record, streamed page by page; audited with the period, never the rows.
     */
    async publicRelease(caller: Caller, period: { from: string; to: string }): Promise<{ fileName: string; stream: Readable }> {
      const agencyId = agencyOf(caller);
      const agency = await withTenant(deps.db, agencyId, async (tx) => {
        await recordAuditEvent(tx, {
          action: DOJ_PUBLIC_RELEASE_AUDIT_ACTION,
          outcome: 'success',
          userId: caller.userId,
          agencyId,
          objectId: null,
          sourceIp: caller.sourceIp,
          details: period,
        });
        return agencyForDoj(tx, agencyId);
      });
      const settings = await withTenant(deps.db, agencyId, (tx) => findSettings(tx, agencyId));
      const ori = settings?.ori ?? agency.ori;
      const config = deps.configurations.get(agency.configuration_file);
      const csv = stringify({ bom: true });
      const output = new PassThrough();
      csv.pipe(output);
      pump(
        deps,
        output,
        async () => {
          csv.write([...PUBLIC_RELEASE_HEADERS]);
          let afterId: string | null = null;
          let skipped = 0;
          for (;;) {
            const reports: { id: string; payload: Record<string, unknown> }[] = await withTenant(deps.db, agencyId, (tx) =>
              tx.query(
                `select id, payload from reports
                  where agency_id = $1 and incident_date >= ($2::date)::timestamp at time zone $4
                    and incident_date < ($3::date + 1)::timestamp at time zone $4 and ($5::uuid is null or id > $5::uuid)
                  order by id limit $6`,
                [agencyId, period.from, period.to, agency.timezone, afterId, PAGE],
              ),
            );
            for (const report of reports) {
              let rows: string[][];
              try {
                const record = deps.codec.encode(report.payload, {
                  ori,
                  leaRecordId: leaRecordIdOf(report.id),
                  batchId: '',
                  txType: 'I',
                  timeZone: agency.timezone,
                  config,
                }) as DojRecord;
                rows = publicReleaseRows(record, report.id);
              } catch {
                // A stop the DOJ's record cannot be made of (it would be Not sendable) is left out; counted in the log.
                skipped += 1;
                continue;
              }
              for (const row of rows) if (!csv.write(row)) await once(csv, 'drain');
            }
            afterId = reports.at(-1)?.id ?? afterId;
            if (reports.length < PAGE) break;
          }
          csv.end();
          if (skipped > 0) deps.log.error({ agencyId, skipped }, 'public release: stops without a DOJ record left out');
        },
        'public-release',
      );
      return { fileName: `stop-data-${period.from}-to-${period.to}.csv`, stream: output };
    },
  };
}
