import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES, type StateConfiguration } from '@fieldbook/domain';
import { describe, expect, it } from 'vitest';
import { createDraft, fromPayload, mergeDateAndTime, type ReportDraft, toPayload, validateDraft } from './report-draft.ts';

const LA = 'America/Los_Angeles';
const texas = JSON.parse(readFileSync(join(import.meta.dirname, '../../../../../configurations/texas.json'), 'utf8')) as StateConfiguration;
const texasReport = JSON.parse(readFileSync(join(import.meta.dirname, '../../../../../configurations/examples/texas.report.json'), 'utf8'));

function draftAt(date: string, time: string): ReportDraft {
  const draft = createDraft({
    id: crypto.randomUUID(),
    type: 'Call For Service',
    incidentNumber: 'A-1',
    startedAt: new Date(),
    timeZone: LA,
  });
  return { ...draft, general_information: { ...draft.general_information, date, time } };
}

describe('toPayload: the time merged into the date in the agency time zone', () => {
  it.each([
    ['winter (PST, UTC-8)', '2025-01-15', '16:30', '2025-01-16T00:30:00.000Z'],
    ['summer (PDT, UTC-7)', '2025-07-04', '16:30', '2025-07-04T23:30:00.000Z'],
    ['before the spring-forward change', '2025-03-09', '01:30', '2025-03-09T09:30:00.000Z'],
    ['after the spring-forward change', '2025-03-09', '03:30', '2025-03-09T10:30:00.000Z'],
    ['a time that does not exist moves forward by the gap', '2025-03-09', '02:30', '2025-03-09T10:30:00.000Z'],
    ['a time that happens twice is the first one (PDT)', '2025-11-02', '01:30', '2025-11-02T08:30:00.000Z'],
    ['after the fall-back change', '2025-11-02', '02:30', '2025-11-02T10:30:00.000Z'],
    ['midnight', '2025-12-31', '00:00', '2025-12-31T08:00:00.000Z'],
  ])('%s', (_, date, time, instant) => {
    const payload = toPayload(draftAt(date, time), LA);
    expect(payload.general_information.date).toBe(instant);
    expect(payload.general_information).not.toHaveProperty('time');
  });

  it('reads the wall clock of the given time zone, not the browser one', () => {
    expect(mergeDateAndTime('2025-07-04', '16:30', 'America/New_York')).toBe('2025-07-04T20:30:00.000Z');
    expect(mergeDateAndTime('2025-07-04', '16:30', 'America/Chicago')).toBe('2025-07-04T21:30:00.000Z');
  });
});

describe('fromPayload: the instant split into the date and time the agency clock showed', () => {
  it.each([
    ['2025-01-16T00:30:00.000Z', '2025-01-15', '16:30'],
    ['2025-07-04T23:30:00.000Z', '2025-07-04', '16:30'],
    ['2025-03-09T09:59:00.000Z', '2025-03-09', '01:59'],
    ['2025-03-09T10:00:00.000Z', '2025-03-09', '03:00'],
    ['2025-11-02T08:30:00.000Z', '2025-11-02', '01:30'],
    ['2025-11-02T09:30:00.000Z', '2025-11-02', '01:30'],
  ])('%s', (instant, date, time) => {
    const payload = { ...texasReport, general_information: { ...texasReport.general_information, date: instant } };
    expect(fromPayload(payload, LA).general_information).toMatchObject({ date, time });
  });

  it('gives back every existing wall-clock time of both change days, every 10 minutes', () => {
    for (const date of ['2025-03-09', '2025-11-02']) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 10) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        if (date === '2025-03-09' && time.startsWith('02:')) continue; // does not exist that night
        expect(fromPayload(toPayload(draftAt(date, time), LA), LA).general_information).toMatchObject({ date, time });
      }
    }
  });

  it('round-trips a stored report', () => {
    const draft = fromPayload(texasReport, 'America/Chicago');
    expect(draft.general_information).toMatchObject({ date: '2025-09-19', time: '23:15' });
    expect(toPayload(draft, 'America/Chicago')).toEqual(texasReport);
  });
});

describe('validateDraft', () => {
  const context = { config: texas, timeZone: LA, now: new Date('2025-08-01T12:00:00Z'), mode: 'create' as const };
  const texasDraft = (patch: Partial<ReportDraft['general_information']>): ReportDraft => {
    const draft = fromPayload(texasReport, LA);
    return { ...draft, general_information: { ...draft.general_information, date: '2025-07-30', ...patch } };
  };

  it('accepts a complete report', () => {
    expect(validateDraft(texasDraft({ time: '16:30' }), context)).toEqual([]);
  });

  it.each(['25:00', '16:3', '1630', ''])('an invalid time %j gives the time message on the time input', (time) => {
    expect(validateDraft(texasDraft({ time }), context)).toEqual([{ path: 'general_information.time', message: MESSAGES.timeInvalid }]);
    expect(MESSAGES.timeInvalid).toBe('Please enter a valid time. E.g.: 16:30');
  });

  it('a later time today is in the future, read in the agency time zone', () => {
    // 12:00Z is 05:00 in Los Angeles.
    expect(validateDraft(texasDraft({ date: '2025-08-01', time: '05:30' }), context)).toEqual([
      { path: 'general_information.time', message: 'The time cannot be in the future.' },
    ]);
    expect(validateDraft(texasDraft({ date: '2025-08-01', time: '04:59' }), context)).toEqual([]);
  });

  it('an invalid date is reported on the date input only', () => {
    expect(validateDraft(texasDraft({ date: '2025-02-30', time: '99:99' }), context)).toEqual([
      { path: 'general_information.date', message: 'Please enter a valid date.' },
    ]);
  });
});
