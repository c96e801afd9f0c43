import type { FormField, FormSection, StateConfiguration } from '../configuration/configuration.schema.ts';
import type { FieldIssue } from '../errors.ts';
import { asArray, asRecord } from './emptiness.ts';

/**
 * The labels of the fixed report fields, as the form names them (reports.md §2, §5). The lists themselves (citizens,
 * officers, ...) are not named: their messages already say what they are about.
 */
const FIXED_LABELS: Record<string, string> = {
  id: 'Report',
  public_token: 'Report',
  'general_information.incident_number': 'Incident Number',
  'general_information.type': 'Type',
  'general_information.date': 'Date',
  'general_information.time': 'Time',
  'general_information.duration': 'Duration',
  'general_information.lighting_conditions': 'Lighting conditions',
  'general_information.was_use_of_force': 'Was Use Of Force',
  'general_information.location': 'Location',
  'general_information.location.address': 'Address',
  'general_information.location.address.full': 'Address',
  'general_information.location.address.main': 'Address',
  'general_information.location.address.city': 'City',
  'general_information.location.address.zip': 'Zip code',
  'general_information.location.address.state_id': 'State',
  'general_information.location.address.coords': 'Location on the map',
  'general_information.location.address.coords_source': 'Location on the map',
  'general_information.location.address.coords_accuracy': 'Location on the map',
  'general_information.location.areas': 'Areas',
  'general_information.location.details': 'Location details',
  'general_information.location.type': 'Location type',
  'general_information.device': 'Device',
  'use_of_force.other_agencies_involved': 'Other agencies involved',
  'tags.agency': 'Agency Tags',
};

/** 'section.field[.index.subfield...]' inside `sections`: the labels from the field down, joined by ' > '. */
function labelInSections(sections: readonly FormSection[], keys: readonly string[]): string | null {
  const [sectionName, fieldName, ...rest] = keys;
  const section = sections.find((candidate) => candidate.name === sectionName);
  if (!section) return null;
  const field = section.fields.find((candidate) => candidate.name === fieldName);
  if (!field) return fieldName === undefined ? section.label : null;
  return [field.label, ...subLabels(field, rest)].join(' > ');
}

/** An itemlist entry's fields: '2.name' under 'Vehicles' is 'Vehicle 3 > Name'. */
function subLabels(field: FormField, keys: readonly string[]): string[] {
  const [index, name, ...rest] = keys;
  if (index === undefined || !/^\d+$/.test(index) || !field.item_model) return [];
  const entry = `${field.item_name ?? 'Item'} ${Number(index) + 1}`;
  const inner = field.item_model.find((candidate) => candidate.name === name);
  return inner ? [entry, inner.label, ...subLabels(inner, rest)] : [entry];
}

const ITEM_AREAS = ['citizens', 'officers', 'complaints', 'investigations'] as const;

/**
 * The field an issue's path names, in the form's words (issue 24, defect 12: a refusal the server sends names the field,
 * not just what is wrong): 'general_information.location.details' is 'Location details', 'citizens.0.perception.age'
 * 'Citizen 1 > Perceived age'. The edge's paths start with 'body.'. Without the configuration only the fixed fields
 * are named. Null for a path the report does not have.
 */
export function fieldLabelOf(issuePath: string, config?: StateConfiguration): string | null {
  const path = issuePath.replace(/^body\./, '');
  const fixed = FIXED_LABELS[path];
  if (fixed) return fixed;
  if (!config) return null;
  const keys = path.split('.');
  const [area, second, ...rest] = keys;
  if (area === 'general_information' && second === 'state_related') {
    if (rest[0] === 'to_connect_reports') return config.to_connect_reports?.event_identifier.label ?? null;
    return labelInSections(config.general_information.sections, rest);
  }
  if (area === 'use_of_force' && second !== undefined) return labelInSections(config.use_of_force?.sections ?? [], [second, ...rest]);
  const itemArea = ITEM_AREAS.find((candidate) => candidate === area);
  if (itemArea && second !== undefined && /^\d+$/.test(second)) {
    const form = itemArea === 'citizens' || itemArea === 'officers' ? config[itemArea] : config.supervision?.[itemArea];
    if (!form) return null;
    const item = `${form.item_name} ${Number(second) + 1}`;
    const inner = rest.length > 0 ? labelInSections(form.sections, rest) : null;
    return inner ? `${item} > ${inner}` : item;
  }
  return null;
}

/** 'Location details: Use at most 500 characters.'; the message alone where the path names no field. */
export function describeIssue(issue: FieldIssue, config?: StateConfiguration): string {
  const label = issue.path ? fieldLabelOf(issue.path, config) : null;
  return label ? `${label}: ${issue.message}` : issue.message;
}

/** A list index as the form writes it: '0', '12', never '01'. */
const INDEX = /^(0|[1-9]\d*)$/;

/** 'section.field[.index.subfield...]' names a configured field of `sections` (an itemlist's entries by index). */
function isFieldInSections(sections: readonly FormSection[], keys: readonly string[]): boolean {
  const [sectionName, fieldName, ...rest] = keys;
  const field = sections.find((section) => section.name === sectionName)?.fields.find((candidate) => candidate.name === fieldName);
  return field !== undefined && isInsideField(field, rest);
}

function isInsideField(field: FormField, keys: readonly string[]): boolean {
  if (keys.length === 0) return true;
  const [index, name, ...rest] = keys;
  const inner = field.item_model?.find((candidate) => candidate.name === name);
  return index !== undefined && INDEX.test(index) && inner !== undefined && isInsideField(inner, rest);
}

/** Fixed labels that name the report, not a field of it. */
const NOT_FIELDS = new Set(['id', 'public_token']);

/**
 * Whether `path` names a field of `report` under `config` (issue 25: the fields a return note points at): a fixed field
 * of the form, or a field the configuration has in that part ('general_information.state_related.stop.type_of_stop',
 * 'use_of_force.force.kind'), a list's field only for an item the report has ('citizens.0.perception.age' needs a first
 * citizen). A section alone, an item alone or an unknown field is not a field.
 */
export function isReportFieldPath(path: string, config: StateConfiguration, report: unknown): boolean {
  if (FIXED_LABELS[path] !== undefined) return !NOT_FIELDS.has(path);
  const [area, second, ...rest] = path.split('.');
  if (area === 'general_information' && second === 'state_related') {
    if (rest[0] === 'to_connect_reports')
      return config.to_connect_reports !== undefined && rest.length === 2 && rest[1] === 'event_identifier';
    return isFieldInSections(config.general_information.sections, rest);
  }
  if (area === 'use_of_force' && second !== undefined) return isFieldInSections(config.use_of_force?.sections ?? [], [second, ...rest]);
  const itemArea = ITEM_AREAS.find((candidate) => candidate === area);
  if (!itemArea || second === undefined || !INDEX.test(second)) return false;
  const form = itemArea === 'citizens' || itemArea === 'officers' ? config[itemArea] : config.supervision?.[itemArea];
  const items = asArray(asRecord(report)[itemArea]);
  return form !== undefined && Number(second) < items.length && isFieldInSections(form.sections, rest);
}
