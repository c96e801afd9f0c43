import type { FormSection, StateConfiguration } from '@fieldbook/domain';
import { asArray, asRecord, citizenForceSource, formatFieldValue, hasForceUsed, readPath } from '@fieldbook/domain';

/** One labelled value of the full-report view. */
export interface ReportRow {
  label: string;
  value: string;
}

/** A titled block of rows; item lists (citizens, officers) give one block per item. */
export interface ReportBlock {
  title: string;
  rows: ReportRow[];
}

export interface DescribedReport {
  general: ReportRow[];
  citizens: ReportBlock[];
  /** Per citizen (their force actions, or whom force was used on), then the report's use-of-force form. */
  useOfForce: ReportRow[];
  wasUseOfForce: boolean;
  otherAgencies: string[];
  officers: ReportBlock[];
  tags: string[];
  duration: string;
  complaints: ReportBlock[];
  investigations: ReportBlock[];
}

const formatDate = (iso: unknown, timeZone: string) => {
  if (typeof iso !== 'string' || Number.isNaN(Date.parse(iso))) return '';
  const date = new Date(iso);
  const day = new Intl.DateTimeFormat('en-US', { timeZone, month: '2-digit', day: '2-digit', year: 'numeric' }).format(date);
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
  return `${day} - ${time}`;
};

/** A stored value as words: the domain's, which the version history's changes use too. */
const formatValue = formatFieldValue;

function rowsOf(sections: readonly FormSection[], item: unknown, citizenNames: ReadonlyMap<string, string>): ReportRow[] {
  const values = asRecord(item);
  return sections.flatMap((section) =>
    section.fields.flatMap((field) => {
      const value = formatValue(field, asRecord(values[section.name])[field.name], citizenNames);
      return value ? [{ label: field.label, value }] : [];
    }),
  );
}

const fieldAt = (sections: readonly FormSection[], path: string) => {
  const [sectionName, fieldName] = path.split('.');
  return sections.find((section) => section.name === sectionName)?.fields.find((field) => field.name === fieldName);
};

/**
 * Force per person, so the section agrees with 'Was Use Of Force': where the configuration derives a citizen's
 * use-of-force switch from force actions (California), each citizen with the actions recorded ('None' included);
 * elsewhere, the citizens whose switch says force was used on them.
 */
function forcePerCitizen(config: StateConfiguration, citizens: readonly unknown[], citizenNames: ReadonlyMap<string, string>): ReportRow[] {
  const nameOf = (citizen: unknown, index: number) => citizenNames.get(String(asRecord(citizen).id)) ?? `Citizen ${index + 1}`;
  const source = citizenForceSource(config.citizens.sections);
  const sourceField = source ? fieldAt(config.citizens.sections, source) : undefined;
  if (source && sourceField) {
    return citizens.map((citizen, index) => ({
      label: nameOf(citizen, index),
      value: formatValue(sourceField, readPath(citizen, source), citizenNames) || 'Not recorded',
    }));
  }
  const forced = citizens.flatMap((citizen, index) => (hasForceUsed(citizen) ? [nameOf(citizen, index)] : []));
  return forced.length > 0 ? [{ label: 'Force used on', value: forced.join(', ') }] : [];
}

const blocks = (items: unknown, sections: readonly FormSection[], name: string, citizenNames: ReadonlyMap<string, string>) =>
  asArray(items).map((item, index) => ({ title: `${name} ${index + 1}`, rows: rowsOf(sections, item, citizenNames) }));

/**
 * The full-report view of reports.md §2, in its order: General Information (officer title, name, ID, groups,
 * incident number, date and location, type, lighting, use of force, state sections), Citizens, Use of force,
 * Other agencies, Officers, Agency Tags, Duration; complaints and investigations when present.
 */
export function describeReport(report: Record<string, unknown>, config: StateConfiguration, timeZone: string): DescribedReport {
  const general = asRecord(report.general_information);
  const location = asRecord(general.location);
  const creator = asRecord(general.created_by_user);
  const citizenNames = new Map(asArray(report.citizens).map((citizen, index) => [String(asRecord(citizen).id), `Citizen ${index + 1}`]));
  const useOfForce = asRecord(report.use_of_force);
  const place = [asRecord(location.address).full, location.details].filter((part) => typeof part === 'string' && part !== '').join(', ');
  const locationType = config.general_information.location_types.find((option) => option.value === location.type)?.label ?? '';
  const generalRows: ReportRow[] = [
    { label: 'Officer Title', value: String(asRecord(creator.title).name ?? '') },
    { label: 'Officer Name', value: String(general.officer_name ?? '') },
    { label: 'Officer ID', value: String(general.officer_id_number ?? '') },
    {
      label: 'Officer Groups',
      value: asArray(creator.groups)
        .map((group) => String(asRecord(group).name ?? ''))
        .join(', '),
    },
    { label: 'Incident Number', value: String(general.incident_number ?? '') },
    // The CAD or case number (analytics.md §3), under the configuration's own label for it.
    {
      label: config.to_connect_reports?.event_identifier.label ?? 'CAD/Case Number',
      value: String(asRecord(asRecord(general.state_related).to_connect_reports).event_identifier ?? ''),
    },
    { label: 'Date and Location', value: [formatDate(general.date, timeZone), place].filter(Boolean).join(' · ') },
    { label: 'Location Type', value: locationType },
    { label: 'Type', value: String(general.type ?? '') },
    { label: 'Lighting conditions', value: asArray(general.lighting_conditions).join(', ') },
    { label: 'Was Use Of Force', value: general.was_use_of_force === true ? 'Yes' : 'No' },
    ...rowsOf(config.general_information.sections, general.state_related, citizenNames),
  ].filter((row) => row.value !== '');
  return {
    general: generalRows,
    citizens: blocks(report.citizens, config.citizens.sections, config.citizens.item_name, citizenNames),
    useOfForce: [
      ...forcePerCitizen(config, asArray(report.citizens), citizenNames),
      ...(config.use_of_force ? rowsOf(config.use_of_force.sections, useOfForce, citizenNames) : []),
    ],
    wasUseOfForce: general.was_use_of_force === true,
    otherAgencies: asArray(useOfForce.other_agencies_involved).map(String),
    officers: blocks(report.officers, config.officers.sections, config.officers.item_name, citizenNames),
    tags: asArray(asRecord(report.tags).agency).map((tag) => String(asRecord(tag).name ?? '')),
    duration: typeof general.duration === 'number' ? `${general.duration} min` : '',
    complaints: config.supervision
      ? blocks(report.complaints, config.supervision.complaints.sections, config.supervision.complaints.item_name, citizenNames)
      : [],
    investigations: config.supervision
      ? blocks(report.investigations, config.supervision.investigations.sections, config.supervision.investigations.item_name, citizenNames)
      : [],
  };
}
