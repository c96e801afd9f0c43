import { type FormField, type FormFieldOption, isCalendarDate, toLocalDateTime } from '@fieldbook/domain';

/** One cell of an export: text, a number, or empty. */
export type Cell = string | number | null;

/** What formatting a value needs beyond the field: the agency's time zone, and citizen ids -> their row numbers. */
export interface ValueContext {
  timeZone: string;
  citizenNumbers: ReadonlyMap<string, number>;
}

const LIST_SEPARATOR = '; ';

/** 'MM/DD/YYYY HH:mm' on the agency's wall clock (analytics.md, GUIDE §5). */
export function formatInstant(value: string | Date, timeZone: string): string | null {
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  const { date, time } = toLocalDateTime(instant, timeZone);
  return `${formatCalendarDate(date)} ${time}`;
}

/** 'YYYY-MM-DD' -> 'MM/DD/YYYY'. */
export function formatCalendarDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
}

export const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');

function formatDate(value: unknown, timeZone: string): Cell {
  if (typeof value !== 'string') return null;
  return isCalendarDate(value) ? formatCalendarDate(value) : formatInstant(value, timeZone);
}

/** A name from a picked person, area, group, tag or title ({id, name}), or the text itself. */
function nameOf(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (typeof value === 'object' && value !== null && 'name' in value) return String((value as { name: unknown }).name);
  return JSON.stringify(value);
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
const joined = (parts: string[]): Cell => (parts.length > 0 ? parts.join(LIST_SEPARATOR) : null);

function optionLabels(field: FormField): Map<string, string> {
  const options: FormFieldOption[] = [...(field.options ?? []), ...(field.condition_else?.options ?? [])];
  return new Map(options.map((option) => [option.value, option.label]));
}

/** Cells of one field, its options' labels looked up once: called for every row of a large export. */
export type FieldFormatter = (value: unknown, context: ValueContext) => Cell;

/** How a field of the configuration reads in a spreadsheet: option labels, Yes/No, local dates, names, not ids. */
export function fieldFormatter(field: FormField): FieldFormatter {
  const labels = optionLabels(field);
  const format: FieldFormatter = (value, context) => {
    if (value === undefined || value === null || value === '') return null;
    if (Array.isArray(value) && value.length === 0) return null;
    switch (field.component) {
      case 'switch':
        return typeof value === 'boolean' ? yesNo(value) : String(value);
      case 'number':
        return typeof value === 'number' ? value : String(value);
      case 'date':
        return formatDate(value, context.timeZone);
      case 'daterange':
      case 'numberrange': {
        const range = value as { from?: unknown; to?: unknown };
        const end = (part: unknown) => (field.component === 'daterange' ? (formatDate(part, context.timeZone) ?? '') : String(part ?? ''));
        return `${end(range.from)} - ${end(range.to)}`;
      }
      case 'citizen_checklist':
        return joined(asList(value).map((id) => `Citizen ${context.citizenNumbers.get(String(id)) ?? '?'}`));
      case 'itemlist': {
        const inner = (field.item_model ?? []).map((entryField) => ({ name: entryField.name, format: fieldFormatter(entryField) }));
        const entries = asList(value).map((entry) => {
          const record = (entry ?? {}) as Record<string, unknown>;
          return inner.flatMap(({ name, format: formatInner }) => {
            const cell = formatInner(record[name], context);
            return cell === null ? [] : [String(cell)];
          });
        });
        return joined(entries.filter((parts) => parts.length > 0).map((parts) => parts.join(', ')));
      }
      default:
        if (typeof value === 'boolean') return yesNo(value);
        if (typeof value === 'number') return value;
        return joined(asList(value).map((entry) => (typeof entry === 'string' ? (labels.get(entry) ?? entry) : nameOf(entry))));
    }
  };
  return format;
}
