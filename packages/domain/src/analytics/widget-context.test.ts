import { describe, expect, it } from 'vitest';
import { CounterReader, readerOf } from './widget-context.ts';

describe('CounterReader', () => {
  const reader = new CounterReader({
    'c.dur:5': 2,
    'c.dur:10': 1,
    'c.durx': 4,
    c: 3,
    'opa:race:white': 5,
    'cfs:race:black:searched': 1,
    'opa:race:black': 2,
  });

  it('finds the keys of a prefix and only those, in sorted order', () => {
    expect(reader.keysWithPrefix('c.dur:')).toEqual(['c.dur:10', 'c.dur:5']);
    expect(reader.keysWithPrefix('c.')).toEqual(['c.dur:10', 'c.dur:5', 'c.durx']);
    expect(reader.keysWithPrefix('zz')).toEqual([]);
    expect(reader.keysWithPrefix('')).toHaveLength(7);
  });

  it('lists the next segments of person keys over both contact types', () => {
    expect(reader.segments('race:').sort()).toEqual(['black', 'white']);
    expect(reader.segments('c.dur:', false).sort()).toEqual(['10', '5']);
  });

  it('sums a daily series over the days asked, whatever their order or gaps', () => {
    const daily = new CounterReader({ 't:2026-01-01:p': 2, 't:2026-01-02:p': 3, 't:2026-01-02:race:black': 1, 't:2026-01-03:c': 9 });
    expect(daily.dailySum(['2026-01-02', '2026-01-01', '2026-01-05'], 'p')).toBe(5);
    expect(daily.dailySum(['2026-01-02'], 'race:black')).toBe(1);
    expect(daily.dailySum(['2026-01-01', '2026-01-02'], 'c')).toBe(0);
    expect(daily.dailySum([], 'p')).toBe(0);
  });

  it('reads one set of counters minus another key by key: peers are the agency minus the officer', () => {
    const agency = { c: 10, 'opa:p': 8, 'cfs:p': 4, 'opa:race:white': 5, 'opa:race:black': 3, 't:2026-01-01:p': 6 };
    const officer = { c: 4, 'opa:p': 3, 'opa:race:black': 3, 'cfs:race:asian': 1, 't:2026-01-01:p': 2 };
    const peers = new CounterReader(agency, officer);
    expect(peers.get('c')).toBe(6);
    expect(peers.person('p')).toBe(9);
    expect(peers.person('p', 'opa')).toBe(5);
    expect(peers.dailySum(['2026-01-01'], 'p')).toBe(4);
    // A key that reaches zero is not listed; one only the subtrahend holds is, with its negative value.
    expect(peers.segments('race:').sort()).toEqual(['asian', 'white']);
    expect(peers.get('cfs:race:asian')).toBe(-1);
    expect(agency.c).toBe(10);
  });

  it('gives one reader per shared counters object, so its sorted keys are built once', () => {
    const shared = { 'opa:race:white': 1, c: 1 };
    const reader = readerOf(shared);
    expect(readerOf(shared)).toBe(reader);
    expect(readerOf({ ...shared })).not.toBe(reader);
    expect(reader.segments('race:')).toEqual(['white']);
  });
});
