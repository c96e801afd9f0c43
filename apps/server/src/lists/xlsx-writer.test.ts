import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { columnName, openXlsxWriter, XLSX_CELL_CHARACTERS } from './xlsx-writer.ts';

let directory = '';
afterEach(() => rm(directory, { recursive: true, force: true }));

/** Every sheet's name and rows, as a spreadsheet program reads them (exceljs's reader). */
async function readBack(path: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(path)) as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, number) => {
      rows[number - 1] = Array.from({ length: 4 }, (_, index) => row.getCell(index + 1).value ?? null);
    });
    return { name: sheet.name, rows };
  });
}

describe('the streaming XLSX writer', () => {
  it('writes text as text, numbers as numbers, empty cells empty, and text XML could not hold made safe', async () => {
    directory = await mkdtemp(join(tmpdir(), 'xlsx-writer-'));
    const path = join(directory, 'out.xlsx');
    const writer = openXlsxWriter(path, ['Incident Number', 'Notes', 'Age', 'Empty']);
    await writer.write([
      ['2026-0001', 'Stopped at <Main & 5th> "north"', 34, null],
      ['=HYPERLINK("x")', ' leading and trailing ', 0.5, ''],
      ['bell\u0007 and tab\tkept', 'x'.repeat(XLSX_CELL_CHARACTERS + 10), -3, null],
    ]);
    await writer.finish();
    const [sheet] = await readBack(path);
    expect(sheet?.name).toBe('Reports');
    expect(sheet?.rows).toEqual([
      ['Incident Number', 'Notes', 'Age', 'Empty'],
      ['2026-0001', 'Stopped at <Main & 5th> "north"', 34, null],
      // A string that looks like a formula is a string: the spreadsheet never runs it.
      ['=HYPERLINK("x")', ' leading and trailing ', 0.5, null],
      ['bell and tab\tkept', 'x'.repeat(XLSX_CELL_CHARACTERS), -3, null],
    ]);
  });

  it('goes on in a next sheet under the same header when a sheet is full', async () => {
    directory = await mkdtemp(join(tmpdir(), 'xlsx-writer-'));
    const path = join(directory, 'out.xlsx');
    const writer = openXlsxWriter(path, ['N'], 3);
    await writer.write([[1], [2], [3], [4], [5]]);
    await writer.finish();
    const sheets = await readBack(path);
    expect(sheets.map((sheet) => sheet.name)).toEqual(['Reports', 'Reports (2)']);
    expect(sheets.map((sheet) => sheet.rows.map((row) => row[0]))).toEqual([
      ['N', 1, 2, 3],
      ['N', 4, 5],
    ]);
  });

  it('names columns as spreadsheets do', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
  });
});
