/**
 * The DOJ's code tables come as CSV (RFC 4180: comma-separated, a field with a comma in double quotes, "" inside
 * quotes is one quote). Read into rows of named columns; the header must hold the columns the table needs.
 */

/** One line's fields; a quoted field may hold commas. */
export function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let isQuoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (isQuoted) {
      if (char === '"' && line[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') isQuoted = false;
      else field += char;
    } else if (char === '"') isQuoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

export interface CsvRows {
  rows: Record<string, string>[];
  /** What could not be read, in words (a missing column, a line with too few fields); empty when the table is sound. */
  problems: string[];
}

/** Rows keyed by the header's column names (trimmed, lower case); a table without a required column has no rows. */
export function readCsvRows(text: string, requiredColumns: readonly string[]): CsvRows {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = splitCsvLine(lines[0] ?? '').map((name) => name.trim().toLowerCase());
  const missing = requiredColumns.filter((column) => !header.includes(column));
  if (missing.length > 0) return { rows: [], problems: [`The file has no column ${missing.map((name) => `'${name}'`).join(', ')}.`] };
  const rows: Record<string, string>[] = [];
  const problems: string[] = [];
  lines.slice(1).forEach((line, index) => {
    if (line.trim() === '') return;
    const fields = splitCsvLine(line);
    if (fields.length < header.length) {
      problems.push(`Line ${index + 2} has ${fields.length} fields; the header names ${header.length}.`);
      return;
    }
    rows.push(Object.fromEntries(header.map((name, position) => [name, (fields[position] ?? '').trim()])));
  });
  return { rows, problems };
}
