import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAmendReason } from './amend.ts';
import { describeReportChange, diffReports, isChangeUnder, type ReportChange } from './report-diff.ts';
import { rebaseReport } from './report-rebase.ts';
import { exampleReport, shippedConfigurations } from './shipped-configurations.test-helper.ts';
import { CITIZEN_ID, TEST_CONFIGURATION, TIME_ZONE, validTestReport } from './test-fixtures.ts';

const context = { config: TEST_CONFIGURATION, timeZone: TIME_ZONE };
const words = (changes: ReportChange[]) => changes.map(describeReportChange);

/** A second citizen, with its own stable id. */
function withSecondCitizen(report: Record<string, any>): Record<string, any> {
  const second = { ...structuredClone(report.citizens[0]), id: 'c-2', perception: { age: 41, race: ['asian'], limited_english: true } };
  return { ...report, citizens: [...report.citizens, second] };
}

describe('diffReports', () => {
  it('finds nothing between a report and itself, or a copy of it', () => {
    const report = validTestReport();
    expect(diffReports(report, report, context)).toEqual([]);
    expect(diffReports(report, structuredClone(report), context)).toEqual([]);
  });

  it("names a citizen's field by the citizen's place and the field's label, with option labels as values", () => {
    const before = withSecondCitizen(validTestReport());
    const after = structuredClone(before);
    after.citizens[1].perception.race = ['white', 'asian'];
    expect(diffReports(before, after, context)).toEqual([
      {
        path: 'citizens.c-2.perception.race',
        label: 'Citizen 2, Race',
        kind: 'changed',
        old_value: 'Asian',
        new_value: 'White, Asian',
      },
    ]);
    expect(words(diffReports(before, after, context))).toEqual(['Citizen 2, Race: Asian → White, Asian']);
  });

  it('says it in the words of the spec on the California form', () => {
    const config = shippedConfigurations().find((entry) => entry.fileName === 'california.json')?.config;
    if (!config) throw new Error('no California configuration');
    const before: Record<string, any> = exampleReport('california.json');
    const second = { ...structuredClone(before.citizens[0]), id: 'second-citizen' };
    second.perception.race = ['black'];
    before.citizens = [before.citizens[0], second];
    const after = structuredClone(before);
    after.citizens[1].perception.race = ['hispanic_latine'];
    expect(words(diffReports(before, after, { config, timeZone: TIME_ZONE }))).toEqual([
      'Citizen 2, Perceived race or ethnicity: Black/African American → Hispanic/Latine(x)',
    ]);
  });

  it('matches citizens by id: removing Citizen 1 is one change, not a rename of every citizen', () => {
    const before = withSecondCitizen(validTestReport());
    const after = { ...before, citizens: [before.citizens[1]] };
    expect(diffReports(before, after, context)).toEqual([
      { path: `citizens.${CITIZEN_ID}`, label: 'Citizen 1', kind: 'removed', old_value: null, new_value: null },
    ]);
  });

  it('gives an added citizen as one change, and a change to a moved citizen under its new place', () => {
    const before = withSecondCitizen(validTestReport());
    const added = { ...structuredClone(before.citizens[0]), id: 'c-3' };
    const after = { ...before, citizens: [before.citizens[1], added] };
    after.citizens[0] = { ...after.citizens[0], perception: { ...after.citizens[0].perception, age: 42 } };
    expect(words(diffReports(before, after, context))).toEqual(['Citizen 1 removed', 'Citizen 1, Age: 41 → 42', 'Citizen 2 added']);
  });

  it('describes the general information in the full report’s words', () => {
    const before = validTestReport();
    const after = structuredClone(before);
    after.general_information.duration = 40;
    after.general_information.date = '2026-06-15T10:05:00-07:00';
    after.general_information.location.type = 'residence';
    after.general_information.location.details = 'Behind the store';
    after.general_information.state_related.stop.type_of_stop = 'pedestrian';
    after.general_information.state_related.stop.is_school = true;
    after.general_information.was_use_of_force = true;
    expect(words(diffReports(before, after, context))).toEqual([
      'Date and time: 06/15/2026 - 09:30 → 06/15/2026 - 10:05',
      'Duration: 25 min → 40 min',
      'Was Use Of Force: No → Yes',
      'Location details: (blank) → Behind the store',
      'Location type: Street → Residence',
      'Type of Stop: Vehicular → Pedestrian',
      'K-12 school: No → Yes',
    ]);
  });

  it('names officers, the citizens they are linked to, tags and other agencies', () => {
    const before = withSecondCitizen(validTestReport());
    before.officers = [{ id: 'o-1', officer: { user: { id: 'u-1', name: 'Jordan Lee' }, citizens: [CITIZEN_ID] } }];
    before.tags = { agency: [{ id: 't-1', name: 'Night shift', color: '#000' }] };
    const after = structuredClone(before);
    after.officers[0].officer.citizens = [CITIZEN_ID, 'c-2'];
    after.tags.agency = [
      { id: 't-1', name: 'Night shift', color: '#fff' },
      { id: 't-2', name: 'K9', color: '#111' },
    ];
    after.use_of_force = { other_agencies_involved: ['County Sheriff'] };
    expect(words(diffReports(before, after, context))).toEqual([
      'Other agencies involved: (blank) → County Sheriff',
      'Officer 1, Citizens: Citizen 1 → Citizen 1, Citizen 2',
      'Agency Tags: Night shift → Night shift, K9',
    ]);
  });

  it('ignores what the server manages, text differing only in spaces, and a tag recoloured', () => {
    const before = validTestReport();
    const after = structuredClone(before);
    after.general_information.officer_name = 'Someone else';
    after.general_information.created_by_user = { title: { name: 'Sergeant' } };
    after.general_information.device = { duration: 3 };
    after.created_in_version = '9.99';
    after.public_token = 'abc';
    after.citizens[0].reason.explanation = `${before.citizens[0].reason.explanation}  `;
    expect(diffReports(before, after, context)).toEqual([]);
  });

  it('shows a value the configuration does not know as text', () => {
    const before = validTestReport();
    const after = structuredClone(before);
    after.citizens[0].perception.old_field = 'kept';
    expect(words(diffReports(before, after, context))).toEqual(['Citizen 1, Perception > old_field: (blank) → kept']);
  });

  it('finds complaints added on amend, which isChangeUnder places under the supervision parts', () => {
    const before = validTestReport();
    const after = { ...structuredClone(before), complaints: [{ id: 'k-1', complaint: { number: 'C-1' } }] };
    const changes = diffReports(before, after, context);
    expect(words(changes)).toEqual(['Complaint 1 added']);
    expect(changes.every((change) => isChangeUnder(change, ['complaints', 'investigations']))).toBe(true);
    expect(isChangeUnder({ path: 'complaints_x' }, ['complaints'])).toBe(false);
  });

  it('property: diff(a, a) is empty, and one changed age is one change in both directions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 120 }), fc.integer({ min: 1, max: 120 }), fc.string(), (age, otherAge, details) => {
        const report = validTestReport();
        report.citizens[0].perception.age = age;
        report.general_information.location.details = details;
        expect(diffReports(report, structuredClone(report), context)).toEqual([]);
        const changed = structuredClone(report);
        changed.citizens[0].perception.age = otherAge;
        const forward = diffReports(report, changed, context);
        const back = diffReports(changed, report, context);
        expect(forward).toHaveLength(age === otherAge ? 0 : 1);
        expect(back.map((change) => [change.new_value, change.old_value])).toEqual(
          forward.map((change) => [change.old_value, change.new_value]),
        );
      }),
    );
  });
});

