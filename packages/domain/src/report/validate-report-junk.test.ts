import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Condition, FormField, FormSection, StateConfiguration } from '../configuration/configuration.schema.ts';
import { conditionHolds, isShown, resolveField } from './conditions.ts';
import { isRecord } from './emptiness.ts';
import { FIELD_LIST_MAX_ITEMS, FIELD_TEXT_MAX_LENGTH, FIELD_TEXTAREA_MAX_LENGTH } from './field-shapes.ts';
import { normalizeReport, type ReportMode } from './normalize-report.ts';
import { exampleReport, shippedConfigurations } from './shipped-configurations.test-helper.ts';
import { validateReport } from './validate-report.ts';

/**
 * Issue 23 finding 6: every field of every shipped configuration, and every fixed part of a report, is type- and
 * length-checked. One field of a valid report gets a junk value; validateReport refuses it with an issue on that field,
 * or what it returns there is absent or valid for the field's type: never the junk as sent.
 */
type Area = 'general_information' | 'citizens' | 'officers' | 'use_of_force' | 'complaints' | 'investigations';
interface Target {
  area: Area;
  section: FormSection;
  field: FormField;
  /** The itemlist the field is an entry field of. */
  parent?: FormField;
}

const PREFIX: Record<Area, string> = {
  general_information: 'general_information.state_related',
  citizens: 'citizens.0',
  officers: 'officers.0',
  use_of_force: 'use_of_force',
  complaints: 'complaints.0',
  investigations: 'investigations.0',
};
const LIST_COMPONENTS = new Set(['checkbox', 'multiselect', 'autocompletechip', 'citizen_checklist']);
const NOW = new Date('2026-01-15T18:00:00Z');

function sectionsOf(config: StateConfiguration, area: Area): readonly FormSection[] {
  if (area === 'general_information') return config.general_information.sections;
  if (area === 'use_of_force') return config.use_of_force?.sections ?? [];
  if (area === 'complaints' || area === 'investigations') return config.supervision?.[area].sections ?? [];
  return config[area].sections;
}

function targetsOf(config: StateConfiguration): Target[] {
  const areas: Area[] = ['general_information', 'citizens', 'officers', 'use_of_force', 'complaints', 'investigations'];
  return areas.flatMap((area) =>
    sectionsOf(config, area).flatMap((section) =>
      section.fields.flatMap((field) => [
        { area, section, field },
        ...(field.item_model ?? []).map((entry) => ({ area, section, field: entry, parent: field })),
      ]),
    ),
  );
}

/** The object under `key`, made there when missing. */
function recordAt(parent: Record<string, any>, key: string): Record<string, any> {
  if (!isRecord(parent[key])) parent[key] = {};
  return parent[key];
}

/** The object a field of `area` lives in (made where missing). */
function itemOf(report: any, area: Area): Record<string, any> {
  if (area === 'general_information') return recordAt(report.general_information, 'state_related');
  if (area === 'use_of_force') return recordAt(report, 'use_of_force');
  return report[area][0];
}

function setPath(root: Record<string, any>, path: string, value: unknown) {
  const keys = path.split('.');
  const parent = keys.slice(0, -1).reduce(recordAt, root);
  parent[keys[keys.length - 1] as string] = value;
}

function getPath(root: unknown, path: string): unknown {
  return path.split('.').reduce<any>((node, key) => (node === null || typeof node !== 'object' ? undefined : node[key]), root);
}

