import { isEmpty, type ShownField, type ShownSection } from '@fieldbook/domain';
import { asRecordValue } from './field-values.ts';
import type { IssueLookup } from './issue-index.ts';

const SEPARATOR = ' · ';

/** One answer in words: an option's label, a number, a text, the people or areas named, an itemlist's entries. */
function describeAnswer(shown: ShownField, value: unknown): string {
  const { field, options } = shown;
  if (shown.derived !== null) return shown.derived ? field.label : '';
  if (field.component === 'switch') return value === true ? field.label : '';
  if (isEmpty(value)) return '';
  const labelOf = (entry: unknown) => options.find((option) => option.value === entry)?.label ?? describeValue(entry);
  if (options.length > 0) return Array.isArray(value) ? value.map(labelOf).join(', ') : labelOf(value);
  return describeValue(value);
}

function describeValue(value: unknown): string {
  if (Array.isArray(value)) return value.map(describeValue).filter(Boolean).join(', ');
  if (typeof value === 'object' && value !== null) {
    const record = asRecordValue(value);
    if (typeof record.name === 'string') return record.name;
    return Object.values(record).map(describeValue).filter(Boolean).join(' ');
  }
  return typeof value === 'string' ? value.trim() : String(value);
}

/** 'White · Cisgender man/boy · Straight/Heterosexual · 34 · None': the section's answers in the form's order. */
export function summarizeSection({ section, fields }: ShownSection, readValue: (path: string) => unknown): string {
  return fields
    .map((shown) => describeAnswer(shown, readValue(`${section.name}.${shown.field.name}`)))
    .filter((text) => text !== '')
    .join(SEPARATOR);
}

/**
 * A section may fold to its summary when it says something, every required field it shows is answered and the
 * rules find no issue in it (issues: the item's, keyed by path).
 */
export function isSectionComplete(
  { section, fields }: ShownSection,
  readValue: (path: string) => unknown,
  issues: IssueLookup,
  issuePrefix: string,
  summary: string,
): boolean {
  if (summary === '') return false;
  const isAnswered = fields.every(
    (shown) => !shown.field.required || shown.derived !== null || !isEmpty(readValue(`${section.name}.${shown.field.name}`)),
  );
  if (!isAnswered) return false;
  const prefix = `${issuePrefix}.${section.name}.`;
  for (const path of issues.keys()) if (path.startsWith(prefix)) return false;
  return true;
}
