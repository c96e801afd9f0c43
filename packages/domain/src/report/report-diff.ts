import type { FormField, FormSection, ItemForm, StateConfiguration } from '../configuration/configuration.schema.ts';
import { asArray, asRecord, isRecord } from './emptiness.ts';
import { isSameValue } from './equality.ts';
import { citizenNamesOf, formatFieldValue, formatReportDate } from './field-words.ts';

/**
 * One change between two versions of a report (issue 25, 'An amend trail'), in the words the version history shows.
 * - 'changed': a field's value; `old_value` and `new_value` are words ('' for blank).
 * - 'added' / 'removed': a whole citizen, officer, complaint or investigation; both values null.
 */
export interface ReportChange {
  /**
   * Where: the payload path with items by their stable id, not their position ('citizens.{id}.perception.race',
   * 'general_information.duration'; an item alone 'citizens.{id}').
   */
  path: string;
  /** The form's words: 'Citizen 2, Perceived race or ethnicity', 'Duration', 'Citizen 1'. */
  label: string;
  kind: 'changed' | 'added' | 'removed';
  old_value: string | null;
  new_value: string | null;
}

export interface ReportDiffContext {
  config: StateConfiguration;
  /** The agency's time zone: the report's date is shown in it. */
  timeZone: string;
}

/** A value of one version at one path, with its label and words. */
interface Leaf {
  path: string;
  label: string;
  raw: unknown;
  words: string;
}

/** A field no configuration describes (a configuration changed since, or a key the form does not know): shown as text. */
const PLAIN_FIELD: FormField = { name: 'value', label: 'Value', component: 'textfield' };

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const idsOf = (list: unknown) => asArray(list).map((entry) => (isRecord(entry) ? entry.id : entry));
const namesOf = (list: unknown) =>
  asArray(list)
    .map((entry) => text(asRecord(entry).name))
    .join(', ');

/** The fields of `sections` inside `values`, then what `values` holds that the sections do not name (`skipKeys` aside). */
function sectionLeaves(
  sections: readonly FormSection[],
  values: unknown,
  where: { path: string; label: string; names: ReadonlyMap<string, string>; skipKeys?: readonly string[] },
): Leaf[] {
  const record = asRecord(values);
  const leaves: Leaf[] = [];
  const add = (path: string, label: string, field: FormField, raw: unknown) =>
    leaves.push({ path: `${where.path}${path}`, label: `${where.label}${label}`, raw, words: formatFieldValue(field, raw, where.names) });
  for (const section of sections) {
    const sectionValues = asRecord(record[section.name]);
    for (const field of section.fields) add(`${section.name}.${field.name}`, field.label, field, sectionValues[field.name]);
    const known = new Set(section.fields.map((field) => field.name));
    for (const [key, raw] of Object.entries(sectionValues)) {
      if (!known.has(key)) add(`${section.name}.${key}`, `${section.label} > ${key}`, PLAIN_FIELD, raw);
    }
  }
  const knownSections = new Set([...sections.map((section) => section.name), ...(where.skipKeys ?? [])]);
  for (const [key, raw] of Object.entries(record)) {
    if (knownSections.has(key)) continue;
    if (!isRecord(raw)) add(key, key, PLAIN_FIELD, raw);
    else for (const [inner, innerRaw] of Object.entries(raw)) add(`${key}.${inner}`, `${key} > ${inner}`, PLAIN_FIELD, innerRaw);
  }
  return leaves;
}