/** Makes `condition` hold (or not): its field gets the first listed value, itself revealed first. */
function satisfy(config: StateConfiguration, report: any, area: Area, condition: Condition | undefined, isNegated = false) {
  if (!condition || !('in' in condition)) return;
  const reportPrefix = 'report.general_information.state_related.';
  const isReportPath = condition.field.startsWith('report.');
  if (isReportPath && !condition.field.startsWith(reportPrefix)) throw new Error(`cannot reveal ${condition.field}`);
  const where: Area = isReportPath ? 'general_information' : area;
  const path = isReportPath ? condition.field.slice(reportPrefix.length) : condition.field;
  const item = itemOf(report, where);
  if (isNegated) {
    if (conditionHolds({ ...condition, field: path }, { report, item })) setPath(item, path, undefined);
    return;
  }
  const [sectionName, fieldName] = path.split('.');
  const section = sectionsOf(config, where).find((entry) => entry.name === sectionName);
  const field = section?.fields.find((entry) => entry.name === fieldName);
  if (section && field) reveal(config, report, { area: where, section, field });
  const value = condition.in[0];
  setPath(item, path, field && LIST_COMPONENTS.has(field.component) ? [value] : value);
}

function reveal(config: StateConfiguration, report: any, target: Target) {
  const shown = target.parent ?? target.field;
  satisfy(config, report, target.area, target.section.condition_if);
  satisfy(config, report, target.area, target.section.condition_if_not, true);
  satisfy(config, report, target.area, shown.condition_if);
  if (!shown.condition_else) satisfy(config, report, target.area, shown.condition_if_not, true);
}

const modeOf = (target: Target): ReportMode => (target.area === 'complaints' || target.area === 'investigations' ? 'amend' : 'create');

/** The valid example report, with an officer and a complaint and investigation to hold their fields, the target shown. */
function baseFor(fileName: string, config: StateConfiguration, target: Target): any {
  const report: any = exampleReport(fileName);
  if (report.officers.length === 0) report.officers = [{ id: 'o-1' }];
  report.complaints = [{ id: 'k-1' }];
  report.investigations = [{ id: 'i-1' }];
  reveal(config, report, target);
  return report;
}

function isTargetShown(config: StateConfiguration, report: unknown, target: Target): boolean {
  const normalized: any = normalizeReport(report, config, modeOf(target));
  const item =
    target.area === 'general_information' ? normalized.general_information.state_related : getPath(normalized, PREFIX[target.area]);
  const scope = { report: normalized, item };
  return isShown(target.section, scope) && resolveField(target.parent ?? target.field, scope) !== null;
}

function pathOf(target: Target): string {
  const inSection = `${PREFIX[target.area]}.${target.section.name}`;
  return target.parent ? `${inSection}.${target.parent.name}.0.${target.field.name}` : `${inSection}.${target.field.name}`;
}

function withValue(base: any, target: Target, value: unknown): any {
  const report = structuredClone(base);
  const item = itemOf(report, target.area);
  const section = recordAt(item, target.section.name);
  if (target.parent) section[target.parent.name] = [{ [target.field.name]: value }];
  else section[target.field.name] = value;
  return report;
}

const isText = (max: number) => (value: unknown) => typeof value === 'string' && value.length <= max;
const isListOf = (max: number, isEntry: (entry: unknown) => boolean) => (value: unknown) =>
  Array.isArray(value) && value.length <= max && value.every(isEntry);
const hasOnlyKeys = (value: unknown, keys: readonly string[]) => isRecord(value) && Object.keys(value).every((key) => keys.includes(key));
const isReference = (value: unknown) =>
  hasOnlyKeys(value, ['id', 'name', 'color']) && isText(64)((value as any).id) && isText(100)((value as any).name);
const isRange = (isBound: (bound: unknown) => boolean) => (value: unknown) =>
  hasOnlyKeys(value, ['from', 'to']) && Object.values(value as object).every(isBound);
const isFiniteNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

