import { readFileSync } from 'node:fs';
import { MESSAGES, stateConfiguration, validateReport } from '@fieldbook/domain';
import { describe, expect, it } from 'vitest';

const read = (name: string) => JSON.parse(readFileSync(new URL(`../../../../configurations/${name}`, import.meta.url), 'utf8'));
const config = stateConfiguration.parse(read('california.json'));
const example = read('examples/california.report.json');
const check = (change: (report: any) => void) => {
  const report = structuredClone(example);
  change(report);
  return validateReport(report, { config, timeZone: 'America/Los_Angeles', now: new Date(), mode: 'create' }).issues;
};
const driver = (report: any) => report.citizens[0];
const passenger = (report: any) => report.citizens[1];

describe('California RIPA (11 CCR 999.226, effective 2024-01-01)', () => {
  it('keeps the DOJ code on every option of the stop', () => {
    // Complaints and investigations are the agency's own records, not stop data sent to the DOJ: they have no stop codes.
    const { supervision: _agencyRecords, ...stop } = read('california.json');
    const options = JSON.stringify(stop).match(/"value":"[^"]+","label":"[^"]+"(,"code":"[^"]+")?/g) ?? [];
    expect(options.length).toBeGreaterThan(150);
    expect(options.filter((option) => !option.includes('"code"'))).toEqual([]);
  });

  it.each([
    ['perceived race or ethnicity', (r: any) => delete driver(r).perception.race, 'citizens.0.perception.race'],
    ['perceived age', (r: any) => delete driver(r).perception.age, 'citizens.0.perception.age'],
    ['reason for stop', (r: any) => delete driver(r).stop_reason.primary_reason, 'citizens.0.stop_reason.primary_reason'],
    ['reason given', (r: any) => delete driver(r).reason_given, 'citizens.0.reason_given.reasons_given'],
    ['result of stop', (r: any) => delete driver(r).result, 'citizens.0.result.result_of_stop'],
    [
      'type of stop',
      (r: any) => delete r.general_information.state_related.stop.type_of_stop,
      'general_information.state_related.stop.type_of_stop',
    ],
  ])('refuses a stop without %s, with the configured message', (_element, change, path) => {
    const issue = check(change).find((entry) => entry.path === path);
    expect(issue?.message).toMatch(/\w/);
    expect(issue?.message).not.toBe(MESSAGES.required);
  });

  it('requires a basis for search whenever a search happened', () => {
    expect(check((r) => delete passenger(r).search.basis_for_search)).toEqual([
      { path: 'citizens.1.search.basis_for_search', message: expect.any(String) },
    ]);
  });

  it("'None' is exclusive", () => {
    expect(check((r) => (driver(r).contraband.contraband_or_evidence = ['none', 'firearms']))).toEqual([
      { path: 'citizens.0.contraband.contraband_or_evidence', message: expect.stringContaining('cannot be combined') },
    ]);
  });

  it('offers student-only values only to a student at a K-12 public school', () => {
    const disabilityOf = (r: any) => (driver(r).perception.disability = ['hyperactivity_impulsive']);
    expect(check(disabilityOf)).toEqual([{ path: 'citizens.0.perception.disability', message: MESSAGES.optionNotOffered }]);
    const atSchool = check((r) => {
      r.general_information.state_related.location = { is_k12_school: true, school_code: '34674390000000', is_residence: false };
      driver(r).student = { is_student: true };
      disabilityOf(r);
    });
    expect(atSchool).toEqual([]);
  });

  it('requires offense codes for results that need them, and not for an arrest on a warrant', () => {
    expect(check((r) => (driver(r).result = { result_of_stop: ['citation'] }))).toEqual([
      { path: 'citizens.0.result.citation_offense_codes', message: MESSAGES.itemRequired },
    ]);
    expect(check((r) => (passenger(r).result = { result_of_stop: ['arrest_outstanding_warrant'] }))).toEqual([]);
  });

  it('never records a street address for a residence', () => {
    expect(check((r) => (r.general_information.state_related.location.is_residence = true))).toEqual([
      { path: 'general_information.location.type', message: MESSAGES.locationType },
    ]);
    expect(
      check((r) => {
        r.general_information.state_related.location.is_residence = true;
        r.general_information.location.type = 'geographic_coordinates';
      }),
    ).toEqual([]);
  });

  it('offers passenger actions only in vehicular stops', () => {
    expect(check((r) => (r.general_information.state_related.stop.type_of_stop = 'pedestrian'))).toEqual(
      expect.arrayContaining([{ path: 'citizens.0.actions.non_force_actions', message: MESSAGES.optionNotOffered }]),
    );
  });
});

describe('California complaints and investigations (Penal Code §13012, §832.5), added on amend', () => {
  const amend = (change: (report: any) => void) => {
    const report = structuredClone(example);
    change(report);
    return validateReport(report, { config, timeZone: 'America/Los_Angeles', now: new Date(), mode: 'amend' }).issues;
  };
  const complaint = {
    id: 'complaint-1',
    complaint: {
      complaint_number: 'IA-2026-004',
      date_received: '2026-01-12',
      complaint_type: 'non_criminal',
      status: 'closed',
      disposition: 'not_sustained',
      summary: 'The driver says the stop was made because of his race.',
    },
  };
  const investigation = {
    id: 'investigation-1',
    investigation: { investigation_number: 'INV-77', date_opened: '2026-01-13', status: 'open', summary: 'Review of the stop video.' },
  };

  it('accepts a complaint and an investigation on amend, and neither on create', () => {
    expect(amend((r) => Object.assign(r, { complaints: [complaint], investigations: [investigation] }))).toEqual([]);
    expect(check((r) => (r.complaints = [complaint]))).toEqual([{ path: 'complaints', message: MESSAGES.supervisionOnAmend }]);
  });

  it('asks the type of complaint, and the profiling alleged once the complaint alleges racial or identity profiling', () => {
    const withComplaint = (fields: object) => (r: any) =>
      (r.complaints = [{ ...complaint, complaint: { ...complaint.complaint, ...fields } }]);
    expect(amend(withComplaint({ complaint_type: undefined }))).toEqual([
      { path: 'complaints.0.complaint.complaint_type', message: 'Select the type of complaint.' },
    ]);
    expect(amend(withComplaint({ alleges_profiling: true }))).toEqual([
      { path: 'complaints.0.complaint.profiling_types', message: 'Select the type of racial or identity profiling alleged.' },
    ]);
    expect(amend(withComplaint({ alleges_profiling: true, profiling_types: ['race_ethnicity', 'religion'] }))).toEqual([]);
  });
});
