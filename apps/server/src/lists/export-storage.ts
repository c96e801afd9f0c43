import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { Database } from '../db/database.ts';
import { withTenant } from '../db/tenant.ts';
import type { ExportFileKind } from './export-files.ts';
import { insertChunk, readChunk } from './report-export.repo.ts';

export const CHUNK_BYTES = 1024 * 1024;

/**
 * Copies a file into report_export_chunks, one chunk (and one short tenant transaction) at a time: neither the file nor
 * the table is ever held whole in memory, and PGlite's single connection is never held for long.
 */
export async function storeExportFile(
  db: Database,
  target: { agencyId: string; exportId: string; file: ExportFileKind },
  path: string,
  chunkBytes = CHUNK_BYTES,
): Promise<void> {
  let seq = 0;
  for await (const data of createReadStream(path, { highWaterMark: chunkBytes })) {
    const chunk = { ...target, seq, data: data as Buffer };
    await withTenant(db, target.agencyId, (tx) => insertChunk(tx, chunk));
    seq += 1;
  }
}

/** A stored file as a stream, read chunk by chunk as the client takes it. */
export function streamExportFile(db: Database, agencyId: string, exportId: string, file: ExportFileKind): Readable {
  async function* chunks() {
    for (let seq = 0; ; seq += 1) {
      const data = await withTenant(db, agencyId, (tx) => readChunk(tx, agencyId, exportId, file, seq));
      if (!data) return;
      yield data;
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
