import { describe, expect, it } from 'vitest';
import { CounterReader } from './widget-context.ts';

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
});
