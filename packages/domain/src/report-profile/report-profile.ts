import type { FormField, FormSection, PROFILE_KINDS, StateConfiguration } from '../configuration/configuration.schema.ts';
import type { FieldIssue } from '../errors.ts';
import { isShown, resolveField, type Scope } from '../report/conditions.ts';
import { asRecord, isEmpty, isRecord } from '../report/emptiness.ts';
import { isSameValue } from '../report/equality.ts';
import { checkField, type FormContext } from '../report/field-rules.ts';
import { isCalendarDate } from '../report/local-time.ts';
import { MESSAGES } from '../report/messages.ts';
import { disabledFieldKeys } from '../report/normalize-report.ts';

/**
 * The officer's report profile (issue 24): the answers of the state sections that describe the officer, not the stop
 * (California's years of experience and assignment: fields marked `profile` in the configuration), kept per user
 * and filled into a new report. Only `general_information` sections hold them (the report's `state_related`).
 */

export type ProfileKind = (typeof PROFILE_KINDS)[number];

export interface ProfileField {
  section: FormSection;
  field: FormField;
  kind: ProfileKind;
}

/** Answers shaped like `state_related`: section name -> field name -> value. */
export type ProfileAnswers = Record<string, Record<string, unknown>>;

/** A saved profile: the answers as saved, and the day (YYYY-MM-DD, the agency's calendar) each was saved. */
export interface ReportProfile {
  answers: ProfileAnswers;
  saved_on: Record<string, Record<string, string>>;
}

export const EMPTY_REPORT_PROFILE: ReportProfile = { answers: {}, saved_on: {} };

export const PROFILE_MESSAGES = {
  notInProfile: 'This field is not part of your report details.',
} as const;

const STATE_RELATED_PATH = 'report.general_information.state_related.';
const NO_CITIZENS: ReadonlySet<string> = new Set();

/** The profile fields of a configuration with their section, in form order; fields the configuration disables are not. */
export function profileFieldsOf(config: StateConfiguration): ProfileField[] {
  const disabled = disabledFieldKeys(config);
  return config.general_information.sections.flatMap((section) =>
    section.fields.flatMap((field) =>
      field.profile && !field.hidden && !disabled.has(`general_information.${section.name}.${field.name}`)
        ? [{ section, field, kind: field.profile }]
        : [],
    ),
  );
}

/**
 * The configuration's sections cut to their profile fields, none required (a profile may leave any blank): what the
 * profile page renders with the form's own field components.
 */
export function profileSectionsOf(config: StateConfiguration): FormSection[] {
  const sections = new Map<FormSection, FormField[]>();
  for (const { section, field } of profileFieldsOf(config)) {
    const fields = sections.get(section) ?? [];
    fields.push({ ...field, required: false, condition_else: undefined });
    sections.set(section, fields);
  }
  return [...sections].map(([section, fields]) => ({ ...section, fields }));
}

/** A condition the profile cannot judge (it reads the stop, outside `state_related`) is taken to hold. */
function isJudgedByProfile(target: { condition_if?: { field: string } | undefined; condition_if_not?: { field: string } | undefined }) {
  return [target.condition_if, target.condition_if_not].every(
    (condition) => condition === undefined || !condition.field.startsWith('report.') || condition.field.startsWith(STATE_RELATED_PATH),
  );
}

/** Whether the profile field is shown for these `state_related` answers (conditions on other profile answers apply). */
function isShownForProfile({ section, field }: ProfileField, scope: Scope): boolean {
  if (field.hidden) return false;
  if (isJudgedByProfile(section) && !isShown(section, scope)) return false;
  if (!isJudgedByProfile(field)) return true;
  return resolveField(field, scope) !== null;
}

const scopeOf = (stateRelated: Record<string, unknown>): Scope => ({
  report: { general_information: { state_related: stateRelated } },
  item: stateRelated,
});

function setAnswer<T>(answers: Record<string, Record<string, T>>, section: string, field: string, value: T) {
  answers[section] = { ...answers[section], [field]: value };
}

const readAnswer = (answers: unknown, section: string, field: string) => asRecord(asRecord(answers)[section])[field];

