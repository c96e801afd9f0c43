import {
  DOJ_STATUS_LABELS,
  type DojStatus,
  type FormSection,
  REVIEW_STATE_LABELS,
  type ReportPayload,
  type ReviewState,
  type StateConfiguration,
  submitsToCaDoj,
} from '@fieldbook/domain';
import { type Cell, fieldFormatter, formatInstant, type ValueContext, yesNo } from './export-values.ts';

type Values = Record<string, unknown>;

/** What one row is read from: the report, and the citizen of this row (none for a report without citizens). */
interface RowSource {
  report: ReportPayload;
  /** What the report row holds beside its payload. */
  stored: StoredFacts;
  citizen: Values | null;
  citizenNumber: number | null;
  context: ValueContext;
}

interface Column {
  label: string;
  /** Names the column when its label is used twice (the section's label). */
  group: string;
  read(source: RowSource): Cell;
}

/** What a report row holds beside its payload: the review state (issue 25; approved when not given) and the DOJ status (issue 26). */
export interface StoredFacts {
  reviewState: ReviewState;
  dojStatus?: DojStatus;
}

/** The header row and, for one report, its rows: one per citizen (one for a report without citizens). */
export interface ExportLayout {
  headers: string[];
  rowsOf(report: ReportPayload, stored?: StoredFacts): Cell[][];
}

const asValues = (value: unknown): Values => (typeof value === 'object' && value !== null ? (value as Values) : {});
const names = (list: unknown): Cell => {
  const parts = Array.isArray(list) ? list.map((entry) => String(asValues(entry).name ?? '')).filter(Boolean) : [];
  return parts.length > 0 ? parts.join('; ') : null;
};
const text = (value: unknown): Cell => (value === undefined || value === null || value === '' ? null : String(value));

function reportColumns(configuration: StateConfiguration): Column[] {
  const locationTypes = new Map(configuration.general_information.location_types.map((option) => [option.value, option.label]));
  const cadLabel = configuration.to_connect_reports?.event_identifier.label ?? 'CAD or Case Number';
  const general = ({ report }: RowSource) => report.general_information;
  const column = (label: string, read: (source: RowSource) => Cell): Column => ({ label, group: 'Report', read });
  return [
    column('Incident Number', (source) => text(general(source).incident_number)),
    column('Date', (source) => formatInstant(general(source).date, source.context.timeZone)),
    column('Type', (source) => text(general(source).type)),
    column('Reporting Officer', (source) => text(general(source).officer_name)),
    column('Reporting Officer ID', (source) => text(general(source).officer_id_number)),
    column(cadLabel, (source) => text(asValues(general(source).state_related?.to_connect_reports).event_identifier)),
    column('Location Type', (source) => {
      const type = general(source).location?.type;
      return type ? (locationTypes.get(type) ?? type) : null;
    }),
    column('Address', (source) => text(general(source).location?.address?.full)),
    column('Areas', (source) => names(general(source).location?.areas)),
    column('Tags', (source) => names(source.report.tags?.agency)),
    column('Duration (minutes)', (source) => general(source).duration ?? null),
    column('Use of Force', (source) => yesNo(general(source).was_use_of_force === true)),
    column('Review state', (source) => REVIEW_STATE_LABELS[source.stored.reviewState]),
    ...(submitsToCaDoj(configuration)
      ? [column('DOJ status', (source) => DOJ_STATUS_LABELS[source.stored.dojStatus ?? 'unsubmitted'])]
      : []),
    column('Citizen', (source) => source.citizenNumber),
  ];
}

/** A column per field of `sections`, reading the section values `itemOf` picks for the row. */
function sectionColumns(sections: readonly FormSection[], itemOf: (source: RowSource) => Values | null): Column[] {
  return sections.flatMap((section) =>
    section.fields.map((field) => {
      const format = fieldFormatter(field);
      return {
        label: field.label,
        group: section.label,
        read: (source: RowSource) => format(asValues(itemOf(source)?.[section.name])[field.name], source.context),
      };
    }),
  );
}

/** Officers are a list: each officer field is one column, the officers' values joined. */
function officerColumns(sections: readonly FormSection[]): Column[] {
  return sections.flatMap((section) =>
    section.fields.map((field) => {
      const format = fieldFormatter(field);
      return {
        label: field.label,
        group: section.label,
        read: ({ report, context }: RowSource) => {
          const cells = (report.officers ?? []).map((officer) => format(asValues(asValues(officer)[section.name])[field.name], context));
          const parts = cells.filter((cell) => cell !== null).map(String);
          return parts.length > 0 ? parts.join(' | ') : null;
        },
      };
    }),
  );
}

/** Unique headers: a label used again is named by its section, then numbered. */
function headersOf(columns: readonly Column[]): string[] {
  const used = new Set<string>();
  return columns.map(({ label, group }) => {
    let header = used.has(label) ? `${group}: ${label}` : label;
    for (let n = 2; used.has(header); n += 1) header = `${group}: ${label} (${n})`;
    used.add(header);
    return header;
  });
}

/**
 * The export's layout from the agency's state configuration: the report's own columns, then every field of the general
 * information sections, the citizen sections (one row per citizen), the use-of-force sections and the officers, each
 * headed by its label; report values repeat on every citizen row.
 */
export function exportLayout(configuration: StateConfiguration, timeZone: string): ExportLayout {
  const columns = [
    ...reportColumns(configuration),
    ...sectionColumns(configuration.general_information.sections, ({ report }) => asValues(report.general_information.state_related)),
    ...sectionColumns(configuration.citizens.sections, ({ citizen }) => citizen),
    ...sectionColumns(configuration.use_of_force?.sections ?? [], ({ report }) => asValues(report.use_of_force)),
    ...officerColumns(configuration.officers.sections),
  ];
  return {
    headers: headersOf(columns),
    rowsOf(report, stored = { reviewState: 'approved' }) {
      const citizens = (report.citizens ?? []) as Values[];
      const context: ValueContext = {
        timeZone,
        citizenNumbers: new Map(citizens.map((citizen, index) => [String(citizen.id), index + 1])),
      };
      const sources: RowSource[] =
        citizens.length === 0
          ? [{ report, stored, citizen: null, citizenNumber: null, context }]
          : citizens.map((citizen, index) => ({ report, stored, citizen, citizenNumber: index + 1, context }));
      return sources.map((source) => columns.map((column) => column.read(source)));
    },
  };
}
