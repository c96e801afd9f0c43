import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { Cell } from './export-values.ts';

export const CSV_TYPE = 'text/csv; charset=utf-8';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export type ExportFileKind = 'csv' | 'xlsx';

/** A worksheet holds 1,048,576 rows; past that the rows go on in a next sheet under the same header. */
const XLSX_ROWS_PER_SHEET = 1_048_575;

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
 * (UTF-8 with a BOM so spreadsheet programs read the accents), XLSX through exceljs's streaming WorkbookWriter.
 */
export async function openExportFiles(headers: readonly string[]): Promise<ExportFiles> {
  const directory = await mkdtemp(join(tmpdir(), 'fieldbook-export-'));
  const paths = { csv: join(directory, 'reports.csv'), xlsx: join(directory, 'reports.xlsx') };
  const csv = stringify({ bom: true });
  const csvWritten = pipeline(csv, createWriteStream(paths.csv));
  // Failures surface through finish(); until then, keep an early one from being an unhandled rejection.
  csvWritten.catch(() => {});
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: paths.xlsx, useStyles: false, useSharedStrings: false });
  let sheet = workbook.addWorksheet('Reports');
  let sheetRows = 0;
  let sheets = 1;

  const addXlsxRow = (row: readonly Cell[]) => {
    if (sheetRows === XLSX_ROWS_PER_SHEET) {
      sheet.commit();
      sheets += 1;
      sheet = workbook.addWorksheet(`Reports (${sheets})`);
      sheet.addRow([...headers]).commit();
      sheetRows = 0;
    }
    sheet.addRow([...row]).commit();
    sheetRows += 1;
  };
  const addCsvRow = async (row: readonly Cell[]) => {
    if (!csv.write(row.map(csvSafe))) await Promise.race([once(csv, 'drain'), csvWritten]);
  };

  await addCsvRow(headers);
  sheet.addRow([...headers]).commit();
  return {
    paths,
    async write(rows) {
      for (const row of rows) {
        addXlsxRow(row);
        await addCsvRow(row);
      }
    },
    async finish() {
      csv.end();
      await csvWritten;
      sheet.commit();
      await workbook.commit();
      return { csv: (await stat(paths.csv)).size, xlsx: (await stat(paths.xlsx)).size };
    },
    remove: () => rm(directory, { recursive: true, force: true }),
  };
}