/** The profile answers a report holds: its shown, non-empty profile fields. */
export function profileAnswersFromReport(stateRelated: unknown, config: StateConfiguration): ProfileAnswers {
  const values = asRecord(stateRelated);
  const scope = scopeOf(values);
  const answers: ProfileAnswers = {};
  for (const entry of profileFieldsOf(config)) {
    const value = readAnswer(values, entry.section.name, entry.field.name);
    if (!isEmpty(value) && isShownForProfile(entry, scope)) setAnswer(answers, entry.section.name, entry.field.name, value);
  }
  return answers;
}

/** Whole years from one calendar day to another (2025-03-01 -> 2026-03-01 is 1; 2026-02-28 is still 0); never negative. */
export function wholeYearsBetween(from: string, to: string): number {
  if (!isCalendarDate(from) || !isCalendarDate(to) || to <= from) return 0;
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  return to.slice(5) < from.slice(5) ? years - 1 : years;
}

const maxOf = (field: FormField) =>
  Math.min(...(field.validations ?? []).flatMap((rule) => (rule.rule === 'max' ? [rule.value] : [])), Number.POSITIVE_INFINITY);

/** One saved answer as of `today`: a 'counted_yearly' number grows by the whole years since it was saved, up to the field's max. */
function answerOn(entry: ProfileField, value: unknown, savedOn: string | undefined, today: string): unknown {
  if (entry.kind !== 'counted_yearly' || typeof value !== 'number' || savedOn === undefined) return value;
  return Math.min(value + wholeYearsBetween(savedOn, today), maxOf(entry.field));
}

/** The profile's answers as they stand on `today` (YYYY-MM-DD): what a report started that day is filled with. */
export function profileAnswersOn(profile: ReportProfile | null | undefined, config: StateConfiguration, today: string): ProfileAnswers {
  const answers: ProfileAnswers = {};
  if (!profile) return answers;
  for (const entry of profileFieldsOf(config)) {
    const { name: section } = entry.section;
    const value = readAnswer(profile.answers, section, entry.field.name);
    if (isEmpty(value)) continue;
    const savedOn = readAnswer(profile.saved_on, section, entry.field.name);
    setAnswer(answers, section, entry.field.name, answerOn(entry, value, typeof savedOn === 'string' ? savedOn : undefined, today));
  }
  return answers;
}

/**
 * A new report's `state_related` with each empty profile field filled from the profile as of `today`, in form order,
 * only where the field is shown once the earlier ones are filled ('Specify the type of assignment' only with 'Other').
 * Answers already given are kept; the officer can change any filled answer on the report.
 */
export function fillFromProfile(
  stateRelated: Record<string, unknown>,
  config: StateConfiguration,
  profile: ReportProfile | null | undefined,
  today: string,
): Record<string, unknown> {
  const answers = profileAnswersOn(profile, config, today);
  let filled = stateRelated;
  for (const entry of profileFieldsOf(config)) {
    const { name: section } = entry.section;
    const value = readAnswer(answers, section, entry.field.name);
    if (value === undefined || !isEmpty(readAnswer(filled, section, entry.field.name))) continue;
    const next = { ...filled, [section]: { ...asRecord(filled[section]), [entry.field.name]: value } };
    if (isShownForProfile(entry, scopeOf(next))) filled = next;
  }
  return filled;
}

/**
 * Profile answers as sent (the profile page, PUT /api/users/me/report-profile) checked with the report's own field
 * rules (shape, offered values, min/max, patterns), none required. Unknown sections or fields are refused; empty
 * answers and answers of fields their other answers hide are dropped. Issues point at `basePath.section.field`.
 */
