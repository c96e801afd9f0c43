import { describe, expect, it } from 'vitest';
import { defaultIncidentNumber, isSameIncidentNumber, isValidIncidentNumber } from './incident-number.ts';
import { MESSAGES } from './messages.ts';
import { testContext, validTestReport } from './test-fixtures.ts';
import { validateReport } from './validate-report.ts';

const issuesFor = (change: (report: ReturnType<typeof validTestReport>) => void, context = testContext()) => {
  const report = validTestReport();
  change(report);
  return validateReport(report, context).issues;
};

describe('a valid report', () => {
  it('has no issues', () => {
    expect(validateReport(validTestReport(), testContext()).issues).toEqual([]);
  });
});

describe('incident number and linking ID (reports.md §5)', () => {
  it.each([
    ['A', true],
    ['2024-000123', true],
    ['abcdefghij0123456789', true],
    ['abcdefghij01234567890', false],
    ['', false],
    ['12 34', false],
    ['12_34', false],
    ['№1', false],
  ])('%j valid: %s', (value, isValid) => {
    expect(isValidIncidentNumber(value)).toBe(isValid);
    const issues = issuesFor((report) => {
      report.general_information.incident_number = value;
    });
    expect(issues).toEqual(isValid ? [] : [{ path: 'general_information.incident_number', message: MESSAGES.incidentNumber }]);
  });

  it('checks the linking ID with the same rule only when filled', () => {
    const at = 'general_information.state_related.to_connect_reports.event_identifier';
    expect(issuesFor((r) => (r.general_information.state_related.to_connect_reports = { event_identifier: 'EV-1' }))).toEqual([]);
    expect(issuesFor((r) => (r.general_information.state_related.to_connect_reports = { event_identifier: '' }))).toEqual([]);
    expect(issuesFor((r) => (r.general_information.state_related.to_connect_reports = { event_identifier: 'EV 1!' }))).toEqual([
      { path: at, message: MESSAGES.incidentNumber },
    ]);
  });

  it('drops a linking ID where the state does not link reports', () => {
    const { to_connect_reports: _dropped, ...config } = testContext().config;
    const report = validTestReport();
    report.general_information.state_related.to_connect_reports = { event_identifier: 'EV-1' };
    const result = validateReport(report, testContext({ config }));
    expect(result.issues).toEqual([]);
    expect(result.report.general_information).toMatchObject({ state_related: { stop: { type_of_stop: 'vehicular' } } });
    expect((result.report.general_information as any).state_related.to_connect_reports).toBeUndefined();
  });

  it('is the same number whatever its case (issue 24)', () => {
    expect(isSameIncidentNumber('audf-833304', 'AUDF-833304')).toBe(true);
    expect(isSameIncidentNumber('Audf-833304', 'aUDF-833304')).toBe(true);
    expect(isSameIncidentNumber('AUDF-833304', 'AUDF-833305')).toBe(false);
  });

  it('defaults to 10 digits of the timestamp, a hyphen and the officer id without other characters', () => {
    expect(defaultIncidentNumber('DPD-0217', new Date(1_781_539_200_123))).toBe('1781539200-DPD0217');
    expect(defaultIncidentNumber('a very long officer id #42', new Date(1_781_539_200_123))).toBe('1781539200-averylong');
    expect(defaultIncidentNumber('---', new Date(1_781_539_200_123))).toBe('1781539200');
    expect(isValidIncidentNumber(defaultIncidentNumber('x'.repeat(40)))).toBe(true);
  });
});

describe('date and time (reports.md §5), today being 2026-06-15 11:00 in Los Angeles', () => {
  it.each([
    ['2026-06-15T09:30:00-07:00', []],
    ['2026-06-15T11:00:00-07:00', []],
    ['2022-01-01T00:00:00-08:00', []],
    ['2026-06-15T11:01:00-07:00', [['time', MESSAGES.timeFuture]]],
    ['2026-06-16T08:00:00-07:00', [['date', MESSAGES.dateFuture]]],
    // 02:00 UTC on the 16th is still the 15th, 19:00, in Los Angeles: a future time, not a future date.
    ['2026-06-16T02:00:00Z', [['time', MESSAGES.timeFuture]]],
    ['2021-12-31T23:00:00-08:00', [['date', MESSAGES.dateBefore2022]]],
    ['not a date', [['date', MESSAGES.dateInvalid]]],
    ['2026-02-30T10:00:00Z', [['date', MESSAGES.dateInvalid]]],
    [undefined, [['date', MESSAGES.dateInvalid]]],
  ])('%j', (date, expected) => {
    const issues = issuesFor((report) => {
      report.general_information.date = date;
    });
    expect(issues).toEqual(expected.map(([path, message]) => ({ path: `general_information.${path}`, message })));
  });
});

