/**
 * The DOJ's response files (reference stop-data.md §1.9): pipe-delimited, in three sections, each a title line, a
 * column line and one line per error:
 *
 *   File Level Fatal Errors:
 *   Agency ORI|File name|Date Submitted|Time Submitted|Error message
 *   Record Level Fatal Errors:
 *   Agency ORI|File name|LEA record ID|Error List
 *   Record Level Errors:
 *   Agency ORI|File name|LEA record ID|Error List
 *
 * The reader never throws: a line it cannot place or read is named in `problems` (by line number and why, never its
 * text, which may carry a person's details) and the rest is still read. It takes the file whole or line by line.
 */
export interface DojFileError {
  ori: string;
  fileName: string;
  date: string;
  time: string;
  message: string;
}

export interface DojRecordError {
  ori: string;
  fileName: string;
  leaRecordId: string;
  /** The DOJ's words, one entry per error it listed (a record-level error often reads 'CODE::message'). */
  errors: string[];
}

export interface DojResponse {
  fileErrors: DojFileError[];
  recordFatalErrors: DojRecordError[];
  recordErrors: DojRecordError[];
  problems: string[];
}

type Section = 'file' | 'recordFatal' | 'record';

const TITLES: Record<string, Section> = {
  'file level fatal errors': 'file',
  'record level fatal errors': 'recordFatal',
  'record level errors': 'record',
};
const FILE_COLUMNS = 'agency ori|file name|date submitted|time submitted|error message';
const RECORD_COLUMNS = 'agency ori|file name|lea record id|error list';
/** More problems than this are counted, not listed: a file of garbage must not make a list as long as itself. */
const PROBLEMS_LISTED = 100;

/** A field as the DOJ wrote it, without the quotes around it ("" inside stands for one quote). */
function unquote(field: string): string {
  const trimmed = field.trim();
  const inner = trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"') ? trimmed.slice(1, -1) : trimmed;
  return inner.replaceAll('""', '"').trim();
}

/** The fields of a line: split on '|' outside double quotes (a quoted message may hold a '|'). */
function splitFields(line: string): string[] {
  if (!line.includes('"')) return line.split('|');
  const fields: string[] = [];
  let start = 0;
  let from = 0;
  for (;;) {
    const pipe = line.indexOf('|', from);
    if (pipe < 0) break;
    const quote = line.indexOf('"', from);
    if (quote >= 0 && quote < pipe) {
      const closing = line.indexOf('"', quote + 1);
      if (closing < 0) break;
      from = closing + 1;
      continue;
    }
    fields.push(line.slice(start, pipe));
    start = pipe + 1;
    from = start;
  }
  fields.push(line.slice(start));
  return fields;
}

/** Title and column lines start with a word; error lines with an ORI. Only those are compared, lower-cased. */
const mayBeHeading = (line: string) => /^(agency|file|record)\b/i.test(line);

const normalized = (line: string) =>
  line
    .toLowerCase()
    .replace(/\s*\|\s*/g, '|')
    .replace(/\s+/g, ' ')
    .replace(/:$/, '')
    .trim();

/** A reader fed one line at a time (a stream's lines); `result()` gives what it read so far. */
export function createDojResponseReader(): { line: (text: string) => void; result: () => DojResponse } {
  const response: DojResponse = { fileErrors: [], recordFatalErrors: [], recordErrors: [], problems: [] };
  let section: Section | undefined;
  let recordColumnsSeen = 0;
  let titled = false;
  let lineNumber = 0;
  let problemCount = 0;

  const problem = (why: string) => {
    problemCount += 1;
    if (problemCount <= PROBLEMS_LISTED) response.problems.push(`Line ${lineNumber}: ${why}`);
  };

  const readFileError = (fields: string[]) => {
    const [ori = '', fileName = '', date = '', time = '', ...message] = fields.map(unquote);
    const text = unquote(message.join('|'));
    if (fields.length < 5 || !ori || !fileName || !text)
      return problem('a file-level error needs an ORI, a file name, a date, a time and a message.');
    response.fileErrors.push({ ori, fileName, date, time, message: text });
  };

  const readRecordError = (fields: string[], into: DojRecordError[]) => {
    const [ori = '', fileName = '', leaRecordId = '', ...rest] = fields.map(unquote);
    const errors = rest.filter(Boolean);
    if (!ori || !fileName || !leaRecordId || errors.length === 0)
      return problem('a record-level error needs an ORI, a file name, a LEA record ID and at least one error.');
    into.push({ ori, fileName, leaRecordId, errors });
  };

  const line = (raw: string) => {
    lineNumber += 1;
    const text = (lineNumber === 1 ? raw.replace(/^\uFEFF/, '') : raw).trim();
    if (!text) return;
    const key = mayBeHeading(text) ? normalized(text) : '';
    const title = TITLES[key];
    const afterTitle = titled;
    titled = false;
    if (title) {
      section = title;
      titled = true;
      return;
    }
    if (key === FILE_COLUMNS) {
      section = 'file';
      return;
    }
    if (key === RECORD_COLUMNS) {
      recordColumnsSeen += 1;
      // Under its title a column line keeps the title's section; without titles the first record column line opens
      // the fatal errors and the next one the other errors.
      if (!afterTitle) section = recordColumnsSeen === 1 ? 'recordFatal' : 'record';
      return;
    }
    if (!text.includes('|')) return problem('not a line of the DOJ response (no | between fields).');
    const fields = splitFields(text);
    if (section === undefined) return problem('an error line before any section title.');
    if (section === 'file') return readFileError(fields);
    readRecordError(fields, section === 'recordFatal' ? response.recordFatalErrors : response.recordErrors);
  };

  const result = (): DojResponse => {
    const problems = [...response.problems];
    if (problemCount > PROBLEMS_LISTED) problems.push(`${problemCount - PROBLEMS_LISTED} more lines could not be read.`);
    return { ...response, problems };
  };

  return { line, result };
}

/** Reads a DOJ response file given whole or as its lines. Never throws. */
export function parseDojResponse(input: string | Iterable<string>): DojResponse {
  const reader = createDojResponseReader();
  try {
    const lines = typeof input === 'string' ? input.split(/\r\n|\n|\r/) : input;
    for (const line of lines) reader.line(typeof line === 'string' ? line : '');
  } catch {
    const partial = reader.result();
    return { ...partial, problems: [...partial.problems, 'The file could not be read to its end.'] };
  }
  return reader.result();
}