/** General Information: the fixed fields of reports.md §3 as the full report names them, then the state's sections. */
function generalLeaves(report: Record<string, unknown>, context: ReportDiffContext, names: ReadonlyMap<string, string>): Leaf[] {
  const { config, timeZone } = context;
  const general = asRecord(report.general_information);
  const location = asRecord(general.location);
  const address = asRecord(location.address);
  const coords = asRecord(address.coords);
  const stateRelated = asRecord(general.state_related);
  const eventIdentifier = asRecord(stateRelated.to_connect_reports).event_identifier;
  const locationType = config.general_information.location_types.find((option) => option.value === location.type)?.label;
  const hasCoords = typeof coords.latitude === 'number' && typeof coords.longitude === 'number';
  const fixed: [string, string, unknown, string][] = [
    ['incident_number', 'Incident Number', general.incident_number, text(general.incident_number)],
    [
      'state_related.to_connect_reports.event_identifier',
      config.to_connect_reports?.event_identifier.label ?? 'ID to link reports',
      eventIdentifier,
      text(eventIdentifier),
    ],
    ['type', 'Type', general.type, text(general.type)],
    ['date', 'Date and time', general.date, formatReportDate(general.date, timeZone)],
    ['duration', 'Duration', general.duration, typeof general.duration === 'number' ? `${general.duration} min` : text(general.duration)],
    ['lighting_conditions', 'Lighting conditions', general.lighting_conditions, asArray(general.lighting_conditions).map(text).join(', ')],
    ['was_use_of_force', 'Was Use Of Force', general.was_use_of_force, general.was_use_of_force === true ? 'Yes' : 'No'],
    ['location.address.full', 'Address', address.full, text(address.full)],
    ['location.address.city', 'City', address.city, text(address.city)],
    ['location.address.state_id', 'State', address.state_id, text(address.state_id)],
    ['location.address.zip', 'Zip code', address.zip, text(address.zip)],
    [
      'location.address.coords',
      'Location on the map',
      address.coords,
      hasCoords ? `${(coords.latitude as number).toFixed(5)}, ${(coords.longitude as number).toFixed(5)}` : '',
    ],
    ['location.details', 'Location details', location.details, text(location.details)],
    ['location.type', 'Location type', location.type, locationType ?? text(location.type)],
    ['location.areas', 'Areas', idsOf(location.areas), namesOf(location.areas)],
  ];
  return [
    ...fixed.map(([path, label, raw, words]) => ({ path: `general_information.${path}`, label, raw, words })),
    ...sectionLeaves(config.general_information.sections, stateRelated, {
      path: 'general_information.state_related.',
      label: '',
      names,
      skipKeys: ['to_connect_reports'],
    }),
  ];
}

function useOfForceLeaves(report: Record<string, unknown>, config: StateConfiguration, names: ReadonlyMap<string, string>): Leaf[] {
  const useOfForce = asRecord(report.use_of_force);
  const others = useOfForce.other_agencies_involved;
  return [
    ...sectionLeaves(config.use_of_force?.sections ?? [], useOfForce, {
      path: 'use_of_force.',
      label: '',
      names,
      skipKeys: ['other_agencies_involved'],
    }),
    {
      path: 'use_of_force.other_agencies_involved',
      label: 'Other agencies involved',
      raw: others,
      words: asArray(others).map(text).join(', '),
    },
  ];
}

/** Compares leaves path by path, in the order of `after` then what only `before` had. Words alike are no change. */
function compareLeaves(before: readonly Leaf[], after: readonly Leaf[]): ReportChange[] {
  const beforeByPath = new Map(before.map((leaf) => [leaf.path, leaf]));
  const afterPaths = new Set(after.map((leaf) => leaf.path));
  const pairs: [Leaf | undefined, Leaf | undefined][] = [
    ...after.map((leaf): [Leaf | undefined, Leaf] => [beforeByPath.get(leaf.path), leaf]),
    ...before.filter((leaf) => !afterPaths.has(leaf.path)).map((leaf): [Leaf, undefined] => [leaf, undefined]),
  ];
  return pairs.flatMap(([old, now]) => {
    const oldWords = old?.words ?? '';
    const newWords = now?.words ?? '';
    if (isSameValue(old?.raw, now?.raw, { isTextTrimmed: true }) || oldWords.trim() === newWords.trim()) return [];
    const leaf = (now ?? old) as Leaf;
    return [{ path: leaf.path, label: leaf.label, kind: 'changed' as const, old_value: oldWords, new_value: newWords }];
  });
}

const ITEM_AREAS = ['citizens', 'officers', 'complaints', 'investigations'] as const;
type ItemArea = (typeof ITEM_AREAS)[number];

function itemFormOf(config: StateConfiguration, area: ItemArea): ItemForm {
  if (area === 'citizens' || area === 'officers') return config[area];
  return config.supervision?.[area] ?? { item_name: area === 'complaints' ? 'Complaint' : 'Investigation', sections: [] };
}

