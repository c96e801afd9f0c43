import { describe, expect, it } from 'vitest';
import type { StateConfiguration } from '../configuration/configuration.schema.ts';
import { shippedConfigurations } from '../report/shipped-configurations.test-helper.ts';
import {
  checkProfileAnswers,
  fillFromProfile,
  profileAnswersFromReport,
  profileAnswersOn,
  profileFieldsOf,
  profileFromFiledReport,
  profileSectionsOf,
  type ReportProfile,
  saveProfileAnswers,
  wholeYearsBetween,
} from './report-profile.ts';

const shipped = shippedConfigurations();
const configOf = (fileName: string): StateConfiguration => {
  const found = shipped.find((entry) => entry.fileName === fileName);
  if (!found) throw new Error(`no ${fileName}`);
  return found.config;
};
const california = configOf('california.json');

const profile = (answers: ReportProfile['answers'], savedOn: string): ReportProfile => ({
  answers,
  saved_on: Object.fromEntries(
    Object.entries(answers).map(([section, values]) => [section, Object.fromEntries(Object.keys(values).map((name) => [name, savedOn]))]),
  ),
});

describe('profile fields of a configuration', () => {
  it("are California's years of experience (counted yearly), race or ethnicity and assignment (kept), with their section", () => {
    expect(profileFieldsOf(california).map(({ section, field, kind }) => [section.name, field.name, kind])).toEqual([
      ['officer', 'years_of_experience', 'counted_yearly'],
      ['officer', 'race_or_ethnicity', 'kept'],
      ['officer', 'assignment', 'kept'],
      ['officer', 'assignment_other', 'kept'],
    ]);
    const [officer] = profileSectionsOf(california);
    expect(officer?.label).toBe('Reporting Officer');
    expect(officer?.fields.map((field) => [field.name, field.required])).toEqual([
      ['years_of_experience', false],
      ['race_or_ethnicity', false],
      ['assignment', false],
      ['assignment_other', false],
    ]);
  });

  it('are none in the other shipped configurations', () => {
    for (const { fileName, config } of shipped.filter((entry) => entry.fileName !== 'california.json'))
      expect([fileName, profileFieldsOf(config)]).toEqual([fileName, []]);
  });
});

describe('wholeYearsBetween', () => {
  it.each([
    ['2025-03-01', '2026-03-01', 1],
    ['2025-03-01', '2026-02-28', 0],
    ['2025-03-01', '2031-03-02', 6],
    ['2024-02-29', '2025-02-28', 0],
    ['2024-02-29', '2025-03-01', 1],
    ['2026-03-01', '2025-03-01', 0],
    ['not a day', '2025-03-01', 0],
  ])('%s to %s is %i', (from, to, years) => expect(wholeYearsBetween(from, to)).toBe(years));
});

describe('fillFromProfile', () => {
  const saved = profile({ officer: { years_of_experience: 7, assignment: 'patrol' } }, '2025-03-01');

  it('fills empty profile fields: kept as saved, years plus the whole years since they were saved', () => {
    expect(fillFromProfile({}, california, saved, '2025-03-01')).toEqual({ officer: { years_of_experience: 7, assignment: 'patrol' } });
    expect(fillFromProfile({}, california, saved, '2026-02-28')).toEqual({ officer: { years_of_experience: 7, assignment: 'patrol' } });
    expect(fillFromProfile({}, california, saved, '2026-03-01')).toEqual({ officer: { years_of_experience: 8, assignment: 'patrol' } });
  });

  it("caps the years by the field's own max", () => {
    const veteran = profile({ officer: { years_of_experience: 49 } }, '2020-01-01');
    expect(fillFromProfile({}, california, veteran, '2026-06-01')).toEqual({ officer: { years_of_experience: 50 } });
  });

  it('keeps answers already on the report and the other answers of the section', () => {
    const stateRelated = { officer: { assignment: 'task_force', non_primary_agency: true }, stop: { type_of_stop: 'traffic' } };
    expect(fillFromProfile(stateRelated, california, saved, '2025-06-01')).toEqual({
      officer: { assignment: 'task_force', non_primary_agency: true, years_of_experience: 7 },
      stop: { type_of_stop: 'traffic' },
    });
    expect(fillFromProfile({ officer: { years_of_experience: '' } }, california, saved, '2025-06-01')).toMatchObject({
      officer: { years_of_experience: 7 },
    });
  });

  it("fills 'Specify the type of assignment' only where its assignment is shown", () => {
    const other = profile({ officer: { assignment: 'other', assignment_other: 'Harbor patrol' } }, '2025-03-01');
    expect(fillFromProfile({}, california, other, '2025-06-01')).toEqual({
      officer: { assignment: 'other', assignment_other: 'Harbor patrol' },
    });
    expect(fillFromProfile({ officer: { assignment: 'patrol' } }, california, other, '2025-06-01')).toEqual({
      officer: { assignment: 'patrol' },
    });
  });

  it('leaves the report as it is with no profile, an empty one, or a configuration without profile fields', () => {
    const empty = {};
    expect(fillFromProfile(empty, california, null, '2025-06-01')).toBe(empty);
    expect(fillFromProfile(empty, california, { answers: {}, saved_on: {} }, '2025-06-01')).toBe(empty);
    expect(fillFromProfile(empty, configOf('texas.json'), saved, '2025-06-01')).toBe(empty);
  });
});