export function checkProfileAnswers(
  input: unknown,
  config: StateConfiguration,
  basePath = 'answers',
): { answers: ProfileAnswers; issues: FieldIssue[] } {
  if (!isRecord(input)) return { answers: {}, issues: [{ path: basePath, message: MESSAGES.invalidValue }] };
  const fields = profileFieldsOf(config);
  const known = new Set(fields.map(({ section, field }) => `${section.name}.${field.name}`));
  const issues: FieldIssue[] = [];
  for (const [section, values] of Object.entries(input)) {
    if (!isRecord(values)) {
      issues.push({
        path: `${basePath}.${section}`,
        message: isSectionKnown(fields, section) ? MESSAGES.invalidValue : PROFILE_MESSAGES.notInProfile,
      });
      continue;
    }
    for (const name of Object.keys(values))
      if (!known.has(`${section}.${name}`)) issues.push({ path: `${basePath}.${section}.${name}`, message: PROFILE_MESSAGES.notInProfile });
  }
  const scope = scopeOf(input);
  const context: FormContext = { report: scope.report, citizenIds: NO_CITIZENS, disabled: new Set() };
  const answers: ProfileAnswers = {};
  for (const entry of fields) {
    const { name: section } = entry.section;
    const value = readAnswer(input, section, entry.field.name);
    if (value === undefined || !isShownForProfile(entry, scope)) continue;
    const field = { ...(resolveField(entry.field, scope) ?? entry.field), required: false };
    issues.push(...checkField(field, value, `${basePath}.${section}.${entry.field.name}`, scope, context));
    if (!isEmpty(value)) setAnswer<unknown>(answers, section, entry.field.name, typeof value === 'string' ? value.trim() : value);
  }
  return { answers, issues };
}

const isSectionKnown = (fields: readonly ProfileField[], section: string) => fields.some((entry) => entry.section.name === section);

/**
 * The profile after saving `answers` on `today`: the answers replace the profile's; an answer equal to what the
 * profile already gives that day keeps its saved day (so years of experience keep their anniversary), any other is
 * saved on `today`.
 */
export function saveProfileAnswers(
  previous: ReportProfile | null | undefined,
  answers: ProfileAnswers,
  config: StateConfiguration,
  today: string,
): ReportProfile {
  const current = profileAnswersOn(previous, config, today);
  const next: ReportProfile = { answers: {}, saved_on: {} };
  for (const entry of profileFieldsOf(config)) {
    const { name: section } = entry.section;
    const value = readAnswer(answers, section, entry.field.name);
    if (isEmpty(value)) continue;
    const isUnchanged = isSameValue(value, readAnswer(current, section, entry.field.name));
    const before = readAnswer(previous?.answers, section, entry.field.name);
    const savedBefore = readAnswer(previous?.saved_on, section, entry.field.name);
    const keepsSaved = isUnchanged && before !== undefined && typeof savedBefore === 'string';
    setAnswer<unknown>(next.answers, section, entry.field.name, keepsSaved ? before : value);
    setAnswer(next.saved_on, section, entry.field.name, keepsSaved ? (savedBefore as string) : today);
  }
  return next;
}

/** The last day any answer of the profile was saved, or null for an empty profile. */
export function lastSavedOn(profile: ReportProfile | null | undefined): string | null {
  const days = Object.values(profile?.saved_on ?? {}).flatMap((section) => Object.values(section));
  return days.sort().at(-1) ?? null;
}

/**
 * What a filed report makes of the author's profile (issue 24): its profile answers saved as the profile when they
 * differ from what the profile gives on the report's day, or the profile is empty; null when nothing changes, the
 * report holds no profile answers, or it is older than the profile's last save (a late offline upload does not undo
 * a newer answer).
 */
export function profileFromFiledReport(
  previous: ReportProfile | null | undefined,
  stateRelated: unknown,
  config: StateConfiguration,
  reportDay: string,
): ReportProfile | null {
  const answers = profileAnswersFromReport(stateRelated, config);
  if (Object.keys(answers).length === 0) return null;
  const last = lastSavedOn(previous);
  if (last !== null && reportDay < last) return null;
  if (last !== null && isSameValue(answers, profileAnswersOn(previous, config, reportDay))) return null;
  return saveProfileAnswers(previous, answers, config, reportDay);
}

/**
 * Where the officer's race or ethnicity sits in the report details and the report (California's `officer` section,
 * issue 26): option values of the citizen's perceived race options ('asian', 'hispanic_latine'...), asked once.
 */
export const OFFICER_ETHNICITY_FIELD = { section: 'officer', field: 'race_or_ethnicity' } as const;

/** The officer's race or ethnicity as the profile keeps it; [] when never given. */
export function officerEthnicitiesOf(profile: ReportProfile | null | undefined): string[] {
  const value = readAnswer(profile?.answers, OFFICER_ETHNICITY_FIELD.section, OFFICER_ETHNICITY_FIELD.field);
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}