/** Items by their stable id (by position only for an item without one, which a stored report does not have). */
function itemsById(report: Record<string, unknown>, area: ItemArea): Map<string, { index: number; item: unknown }> {
  return new Map(
    asArray(report[area]).map((item, index) => {
      const id = asRecord(item).id;
      return [typeof id === 'string' && id !== '' ? id : `#${index}`, { index, item }];
    }),
  );
}

/** One list's changes: each item removed or added as one change, the items in both field by field. */
function itemChanges(
  area: ItemArea,
  versions: { before: Record<string, unknown>; after: Record<string, unknown> },
  config: StateConfiguration,
  names: { before: ReadonlyMap<string, string>; after: ReadonlyMap<string, string> },
): ReportChange[] {
  const form = itemFormOf(config, area);
  const before = itemsById(versions.before, area);
  const after = itemsById(versions.after, area);
  const itemLabel = (index: number) => `${form.item_name} ${index + 1}`;
  const leavesOf = (id: string, index: number, item: unknown, itemNames: ReadonlyMap<string, string>) =>
    sectionLeaves(form.sections, item, { path: `${area}.${id}.`, label: `${itemLabel(index)}, `, names: itemNames, skipKeys: ['id'] });
  const changes: ReportChange[] = [];
  for (const [id, { index }] of before) {
    if (!after.has(id)) changes.push({ path: `${area}.${id}`, label: itemLabel(index), kind: 'removed', old_value: null, new_value: null });
  }
  for (const [id, { index, item }] of after) {
    const old = before.get(id);
    if (!old) changes.push({ path: `${area}.${id}`, label: itemLabel(index), kind: 'added', old_value: null, new_value: null });
    else changes.push(...compareLeaves(leavesOf(id, index, old.item, names.before), leavesOf(id, index, item, names.after)));
  }
  return changes;
}

/**
 * The field-level changes from `before` to `after` (two report payloads under the same configuration), in the form's
 * order: General Information, Citizens, Use of force, Officers, complaints and investigations, Agency Tags. Citizens,
 * officers, complaints and investigations are matched by their stable id, so removing Citizen 1 is one change 'Citizen 1
 * removed', not a change to every citizen after it; a kept item is named by its place in `after`, a removed one by its
 * place in `before`. Option values are shown by their labels, lists as joined labels, citizens by 'Citizen N'. What the
 * server manages (who wrote it, the device, the product version, the case token) is not a change. A value whose words
 * are the same (text differing only in surrounding spaces, a tag recoloured) is not either.
 */
export function diffReports(before: unknown, after: unknown, context: ReportDiffContext): ReportChange[] {
  const versions = { before: asRecord(before), after: asRecord(after) };
  const names = { before: citizenNamesOf(versions.before), after: citizenNamesOf(versions.after) };
  const { config } = context;
  const tagLeaf = (report: Record<string, unknown>): Leaf => {
    const tags = asRecord(report.tags).agency;
    return { path: 'tags.agency', label: 'Agency Tags', raw: idsOf(tags), words: namesOf(tags) };
  };
  return [
    ...compareLeaves(generalLeaves(versions.before, context, names.before), generalLeaves(versions.after, context, names.after)),
    ...itemChanges('citizens', versions, config, names),
    ...compareLeaves(useOfForceLeaves(versions.before, config, names.before), useOfForceLeaves(versions.after, config, names.after)),
    ...itemChanges('officers', versions, config, names),
    ...itemChanges('complaints', versions, config, names),
    ...itemChanges('investigations', versions, config, names),
    ...compareLeaves([tagLeaf(versions.before)], [tagLeaf(versions.after)]),
  ];
}

/** 'Citizen 2, Perceived race or ethnicity: Black/African American → Hispanic/Latine(x)', 'Citizen 1 removed'. */
export function describeReportChange(change: ReportChange): string {
  if (change.kind === 'added') return `${change.label} added`;
  if (change.kind === 'removed') return `${change.label} removed`;
  return `${change.label}: ${change.old_value || '(blank)'} → ${change.new_value || '(blank)'}`;
}

/** Whether a change is about one of these parts of the report (complaints and investigations hidden from a role). */
export function isChangeUnder(change: Pick<ReportChange, 'path'>, parts: readonly string[]): boolean {
  return parts.some((part) => change.path === part || change.path.startsWith(`${part}.`));
}
