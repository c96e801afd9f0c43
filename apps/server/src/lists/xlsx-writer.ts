import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { PassThrough } from 'node:stream';
import archiver from 'archiver';
import type { Cell } from './export-values.ts';

/** A worksheet holds 1,048,576 rows; past that the rows go on in a next sheet under the same header. */
export const XLSX_ROWS_PER_SHEET = 1_048_575;
/** The most characters a cell holds (Excel's limit); a longer text is cut there. */
export const XLSX_CELL_CHARACTERS = 32_767;

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Characters XML 1.0 cannot hold at all (control characters other than tab and line breaks, U+FFFE, U+FFFF). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters being removed
const NOT_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

const escapeXml = (text: string) =>
  text
    .replace(NOT_IN_XML, '')
    .replace(/[&<>"]/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[character] ?? '');

/** A, B, ... Z, AA, AB, ...: the column's letters in a cell reference. */
export function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  return name;
}

function cellXml(cell: Cell, reference: string): string {
  if (cell === null || cell === '') return '';
  if (typeof cell === 'number' && Number.isFinite(cell)) return `<c r="${reference}"><v>${cell}</v></c>`;
  const text = escapeXml(String(cell).slice(0, XLSX_CELL_CHARACTERS));
  return `<c r="${reference}" t="inlineStr"><is><t xml:space="preserve">${text}</t></is></c>`;
}

export function rowXml(cells: readonly Cell[], rowNumber: number): string {
  return `<row r="${rowNumber}">${cells.map((cell, index) => cellXml(cell, `${columnName(index)}${rowNumber}`)).join('')}</row>`;
}

function packageParts(sheets: number): Array<[name: string, xml: string]> {
  const numbers = Array.from({ length: sheets }, (_, index) => index + 1);
  const sheetName = (n: number) => (n === 1 ? 'Reports' : `Reports (${n})`);
  return [
    [
      '[Content_Types].xml',
      `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>${numbers.map((n) => `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('')}</Types>`,
    ],
    [
      '_rels/.rels',
      `<Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" Type="${OFFICE}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `<workbook xmlns="${MAIN}" xmlns:r="${OFFICE}"><sheets>${numbers.map((n) => `<sheet name="${sheetName(n)}" sheetId="${n}" r:id="rId${n}"/>`).join('')}</sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="${RELATIONSHIPS}">${numbers.map((n) => `<Relationship Id="rId${n}" Type="${OFFICE}/worksheet" Target="worksheets/sheet${n}.xml"/>`).join('')}<Relationship Id="rId${sheets + 1}" Type="${OFFICE}/styles" Target="styles.xml"/></Relationships>`,
    ],
    [
      'xl/styles.xml',
      `<styleSheet xmlns="${MAIN}"><fonts count="1"><font/></fonts><fills count="1"><fill/></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf/></cellStyleXfs><cellXfs count="1"><xf/></cellXfs></styleSheet>`,
    ],
  ];
}

export interface XlsxWriter {
  /** Appends rows; resolves once the zip has taken them in, so memory stays flat however many rows come. */
  write(rows: readonly (readonly Cell[])[]): Promise<void>;
  /** Ends the last sheet, writes the workbook's parts and closes the file. */
  finish(): Promise<void>;
}

/**
 * A streaming XLSX writer: each worksheet is XML written row by row (inline strings, numbers as numbers) into a zip
 * entry that archiver compresses as it goes. A row waits when the compressor falls behind (backpressure), which a
 * worksheet buffered by a spreadsheet library does not do: exceljs's streaming writer grew by ~400 MB over 130,000 rows.
 */
export function openXlsxWriter(path: string, headers: readonly string[], rowsPerSheet = XLSX_ROWS_PER_SHEET): XlsxWriter {
  const zip = archiver('zip', { zlib: { level: 6 } });
  const file = createWriteStream(path);
  const written = new Promise<void>((resolve, reject) => {
    file.on('close', resolve);
    file.on('error', reject);
    zip.on('error', reject);
  });
  written.catch(() => {}); // surfaced by finish()
  zip.pipe(file);
  let sheets = 0;
  let sheet: PassThrough;
  let sheetRows = 0;

  const send = async (xml: string) => {
    if (!sheet.write(xml)) await Promise.race([once(sheet, 'drain'), written]);
  };
  const openSheet = async () => {
    sheets += 1;
    sheet = new PassThrough({ highWaterMark: 1024 * 1024 });
    zip.append(sheet, { name: `xl/worksheets/sheet${sheets}.xml` });
    sheetRows = 1;
    await send(`${XML_HEAD}<worksheet xmlns="${MAIN}"><sheetData>${rowXml(headers, 1)}`);
  };
  const opening = openSheet();

  return {
    async write(rows) {
      await opening;
      for (const row of rows) {
        if (sheetRows > rowsPerSheet) {
          sheet.end('</sheetData></worksheet>');
          await openSheet();
        }
        sheetRows += 1;
        await send(rowXml(row, sheetRows));
      }
    },
    async finish() {
      await opening;
      sheet.end('</sheetData></worksheet>');
      for (const [name, xml] of packageParts(sheets)) zip.append(XML_HEAD + xml, { name });
      await zip.finalize();
      await written;
    },
  };
}
