import { type FormSection, type StateConfiguration, type TemplateAnswers, templateSections } from '@fieldbook/domain';

const MAX_PARTS = 6;

/** One answer in words: chosen options by their labels, a switch as its label, an itemlist as its entries' codes. */
function describe(field: FormSection['fields'][number], value: unknown): string | null {
  const label = (entry: unknown) => field.options?.find((option) => option.value === entry)?.label ?? String(entry);
  if (typeof value === 'boolean') return value ? field.label : null;
  if (Array.isArray(value)) {
    const words = value.map((entry) =>
      entry && typeof entry === 'object'
        ? Object.values(entry)
            .filter((part) => typeof part === 'string')
            .join(' ')
        : label(entry),
    );
    return words.filter(Boolean).join(', ') || null;
  }
  if (typeof value === 'string' || typeof value === 'number') return label(value);
  return null;
}

/** A template's answers in one line ('Vehicular stop · Traffic violation · Moving violation · 54106 · …'). */
export function summarizeTemplate(config: StateConfiguration | undefined, answers: TemplateAnswers): string {
  if (!config) return '';
  const sections = templateSections(config);
  const parts: string[] = [];
  const read = (list: readonly FormSection[], values: TemplateAnswers['general']) => {
    for (const section of list)
      for (const field of section.fields) {
        const words = describe(field, values[section.name]?.[field.name]);
        if (words) parts.push(words);
      }
  };
  read(sections.general, answers.general);
  read(sections.citizen, answers.citizen);
  return parts.length > MAX_PARTS ? `${parts.slice(0, MAX_PARTS).join(' · ')} · …` : parts.join(' · ');
}