/** The oracle: a value the field's type allows (written here from the component list, not from the engine). */
function isValidFor(field: FormField, value: unknown): boolean {
  const listMax = field.max_items ?? FIELD_LIST_MAX_ITEMS;
  switch (field.component) {
    case 'textfield':
    case 'radio':
    case 'autocomplete':
      return isText(FIELD_TEXT_MAX_LENGTH)(value);
    case 'textarea':
      return isText(FIELD_TEXTAREA_MAX_LENGTH)(value);
    case 'checkbox':
    case 'multiselect':
    case 'autocompletechip':
      return isListOf(listMax, isText(FIELD_TEXT_MAX_LENGTH))(value);
    case 'citizen_checklist':
      return isListOf(listMax, isText(64))(value);
    case 'number':
      return isFiniteNumber(value);
    case 'switch':
      return typeof value === 'boolean';
    case 'date':
    case 'daterange':
      return field.component === 'date' ? isText(10)(value) : isRange(isText(10))(value);
    case 'time':
      return isText(5)(value);
    case 'numberrange':
      return isRange(isFiniteNumber)(value);
    case 'peoplepicker':
      return field.single_choice ? isReference(value) : isListOf(listMax, isReference)(value);
    case 'areasfield':
    case 'groupsfield':
    case 'tagsfield':
      return isListOf(listMax, isReference)(value);
    case 'titlefield':
      return hasOnlyKeys(value, ['name']) && isText(100)((value as any).name);
    case 'itemlist': {
      const model = field.item_model ?? [];
      const isEntry = (entry: unknown) =>
        hasOnlyKeys(
          entry,
          model.map((inner) => inner.name),
        ) && model.every((inner) => (entry as any)[inner.name] === undefined || isValidFor(inner, (entry as any)[inner.name]));
      return isListOf(listMax, isEntry)(value);
    }
  }
}

/** `depth` levels of objects and arrays, alternately: what a JSON parser accepts and no field takes. */
function deeplyNested(depth: number): unknown {
  let value: unknown = 'x';
  for (let level = 0; level < depth; level++) value = level % 2 === 0 ? { a: value } : [value];
  return value;
}

/** Junk: wrong types, null, over-long texts (blank ones too: emptiness trims), long lists of plausible entries, deep nesting. */
function junkOf(entries: readonly unknown[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom<unknown>([], {}, null, 0, -1, 1e308, true, false, '', 'null', '   ', [null], [[]], [{}]),
    fc.integer(),
    fc.double(),
    fc.string({ maxLength: 30 }),
    fc
      .integer({ min: FIELD_TEXTAREA_MAX_LENGTH + 1, max: 40_000 })
      .chain((length) => fc.constantFrom('x'.repeat(length), ' '.repeat(length))),
    fc
      .tuple(fc.integer({ min: FIELD_LIST_MAX_ITEMS + 1, max: 10_000 }), fc.constantFrom(...entries))
      .map(([length, entry]) => Array.from({ length }, () => entry)),
    fc.integer({ min: 33, max: 900 }).map(deeplyNested),
    fc.jsonValue({ maxDepth: 3 }),
  );
}

/** The pen test's values, tried first for every field. */
const PEN_TEST_VALUES: unknown[] = [[], {}, null, 42, 'x'.repeat(1_000_000), Array.from({ length: 10_000 }, () => 'x'), deeplyNested(900)];
const examples = PEN_TEST_VALUES.map((value) => [value] as [unknown]);

type Oracle = (value: unknown) => boolean;

/** A failing junk value in a line: they can be a megabyte long or 900 levels deep. */
function describeJunk(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 120 ? `${text.slice(0, 120)}... (${text.length} characters of JSON)` : text;
}

/** For junk put at `path` by `put`: refused with an issue there (or inside it), or kept absent or valid. */
function assertNeverKeptAsSent(
  config: StateConfiguration,
  mode: ReportMode,
  path: string,
  put: (value: unknown) => unknown,
  isValid: Oracle,
  entries: readonly unknown[],
) {
  const property = fc.property(junkOf(entries), (junk) => {
    const { report, issues } = validateReport(put(junk), { config, timeZone: 'America/Los_Angeles', now: NOW, mode });
    const isRefused = issues.some((issue) => issue.path === path || issue.path.startsWith(`${path}.`));
    const kept = getPath(report, path);
    return isRefused || kept === undefined || isValid(kept);
  });
  // No shrinking: the counterexamples are huge by design, and the first one says enough.
  const details = fc.check(property, { numRuns: 12, seed: 236, examples, endOnFailure: true });
  expect(details.counterexample ? `kept as sent: ${describeJunk(details.counterexample[0])}` : null).toBeNull();
}