describe('duration (reports.md §5)', () => {
  it.each([
    [1, true],
    [1440, true],
    [0, false],
    [1441, false],
    [-5, false],
    [12.5, false],
    ['30', false],
    [undefined, false],
  ])('%j valid: %s', (duration, isValid) => {
    const issues = issuesFor((report) => {
      report.general_information.duration = duration;
    });
    expect(issues).toEqual(isValid ? [] : [{ path: 'general_information.duration', message: MESSAGES.duration }]);
  });
});

describe('location (reports.md §5)', () => {
  const at = (path: string) => `general_information.location.${path}`;
  it.each([
    ['full missing', (l: any) => (l.address.full = ''), [[at('address.full'), MESSAGES.locationFull]]],
    ['full over 100', (l: any) => (l.address.full = 'x'.repeat(101)), [[at('address.full'), MESSAGES.locationFullTooLong]]],
    ['full of 100', (l: any) => (l.address.full = 'x'.repeat(100)), []],
    ['city missing', (l: any) => delete l.address.city, [[at('address.city'), MESSAGES.locationCity]]],
    ['city over 40', (l: any) => (l.address.city = 'c'.repeat(41)), [[at('address.city'), MESSAGES.locationCityTooLong]]],
    ['city of 40', (l: any) => (l.address.city = 'c'.repeat(40)), []],
    ['zip missing', (l: any) => (l.address.zip = null), [[at('address.zip'), MESSAGES.locationZip]]],
    ['zip over 5', (l: any) => (l.address.zip = '958140'), [[at('address.zip'), MESSAGES.locationZipTooLong]]],
    ['type missing', (l: any) => (l.type = ''), [[at('type'), MESSAGES.locationType]]],
    ['type not offered', (l: any) => (l.type = 'moon'), [[at('type'), MESSAGES.locationType]]],
  ])('%s', (_case, change, expected) => {
    const issues = issuesFor((report) => change(report.general_information.location));
    expect(issues).toEqual(expected.map(([path, message]) => ({ path, message })));
  });
});

describe('contact type and lighting', () => {
  it('accepts only the contact types the agency offers', () => {
    const onlyCalls = testContext({ contactTypes: ['Call For Service'] });
    expect(issuesFor((r) => (r.general_information.type = 'Officer Pro-active'), onlyCalls)).toEqual([
      { path: 'general_information.type', message: MESSAGES.contactType },
    ]);
    expect(issuesFor((r) => (r.general_information.type = 'Call For Service'), onlyCalls)).toEqual([]);
  });

  it('accepts only the two contact types', () => {
    expect(issuesFor((r) => (r.general_information.type = 'Officer Pro-active'))).toEqual([]);
    expect(issuesFor((r) => (r.general_information.type = 'Traffic'))).toEqual([
      { path: 'general_information.type', message: MESSAGES.contactType },
    ]);
  });

  it('accepts only the spec lighting options', () => {
    expect(issuesFor((r) => (r.general_information.lighting_conditions = ['Twilight/Dawn', 'Complete Darkness']))).toEqual([]);
    expect(issuesFor((r) => (r.general_information.lighting_conditions = ['Moonlight']))).toEqual([
      { path: 'general_information.lighting_conditions', message: MESSAGES.optionNotOffered },
    ]);
  });
});

describe('coordinates', () => {
  it.each([
    [{ latitude: 38.5, longitude: -121.4 }, true],
    [{ latitude: 91, longitude: 0 }, false],
    [{ latitude: '38.5', longitude: -121.4 }, false],
    [{ latitude: 38.5 }, false],
  ])('address coords %j valid: %s', (coords, isValid) => {
    const issues = issuesFor((report) => {
      report.general_information.location.address.coords = coords;
      report.general_information.device = { coords, duration: 3 };
    });
    expect(issues.length).toBe(isValid ? 0 : 2);
  });
});
