/** Reading exports in tests: the caught mail's files, parsed the way a spreadsheet user would open them. */
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { JobLog } from '../jobs/job-queue.ts';
import type { CaughtMail } from '../test/mail-catcher.ts';
import type { TestServer } from '../test/test-server.ts';

export const quietLog: JobLog = { info() {}, error() {} };

export type CsvRecord = Record<string, string>;

/** CSV text (with its BOM) -> header row and records keyed by header. */
export function parseCsv(content: Buffer | string): { headers: string[]; records: CsvRecord[] } {
  const rows: string[][] = parse(content, { bom: true });
  const [headers = [], ...body] = rows;
  return { headers, records: body.map((row) => Object.fromEntries(headers.map((header, index) => [header, row[index] ?? '']))) };
}

/** The first worksheet's rows as text cells (empty cells as ''). */
export async function readXlsx(content: Buffer): Promise<{ sheetNames: string[]; rows: string[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= (sheet.columnCount ?? 0); column += 1) {
      const value = row.getCell(column).value;
      cells.push(value === null || value === undefined ? '' : String(value));
    }
    rows.push(cells);
  });
  return { sheetNames: workbook.worksheets.map((entry) => entry.name), rows };
}

/** The attachment whose file name ends with `extension`. */
export function attachmentOf(mail: CaughtMail, extension: '.csv' | '.xlsx') {
  const found = mail.attachments.find((attachment) => attachment.filename.endsWith(extension));
  expect(found, `the mail should carry a ${extension} file`).toBeDefined();
  return found as CaughtMail['attachments'][number];
}

/** Rows an export of these payloads holds: one per citizen, one for a report without citizens. */
export const expectedRowCount = (payloads: { citizens?: unknown[] }[]) =>
  payloads.reduce((sum, payload) => sum + Math.max(1, payload.citizens?.length ?? 0), 0);

/** The export jobs of a server by state, read from pg-boss's own table. */
export async function exportJobStates(server: TestServer): Promise<string[]> {
  const rows = await server.db.query<{ state: string }>(
    `select state::text from pgboss.job where name = 'report-export' order by created_on`,
  );
  return rows.map((row) => row.state);
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
