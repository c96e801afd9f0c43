import type { FormField } from '../configuration/configuration.schema.ts';
import { asArray, asRecord, isRecord } from './emptiness.ts';
import { toLocalDateTime } from './local-time.ts';

/**
 * A stored field value as words, as the full report and the version history show it: option labels instead of values,
 * 'Yes'/'No', names of people and places, 'Citizen 2' for a citizen's id. '' for an empty value.
 */
export function formatFieldValue(field: FormField, value: unknown, citizenNames: ReadonlyMap<string, string>): string {
  const label = (raw: unknown) => field.options?.find((option) => option.value === raw)?.label ?? String(raw);
  if (value === undefined || value === null || value === '') return '';
  switch (field.component) {
    case 'switch':
      return value === true ? 'Yes' : 'No';
    case 'citizen_checklist':
      return asArray(value)
        .map((id) => citizenNames.get(String(id)) ?? '')
        .filter(Boolean)
        .join(', ');
    case 'daterange':
    case 'numberrange': {
      const { from, to } = asRecord(value);
      return [from, to].filter((part) => part !== undefined && part !== '').join(' – ');
    }
    case 'itemlist':
      return asArray(value)
        .map((entry) =>
          (field.item_model ?? [])
            .map((inner) => formatFieldValue(inner, asRecord(entry)[inner.name], citizenNames))
            .filter(Boolean)
            .join(' '),
        )
        .join('; ');
    default:
      if (Array.isArray(value)) return value.map((entry) => (isRecord(entry) ? String(entry.name ?? '') : label(entry))).join(', ');
      if (isRecord(value)) return String(value.name ?? '');
      return label(value);
  }
}

/** A report's date (an ISO instant) as 'MM/DD/YYYY - HH:mm' (the spec's 'L - HH:mm') in the agency's time zone. */
export function formatReportDate(iso: unknown, timeZone: string): string {
  if (typeof iso !== 'string' || Number.isNaN(Date.parse(iso))) return '';
  const { date, time } = toLocalDateTime(new Date(iso), timeZone);
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year} - ${time}`;
}

/** 'Citizen 1', 'Citizen 2', ... by each citizen's id, in the report's order. */
export function citizenNamesOf(report: unknown): Map<string, string> {
  return new Map(asArray(asRecord(report).citizens).map((citizen, index) => [String(asRecord(citizen).id), `Citizen ${index + 1}`]));
}
