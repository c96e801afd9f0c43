import type { FormField, ShownSection } from '@fieldbook/domain';

/** An entry an itemlist could start with, taken from another answer of the same item. */
export interface EntrySuggestion {
  entry: Record<string, unknown>;
  /** 'Add 54106 (from the reason for stop)'. */
  text: string;
}

function regexOf(field: FormField): string | undefined {
  for (const rule of field.validations ?? []) if (rule.rule === 'regex') return rule.pattern;
  return undefined;
}

/**
 * What an empty itemlist of one-field entries (the result's offense codes) could take from the item's other answers:
 * each shown text field whose answers have the same form (the same pattern, a CJIS offense code) and that holds a
 * valid one, such as the reason for stop's offense code. Offered, never filled: the officer taps to add it.
 */
export function suggestEntries(
  target: FormField,
  sections: readonly ShownSection[],
  readValue: (path: string) => unknown,
): EntrySuggestion[] {
  const [model, ...others] = target.item_model ?? [];
  const pattern = model && others.length === 0 && model.component === 'textfield' ? regexOf(model) : undefined;
  if (!model || pattern === undefined) return [];
  const suggestions: EntrySuggestion[] = [];
  for (const { section, fields } of sections) {
    for (const { field } of fields) {
      if (field === target || field.component !== 'textfield' || regexOf(field) !== pattern) continue;
      const value = readValue(`${section.name}.${field.name}`);
      if (typeof value !== 'string' || !new RegExp(pattern).test(value)) continue;
      if (suggestions.some((suggestion) => suggestion.entry[model.name] === value)) continue;
      suggestions.push({ entry: { [model.name]: value }, text: `Add ${value} (from the ${section.label.toLowerCase()})` });
    }
  }
  return suggestions;
}
