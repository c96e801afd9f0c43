import { describe, expect, it } from 'vitest';
import { checkOffenseCode, indexOffenseCodes, OFFENSE_CODE_MESSAGES, parseOffenseCodeCsv, searchOffenseCodes } from './offense-codes.ts';
import { shippedCsv, shippedOffenseCodes } from './shipped-tables.test-helper.ts';

const table = shippedOffenseCodes();

describe('the shipped DOJ offense-code table', () => {
  it('reads every row of the DOJ snapshot, codes of 1 to 5 digits, with no problem', () => {
    const { codes, problems } = parseOffenseCodeCsv(shippedCsv('offense-codes.csv'));
    expect(problems).toEqual([]);
    expect(codes).toHaveLength(5062);
    expect(table.byCode.get(3)?.literal).toBe('IN CUSTODY ARREST');
    expect(table.byCode.get(9005)?.literal).toBe('MURDER');
    expect(table.byCode.get(20053)?.literal).toBe('AGG ARSON:+$5,000,000 PD');
  });
});

describe('checkOffenseCode', () => {
  it('accepts code 3, four-digit and five-digit codes in force on the stop day', () => {
    expect(checkOffenseCode('3', table, '2025-10-13')).toBeNull();
    expect(checkOffenseCode('9005', table, '2025-10-13')).toBeNull();
    expect(checkOffenseCode('54106', table, '2025-10-13')).toBeNull();
  });

  it('refuses codes that are not digits, not in the table, not yet enacted or repealed before the stop', () => {
    expect(checkOffenseCode('0054', table, '2025-10-13')).toBe(OFFENSE_CODE_MESSAGES.pattern);
    expect(checkOffenseCode('123456', table, '2025-10-13')).toBe(OFFENSE_CODE_MESSAGES.pattern);
    expect(checkOffenseCode('88888', table, '2025-10-13')).toBe(OFFENSE_CODE_MESSAGES.unknown('88888'));
    // 20059 was enacted on 2010-01-01; 20053 repealed on 2009-12-31.
    expect(checkOffenseCode('20059', table, '2009-06-01')).toBe(OFFENSE_CODE_MESSAGES.notYetEnacted('20059', '2010-01-01'));
    expect(checkOffenseCode('20053', table, '2010-01-01')).toBe(OFFENSE_CODE_MESSAGES.repealed('20053', '2009-12-31'));
    expect(checkOffenseCode('20053', table, '2009-12-31')).toBeNull();
  });
});

describe('searchOffenseCodes', () => {
  it('finds by code, by statute and by words of the text, only codes in force on the stop day', () => {
    expect(searchOffenseCodes(table, '9005', '2025-01-01')[0]?.code).toBe(9005);
    expect(searchOffenseCodes(table, 'VC 22350', '2025-01-01').map((entry) => entry.code)).toContain(54106);
    expect(searchOffenseCodes(table, 'unsafe speed', '2025-01-01').map((entry) => entry.code)).toContain(54106);
    const arson = searchOffenseCodes(table, 'AGG ARSON', '2025-01-01', 100).map((entry) => entry.code);
    expect(arson).toContain(20059);
    expect(arson).not.toContain(20053);
    expect(searchOffenseCodes(table, '   ', '2025-01-01')).toEqual([]);
  });
});

describe("an agency's copy of the table", () => {
  const header = 'offense_code,statute,statute_type,charge_type,literal,enacted,repealed';

  it('is refused without the DOJ columns', () => {
    expect(parseOffenseCodeCsv('code,text\n1,x').problems).toEqual([
      "The file has no column 'offense_code', 'statute', 'statute_type', 'charge_type', 'literal', 'enacted', 'repealed'.",
    ]);
  });

  it('names each line that is not a sound code', () => {
    const { codes, problems } = parseOffenseCodeCsv(
      [
        header,
        '12A,1,PC,F,X,2020-01-01,',
        '3,1,PC,F,X,someday,',
        '4,1,PC,F,,2020-01-01,',
        '5,1,PC,F,X,2020-01-01,',
        '5,1,PC,F,X,2020-01-01,',
      ].join('\n'),
    );
    expect(codes.map((entry) => entry.code)).toEqual([5]);
    expect(problems).toEqual([
      "Line 2: '12A' is not an offense code of 1 to 5 digits.",
      'Line 3: the enacted date is not a date (YYYY-MM-DD).',
      'Line 4: the offense has no text (literal).',
      'Line 6: offense code 5 is listed twice.',
    ]);
  });

  it('with only a header holds no codes', () => {
    expect(parseOffenseCodeCsv(header).problems).toEqual([OFFENSE_CODE_MESSAGES.emptyTable]);
  });

  it('replaces the shipped one for the checks', () => {
    const newer = indexOffenseCodes(parseOffenseCodeCsv(`${header}\r\n77777,1,PC,M,"NEW, OFFENSE",2026-01-01,\r\n`).codes);
    expect(checkOffenseCode('77777', newer, '2026-02-01')).toBeNull();
    expect(checkOffenseCode('54106', newer, '2026-02-01')).toBe(OFFENSE_CODE_MESSAGES.unknown('54106'));
    expect(newer.byCode.get(77777)?.literal).toBe('NEW, OFFENSE');
  });
});