const shipped = shippedConfigurations();

describe.each(shipped.map(({ fileName, config }) => [fileName, config] as const))('junk in %s', (fileName, config) => {
  const citizenId = exampleReport(fileName).citizens[0]?.id;

  it.each(targetsOf(config).map((target) => [pathOf(target), target.field.component, target] as const))(
    '%s (%s) is refused or normalised',
    (path, _component, target) => {
      const base = baseFor(fileName, config, target);
      expect(isTargetShown(config, base, target), `${path} could not be shown`).toBe(true);
      const entries = [
        ...(target.field.options ?? []).map((option) => option.value).slice(0, 1),
        citizenId,
        'x',
        {},
        { id: 'u-1', name: 'n' },
      ];
      const put = (value: unknown) => withValue(base, target, value);
      assertNeverKeptAsSent(config, modeOf(target), path, put, (value) => isValidFor(target.field, value), entries);
    },
  );

  const isBoundedRecord = (value: unknown) => isRecord(value) && JSON.stringify(value).length <= 2_000;
  const fixed: [string, Oracle][] = [
    ['general_information.location.address.full', isText(100)],
    ['general_information.location.address.main', isText(100)],
    ['general_information.location.address.city', isText(40)],
    ['general_information.location.address.state_id', isText(3)],
    ['general_information.location.address.zip', (value) => typeof value === 'string' && /^\d{5}$/.test(value)],
    ['general_information.location.address.coords', (value) => hasOnlyKeys(value, ['latitude', 'longitude'])],
    ['general_information.location.address.coords_source', (value) => ['device', 'pin', 'geocoded'].includes(value as string)],
    ['general_information.location.address.coords_accuracy', (value) => isFiniteNumber(value) && (value as number) >= 0],
    ['general_information.location.details', isText(500)],
    ['general_information.location.type', isText(100)],
    ['general_information.location.areas', isListOf(50, isReference)],
    ['general_information.incident_number', isText(20)],
    ['general_information.type', isText(40)],
    ['general_information.date', isText(40)],
    ['general_information.duration', Number.isInteger],
    ['general_information.lighting_conditions', isListOf(7, isText(100))],
    ['general_information.was_use_of_force', (value) => typeof value === 'boolean'],
    ['general_information.officer_name', isText(100)],
    ['general_information.officer_id_number', isText(64)],
    ['general_information.created_by_user', isBoundedRecord],
    ['general_information.device', isBoundedRecord],
    ['tags.agency', isListOf(50, isReference)],
    ['public_token', isText(64)],
    ['citizens', isListOf(10_000, isBoundedRecord)],
    ['officers', isListOf(10_000, isBoundedRecord)],
    ...(config.to_connect_reports
      ? [['general_information.state_related.to_connect_reports.event_identifier', isText(20)] as [string, Oracle]]
      : []),
    ...(config.use_of_force
      ? [['use_of_force.other_agencies_involved', isListOf(FIELD_LIST_MAX_ITEMS, isText(200))] as [string, Oracle]]
      : []),
  ];

  it.each(fixed)('%s is refused or normalised', (path, isValid) => {
    const base: any = exampleReport(fileName);
    const put = (value: unknown) => {
      const report = structuredClone(base);
      setPath(report, path, value);
      return report;
    };
    const entries = ['Bright Daylight', citizenId, 'x', {}, { id: '3f6b2c1e-8a4d-4f7b-9c2e-5d1a7b3e9f40', name: 'n' }];
    assertNeverKeptAsSent(config, 'create', path, put, isValid, entries);
  });
});
