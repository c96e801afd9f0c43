import { describe, expect, it } from 'vitest';
import { createDojResponseReader, parseDojResponse } from './response-file.ts';

const FILE_COLUMNS = 'Agency ORI|File name|Date Submitted|Time Submitted|Error message';
const RECORD_COLUMNS = 'Agency ORI|File name|LEA record ID|Error List';

const GOOD = [
  'File Level Fatal Errors:',
  FILE_COLUMNS,
  'CA0370000|20260304050607_CA0370000_REV-1.json|03/04/2026|05:10:00|"The file is not valid JSON"',
  'Record Level Fatal Errors:',
  RECORD_COLUMNS,
  'CA0370000|20260304050607_CA0370000_REV-2.json|REV-2|"Duplicate LEA record ID"',
  'Record Level Errors:',
  RECORD_COLUMNS,
  'CA0370000|20260304050607_CA0370000_REV-3.json|REV-3|"E104::Perceived age must be between 1 and 120"',
  'CA0370000|20260304050607_CA0370000_REV-4.json|REV-4|"E201::Offense code is not valid for the stop date"|"E305::City is not on the list"',
].join('\r\n');

describe('parseDojResponse', () => {
  it('reads the three sections of a good file', () => {
    expect(parseDojResponse(GOOD)).toEqual({
      fileErrors: [
        {
          ori: 'CA0370000',
          fileName: '20260304050607_CA0370000_REV-1.json',
          date: '03/04/2026',
          time: '05:10:00',
          message: 'The file is not valid JSON',
        },
      ],
      recordFatalErrors: [
        { ori: 'CA0370000', fileName: '20260304050607_CA0370000_REV-2.json', leaRecordId: 'REV-2', errors: ['Duplicate LEA record ID'] },
      ],
      recordErrors: [
        {
          ori: 'CA0370000',
          fileName: '20260304050607_CA0370000_REV-3.json',
          leaRecordId: 'REV-3',
          errors: ['E104::Perceived age must be between 1 and 120'],
        },
        {
          ori: 'CA0370000',
          fileName: '20260304050607_CA0370000_REV-4.json',
          leaRecordId: 'REV-4',
          errors: ['E201::Offense code is not valid for the stop date', 'E305::City is not on the list'],
        },
      ],
      problems: [],
    });
  });

  it('reads an empty answer (every section empty) as no errors', () => {
    const empty = [
      'File Level Fatal Errors:',
      FILE_COLUMNS,
      'Record Level Fatal Errors:',
      RECORD_COLUMNS,
      'Record Level Errors:',
      RECORD_COLUMNS,
    ];
    expect(parseDojResponse(empty.join('\n'))).toEqual({ fileErrors: [], recordFatalErrors: [], recordErrors: [], problems: [] });
    expect(parseDojResponse('')).toEqual({ fileErrors: [], recordFatalErrors: [], recordErrors: [], problems: [] });
  });

  it('takes the same file as lines, and line by line from a stream', () => {
    expect(parseDojResponse(GOOD.split('\r\n'))).toEqual(parseDojResponse(GOOD));
    const reader = createDojResponseReader();
    for (const line of GOOD.split('\r\n')) reader.line(line);
    expect(reader.result()).toEqual(parseDojResponse(GOOD));
  });

  it('places record errors by their column lines when the titles are missing, and keeps quotes and pipes inside a message', () => {
    const untitled = [
      FILE_COLUMNS,
      'CA0370000|a.json|03/04/2026|05:10:00|"Bad ""header"" | line"',
      RECORD_COLUMNS,
      'CA0370000|b.json|B|Fatal',
      RECORD_COLUMNS,
      'CA0370000|c.json|C|E1::Not fatal',
    ].join('\n');
    const read = parseDojResponse(untitled);
    expect(read.fileErrors[0]?.message).toBe('Bad "header" | line');
    expect(read.recordFatalErrors.map((error) => error.leaRecordId)).toEqual(['B']);
    expect(read.recordErrors.map((error) => error.leaRecordId)).toEqual(['C']);
    expect(read.problems).toEqual([]);
  });

  it('reads what it can of a mixed file and names the lines it cannot, without their text', () => {
    const mixed = [
      '\uFEFFCA0370000|early.json|X|before any title',
      'Record Level Errors:',
      RECORD_COLUMNS,
      'CA0370000|ok.json|OK-1|E1::Fine',
      'Jane Doe, 34, 12 Elm St',
      'CA0370000|missing-errors.json|M-1|',
      '|no-ori.json|N-1|E1::x',
      'CA0370000|ok.json|OK-2|E2::Also fine',
      'File Level Fatal Errors:',
      'CA0370000|short.json|03/04/2026',
    ].join('\n');
    const read = parseDojResponse(mixed);
    expect(read.recordErrors.map((error) => error.leaRecordId)).toEqual(['OK-1', 'OK-2']);
    expect(read.fileErrors).toEqual([]);
    expect(read.problems).toHaveLength(5);
    expect(read.problems[0]).toMatch(/^Line 1: .*before any section title/);
    expect(read.problems[1]).toMatch(/^Line 5: not a line of the DOJ response/);
    expect(read.problems.map((problem) => problem.split(':')[0])).toEqual(['Line 1', 'Line 5', 'Line 6', 'Line 7', 'Line 10']);
    expect(read.problems.join(' ')).not.toContain('Jane');
  });

  it('never throws on malformed input: binary junk, a huge line, a non-string line, a failing stream', () => {
    expect(() => parseDojResponse('\u0000\u0001|\u0002\n'.repeat(50))).not.toThrow();
    expect(parseDojResponse('x|'.repeat(100_000)).problems).toHaveLength(1);
    expect(parseDojResponse([42 as unknown as string, 'Record Level Errors:']).problems).toEqual([]);
    function* failing() {
      yield 'Record Level Errors:';
      yield 'CA0370000|a.json|A|E1::x';
      throw new Error('connection lost');
    }
    const read = parseDojResponse(failing());
    expect(read.recordErrors).toHaveLength(1);
    expect(read.problems).toEqual(['The file could not be read to its end.']);
  });

  it('lists at most 100 unreadable lines and counts the rest', () => {
    const read = parseDojResponse(Array.from({ length: 250 }, () => 'garbage').join('\n'));
    expect(read.problems).toHaveLength(101);
    expect(read.problems[100]).toBe('150 more lines could not be read.');
  });

  it('reads 10,000 errors in well under a second', () => {
    const lines = ['Record Level Errors:', RECORD_COLUMNS];
    for (let index = 0; index < 10_000; index += 1)
      lines.push(`CA0370000|20260304050607_CA0370000_R-${index}.json|R-${index}|"E104::Perceived age must be between 1 and 120"`);
    const started = performance.now();
    const read = parseDojResponse(lines.join('\n'));
    const elapsed = performance.now() - started;
    expect(read.recordErrors).toHaveLength(10_000);
    expect(read.recordErrors[9_999]?.leaRecordId).toBe('R-9999');
    // Generous bound for a shared 2-core machine; it takes a few milliseconds.
    expect(elapsed).toBeLessThan(1_000);
  });
});
