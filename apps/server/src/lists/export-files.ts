import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { Cell } from './export-values.ts';
import { openXlsxWriter } from './xlsx-writer.ts';

export const CSV_TYPE = 'text/csv; charset=utf-8';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export type ExportFileKind = 'csv' | 'xlsx';

/** A cell a spreadsheet would run as a formula starts with one of these (CSV injection): it is kept as text. */
const FORMULA_START = /^[=+\-@\t\r]/;
export const csvSafe = (cell: Cell): Cell => (typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell);

export interface ExportFiles {
  paths: Record<ExportFileKind, string>;
  /** Appends rows to both files, waiting when the CSV file falls behind (backpressure), so memory stays flat. */
  write(rows: readonly Cell[][]): Promise<void>;
  /** Closes both files; answers their sizes. */
  finish(): Promise<Record<ExportFileKind, number>>;
  /** Deletes the files and their directory. */
  remove(): Promise<void>;
}

/**
 * The export's two files, written as rows arrive, under a fresh directory in os.tmpdir(): CSV through csv-stringify
 * (UTF-8 with a BOM so spreadsheet programs read the accents), XLSX through xlsx-writer.ts; both wait when their file falls behind.
 */
export async function openExportFiles(headers: readonly string[]): Promise<ExportFiles> {
  const directory = await mkdtemp(join(tmpdir(), 'fieldbook-export-'));
  const paths = { csv: join(directory, 'reports.csv'), xlsx: join(directory, 'reports.xlsx') };
  const csv = stringify({ bom: true });
  const csvWritten = pipeline(csv, createWriteStream(paths.csv));
  // Failures surface through finish(); until then, keep an early one from being an unhandled rejection.
  csvWritten.catch(() => {});
  const xlsx = openXlsxWriter(paths.xlsx, headers);
  const addCsvRow = async (row: readonly Cell[]) => {
    if (!csv.write(row.map(csvSafe))) await Promise.race([once(csv, 'drain'), csvWritten]);
  };

  await addCsvRow(headers);
  return {
    paths,
    async write(rows) {
      for (const row of rows) await addCsvRow(row);
      await xlsx.write(rows);
    },
    async finish() {
      csv.end();
      await csvWritten;
      await xlsx.finish();
      return { csv: (await stat(paths.csv)).size, xlsx: (await stat(paths.xlsx)).size };
    },
    remove: () => rm(directory, { recursive: true, force: true }),
  };
}