describe('profileAnswersFromReport', () => {
  it('takes the shown, non-empty profile answers of a report and nothing else', () => {
    const stateRelated = {
      officer: { years_of_experience: 9, assignment: 'patrol', assignment_other: 'stale', non_primary_agency: true },
      stop: { type_of_stop: 'traffic' },
    };
    expect(profileAnswersFromReport(stateRelated, california)).toEqual({ officer: { years_of_experience: 9, assignment: 'patrol' } });
    expect(profileAnswersFromReport({ officer: { years_of_experience: null } }, california)).toEqual({});
    expect(profileAnswersFromReport(undefined, california)).toEqual({});
  });
});

describe('checkProfileAnswers', () => {
  it('accepts valid answers, none required, and drops empty and hidden ones', () => {
    expect(checkProfileAnswers({}, california)).toEqual({ answers: {}, issues: [] });
    expect(
      checkProfileAnswers({ officer: { years_of_experience: 12, assignment: 'patrol', assignment_other: 'ignored' } }, california),
    ).toEqual({ answers: { officer: { years_of_experience: 12, assignment: 'patrol' } }, issues: [] });
    expect(checkProfileAnswers({ officer: { years_of_experience: null, assignment: '' } }, california).answers).toEqual({});
  });

  it("checks answers with the report's own rules and messages", () => {
    const { issues } = checkProfileAnswers({ officer: { years_of_experience: 51, assignment: 'astronaut' } }, california);
    expect(issues).toEqual([
      { path: 'answers.officer.years_of_experience', message: 'Years of experience must be at most 50.' },
      { path: 'answers.officer.assignment', message: 'Choose one of the offered values.' },
    ]);
    expect(checkProfileAnswers({ officer: { years_of_experience: '7' } }, california).issues).toEqual([
      { path: 'answers.officer.years_of_experience', message: 'Please enter a valid number' },
    ]);
    expect(checkProfileAnswers({ officer: { years_of_experience: 0 } }, california, 'body.answers').issues).toEqual([
      { path: 'body.answers.officer.years_of_experience', message: 'Years of experience must be at least 1.' },
    ]);
  });

  it('refuses fields and sections that are not profile fields', () => {
    expect(checkProfileAnswers({ officer: { non_primary_agency: true }, stop: { type_of_stop: 'traffic' } }, california).issues).toEqual([
      { path: 'answers.officer.non_primary_agency', message: 'This field is not part of your report details.' },
      { path: 'answers.stop.type_of_stop', message: 'This field is not part of your report details.' },
    ]);
    expect(checkProfileAnswers({ officer: { years_of_experience: 3 } }, configOf('generic.json')).issues).toHaveLength(1);
    expect(checkProfileAnswers([], california).issues).toEqual([{ path: 'answers', message: 'Please enter a valid value.' }]);
  });
});

describe('saving the profile', () => {
  const saved = profile({ officer: { years_of_experience: 7, assignment: 'patrol' } }, '2025-03-01');

  it('keeps the saved day of an answer that did not change, counted years included; others are saved today', () => {
    const next = saveProfileAnswers(saved, { officer: { years_of_experience: 8, assignment: 'task_force' } }, california, '2026-04-01');
    expect(next).toEqual({
      answers: { officer: { years_of_experience: 7, assignment: 'task_force' } },
      saved_on: { officer: { years_of_experience: '2025-03-01', assignment: '2026-04-01' } },
    });
    expect(profileAnswersOn(next, california, '2027-03-01')).toEqual({ officer: { years_of_experience: 9, assignment: 'task_force' } });
  });

  it('drops answers no longer given', () => {
    expect(saveProfileAnswers(saved, { officer: { assignment: 'patrol' } }, california, '2026-04-01')).toEqual({
      answers: { officer: { assignment: 'patrol' } },
      saved_on: { officer: { assignment: '2025-03-01' } },
    });
  });
});

describe('profileFromFiledReport', () => {
  const saved = profile({ officer: { years_of_experience: 7, assignment: 'patrol' } }, '2025-03-01');
  const filed = { officer: { years_of_experience: 7, assignment: 'patrol' } };

  it('saves the answers of a first report as the profile', () => {
    expect(profileFromFiledReport(null, filed, california, '2025-05-02')).toEqual(profile(filed, '2025-05-02'));
  });

  it('changes nothing when the report agrees with the profile on its day', () => {
    expect(profileFromFiledReport(saved, filed, california, '2025-05-02')).toBeNull();
    expect(
      profileFromFiledReport(saved, { officer: { years_of_experience: 8, assignment: 'patrol' } }, california, '2026-03-01'),
    ).toBeNull();
  });

  it('saves changed answers, but never from a report older than the last save or without profile answers', () => {
    const changed = profileFromFiledReport(
      saved,
      { officer: { years_of_experience: 7, assignment: 'narcotics_vice' } },
      california,
      '2025-05-02',
    );
    expect(changed?.answers).toEqual({ officer: { years_of_experience: 7, assignment: 'narcotics_vice' } });
    expect(changed?.saved_on).toEqual({ officer: { years_of_experience: '2025-03-01', assignment: '2025-05-02' } });
    expect(profileFromFiledReport(saved, { officer: { assignment: 'task_force' } }, california, '2025-02-01')).toBeNull();
    expect(profileFromFiledReport(saved, {}, california, '2025-05-02')).toBeNull();
  });
});
