import type { StateConfiguration } from '../configuration/configuration.schema.ts';
import { collaboratorIds } from '../report/collaborators.ts';
import { asArray, asRecord, isEmpty, readPath } from '../report/emptiness.ts';
import { citizenAgeKey, citizenFilterFields } from './citizen-filters.ts';

/** One person stopped, as the list filters see them: age and 'section.field=value' tokens of the filterable fields. */
export interface PersonFacts {
  age: number | null;
  facets: string[];
}

/**
 * What the report lists filter, search and total by, derived from a stored report: written beside the report in the
 * same transaction (create, amend, bulk load, backfill), so no list query reads the report's JSON.
 */
export interface ReportListFacts {
  isUseOfForce: boolean;
  hasComplaints: boolean;
  hasInvestigations: boolean;
  hasConsentSearch: boolean;
  areaIds: string[];
  tagIds: string[];
  collaboratorIds: string[];
  /** Lower-case text quick search looks in: incident and CAD/case numbers, officers' names and IDs, address, tag names. */
  searchText: string;
  people: PersonFacts[];
}

export const facetToken = (key: string, value: string | boolean) => `${key}=${value}`;

const textOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The ids of a list of areas or tags; only real ids (UUIDs) can name an agency's areas and tags. */
const idsOf = (list: unknown) => [
  ...new Set(
    asArray(list)
      .map((entry) => textOf(asRecord(entry).id).toLowerCase())
      .filter((id) => UUID.test(id)),
  ),
];

function personFacts(citizen: unknown, configuration: StateConfiguration, ageKey: string | null): PersonFacts {
  const facets: string[] = [];
  for (const field of citizenFilterFields(configuration)) {
    const value = readPath(citizen, field.key);
    if (field.kind === 'flag') {
      if (typeof value === 'boolean') facets.push(facetToken(field.key, value));
      continue;
    }
    for (const entry of Array.isArray(value) ? value : [value])
      if (typeof entry === 'string' && entry) facets.push(facetToken(field.key, entry));
  }
  const age = ageKey ? readPath(citizen, ageKey) : undefined;
  return { age: typeof age === 'number' && Number.isInteger(age) && age >= 0 && age <= 150 ? age : null, facets };
}

function listedOfficerNames(report: Record<string, unknown>): string[] {
  const names: string[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > 3) return;
    for (const entry of Array.isArray(value) ? value : [value]) {
      const record = asRecord(entry);
      if (typeof record.name === 'string' && typeof record.id === 'string') names.push(record.name);
      else for (const inner of Object.values(record)) if (typeof inner === 'object') visit(inner, depth + 1);
    }
  };
  for (const officer of asArray(report.officers)) visit(officer, 0);
  return names;
}

/** The list facts of a stored (normalised) report under its agency's configuration. */
export function deriveReportListFacts(report: unknown, configuration: StateConfiguration): ReportListFacts {
  const root = asRecord(report);
  const general = asRecord(root.general_information);
  const location = asRecord(general.location);
  const tags = asArray(asRecord(root.tags).agency);
  const citizens = asArray(root.citizens);
  const consent = configuration.list_filters?.consent_search;
  const ageKey = citizenAgeKey(configuration);
  const searchParts = [
    general.incident_number,
    readPath(general, 'state_related.to_connect_reports.event_identifier'),
    general.officer_name,
    general.officer_id_number,
    ...listedOfficerNames(root),
    readPath(location, 'address.full'),
    ...tags.map((tag) => asRecord(tag).name),
  ];
  return {
    isUseOfForce: general.was_use_of_force === true,
    hasComplaints: !isEmpty(root.complaints),
    hasInvestigations: !isEmpty(root.investigations),
    hasConsentSearch:
      consent !== undefined &&
      citizens.some((citizen) => {
        const value = readPath(citizen, consent.field);
        return (Array.isArray(value) ? value : [value]).some((entry) => consent.in.includes(entry as never));
      }),
    areaIds: idsOf(location.areas),
    tagIds: idsOf(tags),
    collaboratorIds: collaboratorIds(root, configuration),
    searchText: searchParts.map(textOf).filter(Boolean).join(' ').toLowerCase(),
    people: citizens.map((citizen) => personFacts(citizen, configuration, ageKey)),
  };
}
