import { describe, expect, it } from 'vitest';
import { dojFileName, parseDojFileName } from './file-name.ts';

describe('dojFileName', () => {
  it('names a file yyyyMMddHHmmss_<ORI>_<LEARecordID>.json in UTC', () => {
    expect(dojFileName(new Date('2026-03-04T05:06:07.890Z'), 'CA0370000', 'REV-4323834-9')).toBe(
      '20260304050607_CA0370000_REV-4323834-9.json',
    );
    expect(dojFileName(new Date('2025-12-31T23:59:59Z'), 'CA0370000', '10126')).toBe('20251231235959_CA0370000_10126.json');
  });

  it('refuses an ORI or a record ID that would make a name the DOJ answer could not be matched to', () => {
    const at = new Date('2026-03-04T05:06:07Z');
    expect(() => dojFileName(at, 'CA037000', '1')).toThrow(/ORI/);
    expect(() => dojFileName(at, 'ca0370000', '1')).toThrow(/ORI/);
    expect(() => dojFileName(at, 'CA0370000', 'a_b')).toThrow(/record ID/);
    expect(() => dojFileName(at, 'CA0370000', '../x')).toThrow(/record ID/);
    expect(() => dojFileName(at, 'CA0370000', '')).toThrow(/record ID/);
    expect(() => dojFileName(new Date('nope'), 'CA0370000', '1')).toThrow(/date/);
  });

  it('reads a name back, and nothing from a name that is not one', () => {
    const parsed = parseDojFileName('20260304050607_CA0370000_REV-4323834-9.json');
    expect(parsed?.ori).toBe('CA0370000');
    expect(parsed?.leaRecordId).toBe('REV-4323834-9');
    expect(parsed?.at.toISOString()).toBe('2026-03-04T05:06:07.000Z');
    expect(parseDojFileName('20261304050607_CA0370000_1.json')).toBeUndefined();
    expect(parseDojFileName('20260230050607_CA0370000_1.json')).toBeUndefined();
    expect(parseDojFileName('stop.json')).toBeUndefined();
    expect(parseDojFileName('20260304050607_CA0370000_1.txt')).toBeUndefined();
  });
});