describe('rebaseReport', () => {
  it("re-applies the officer's own change on top of another amend's, keeping both", () => {
    const base = withSecondCitizen(validTestReport());
    const theirs = structuredClone(base);
    theirs.general_information.duration = 90;
    const mine = structuredClone(base);
    mine.citizens[1].perception.age = 50;
    const merged = rebaseReport(base, mine, theirs) as Record<string, any>;
    expect(merged.general_information.duration).toBe(90);
    expect(merged.citizens[1].perception.age).toBe(50);
    expect(words(diffReports(theirs, merged, context))).toEqual(['Citizen 2, Age: 41 → 50']);
  });

  it('keeps the officer’s value where both changed the same field', () => {
    const base = validTestReport();
    const theirs = structuredClone(base);
    theirs.general_information.duration = 90;
    const mine = structuredClone(base);
    mine.general_information.duration = 30;
    expect((rebaseReport(base, mine, theirs) as Record<string, any>).general_information.duration).toBe(30);
  });

  it('merges citizens by id: their addition stays, my removal and my addition apply', () => {
    const base = withSecondCitizen(validTestReport());
    const theirs = { ...structuredClone(base), citizens: [...structuredClone(base.citizens), { ...base.citizens[0], id: 'theirs' }] };
    const mine = { ...structuredClone(base), citizens: [structuredClone(base.citizens[1]), { ...base.citizens[0], id: 'mine' }] };
    const merged = rebaseReport(base, mine, theirs) as Record<string, any>;
    expect(merged.citizens.map((citizen: { id: string }) => citizen.id)).toEqual(['c-2', 'theirs', 'mine']);
  });

  it('keeps a citizen the other amend removed when the officer changed it', () => {
    const base = withSecondCitizen(validTestReport());
    const theirs = { ...structuredClone(base), citizens: [structuredClone(base.citizens[0])] };
    const mine = structuredClone(base);
    mine.citizens[1].perception.age = 77;
    const merged = rebaseReport(base, mine, theirs) as Record<string, any>;
    expect(merged.citizens.map((citizen: { id: string }) => citizen.id)).toEqual([CITIZEN_ID, 'c-2']);
    expect(merged.citizens[1].perception.age).toBe(77);
  });

  it('property: with no change of mine it is the current version; with none of theirs it is mine', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1440 }), fc.string(), (duration, details) => {
        const base = validTestReport();
        const other = structuredClone(base);
        other.general_information.duration = duration;
        other.general_information.location.details = details;
        expect(rebaseReport(base, structuredClone(base), other)).toEqual(other);
        expect(rebaseReport(base, other, structuredClone(base))).toEqual(other);
      }),
    );
  });
});

describe('checkAmendReason', () => {
  it.each([
    [undefined, null],
    [null, null],
    ['Corrected the age', null],
    ['  x  ', null],
    ['a'.repeat(500), null],
    [` ${'a'.repeat(500)} `, null],
    ['', 'Write the reason in 1 to 500 characters.'],
    ['   ', 'Write the reason in 1 to 500 characters.'],
    ['a'.repeat(501), 'Write the reason in 1 to 500 characters.'],
    [42, 'Write the reason in 1 to 500 characters.'],
  ])('%j → %j', (reason, expected) => {
    expect(checkAmendReason(reason)).toBe(expected);
  });
});
