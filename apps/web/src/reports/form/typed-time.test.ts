import { describe, expect, it } from 'vitest';
import { readTypedTime, typedTimeIssue, typedTimeValue } from './typed-time.ts';

describe('reading a typed time (issue 24, defect 9)', () => {
  it.each([
    ['7:05', '07:05'],
    ['705', '07:05'],
    ['0705', '07:05'],
    ['7.05', '07:05'],
    ['7,05', '07:05'],
    ['7h05', '07:05'],
    ['19:30', '19:30'],
    ['1930', '19:30'],
    ['7:5', '07:05'],
    ['7', '07:00'],
    ['07', '07:00'],
    ['7:', '07:00'],
    ['0', '00:00'],
    ['000', '00:00'],
    ['23:59', '23:59'],
    [' 19:30 ', '19:30'],
  ])('%j reads as %s', (typed, time) => {
    expect(readTypedTime(typed)).toEqual({ time });
    expect(typedTimeValue(typed)).toBe(time);
    expect(typedTimeIssue(typed)).toBeUndefined();
  });

  it.each([
    ['25:00', 'hour'],
    ['2400', 'hour'],
    ['24', 'hour'],
    ['99', 'hour'],
    ['7:65', 'minute'],
    ['765', 'minute'],
    ['1960', 'minute'],
  ] as const)('%j cannot exist (%s)', (typed, error) => {
    expect(readTypedTime(typed)).toEqual({ error });
    expect(typedTimeValue(typed)).toBe(typed);
    expect(typedTimeIssue(typed)).toBe(error === 'hour' ? 'Hours go from 00 to 23. E.g.: 16:30' : 'Minutes go from 00 to 59. E.g.: 16:30');
  });

  it.each(['7pm', 'ab', '12345', '1:2:3', '-705', '7::05'])('%j is no time: the rule says so', (typed) => {
    expect(readTypedTime(typed)).toEqual({ error: 'format' });
    expect(typedTimeIssue(typed)).toBeUndefined();
    expect(typedTimeValue(typed)).toBe(typed);
  });

  it('nothing typed is nothing', () => {
    expect(readTypedTime('  ')).toBeNull();
    expect(typedTimeValue('')).toBe('');
  });
});
