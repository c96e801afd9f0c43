import { type FormField, type FormSection, isShown, offeredOptions, resolveField, type Scope } from '@fieldbook/domain';
import { demoOffenseCode } from '../doj-tables/demo-doj-values.ts';
import { type FieldChooser, SKIP } from './calibrated-fields.ts';
import type { Random } from './random.ts';

/** What generated values may point at: people to pick, citizens to link, the report's date. */
export interface FillContext {
  random: Random;
  report: Record<string, unknown>;
  people: { id: string; name: string }[];
  citizenIds: string[];
  date: string;
  /** Calibrated values for some fields (calibrated-fields.ts); the others are drawn uniformly here. */
  choose?: FieldChooser | undefined;
}

const SENTENCES = [
  'Observed the vehicle travelling 52 mph in a posted 35 mph zone on Main St.',
  'Person matched the description broadcast by dispatch for a nearby burglary.',
  'Stopped for a broken tail light; driver cooperative throughout the contact.',
  'Caller reported a person checking car door handles in the parking lot.',
];

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1] as string] = value;
}

/** A text the field's regex rules accept, when one of a few shapes fits. */
function textFor(field: FormField, random: Random): string {
  const patterns = (field.validations ?? []).flatMap((rule) => (rule.rule === 'regex' ? [new RegExp(rule.pattern, 'u')] : []));
  const digits = patterns.map((regex) => /\\d\{(\d+)\}|\[0-9\]\{(\d+)\}/.exec(regex.source)).find(Boolean);
  const length = digits ? Number(digits[1] ?? digits[2]) : 0;
  const candidates = [
    ...(length ? [Array.from({ length }, () => random.int(0, 9)).join('')] : []),
    random.pick(SENTENCES),
    ...SENTENCES,
    'Other',
    `${random.int(10_000, 99_999)}`,
  ];
  return candidates.find((text) => patterns.every((regex) => regex.test(text))) ?? random.pick(SENTENCES);
}

function numberFor(field: FormField, random: Random): number {
  const bound = (kind: 'min' | 'max', fallback: number) => {
    const rule = field.validations?.find((entry) => entry.rule === kind);
    return rule && 'value' in rule && typeof rule.value === 'number' ? rule.value : fallback;
  };
  const min = bound('min', 1);
  return random.int(min, Math.min(bound('max', 99), min + 60));
}

function choicesFor(field: FormField, scope: Scope, random: Random): string[] {
  const offered = offeredOptions(field, scope);
  const plain = offered.filter((option) => !option.exclusive);
  if (plain.length === 0 || (offered.length > plain.length && random.chance(0.3))) return [random.pick(offered).value];
  return [random.pick(plain).value];
}

/** A plausible value the field accepts; undefined where it is better left empty. */
export function valueFor(field: FormField, scope: Scope, context: FillContext): unknown {
  const { random } = context;
  switch (field.component) {
    case 'radio':
    case 'autocomplete':
      return field.options ? choicesFor(field, scope, random)[0] : textFor(field, random);
    case 'checkbox':
    case 'multiselect':
    case 'autocompletechip':
      return field.options ? choicesFor(field, scope, random) : [textFor(field, random)];
    case 'number':
      return numberFor(field, random);
    case 'switch':
      return random.chance(0.25);
    case 'textfield':
    case 'textarea':
      // A CJIS offense code is a real one of the DOJ's table (issue 26).
      if (field.validations?.some((rule) => rule.rule === 'doj_offense_code')) return demoOffenseCode(random, context.date);
      return textFor(field, random);
    case 'date':
      return context.date;
    case 'time':
      return `${String(random.int(0, 23)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;
    case 'daterange':
      return { from: context.date, to: context.date };
    case 'numberrange':
      return { from: 1, to: random.int(1, 10) };
    case 'peoplepicker': {
      const person = random.pick(context.people);
      return field.single_choice ? person : [person];
    }
    case 'citizen_checklist':
      return [...context.citizenIds];
    case 'titlefield':
      return { name: 'Officer' };
    case 'areasfield':
    case 'groupsfield':
    case 'tagsfield':
      return [];
    case 'itemlist':
      return field.item_model ? [fillFields(field.item_model, {}, context)] : [];
  }
}

function fillField(field: FormField, item: Record<string, unknown>, path: string, context: FillContext): void {
  const scope: Scope = { report: context.report, item };
  const shown = resolveField(field, scope);
  if (!shown) return;
  let value = context.choose?.(path, shown, scope);
  if (value === SKIP) return;
  if (value === undefined) {
    if (!shown.required && context.random.chance(0.4) && shown.component !== 'switch') return;
    value = valueFor(shown, scope, context);
    if (value === undefined) return;
  }
  setPath(item, path, value);
  for (const rule of shown.fields_to_populate ?? []) {
    const values = Array.isArray(value) ? value : [value];
    if (values.some((entry) => rule.when.includes(entry))) for (const { field: target, value: set } of rule.set) setPath(item, target, set);
  }
}

function fillFields(fields: readonly FormField[], item: Record<string, unknown>, context: FillContext): Record<string, unknown> {
  for (const field of fields) fillField(field, item, field.name, context);
  return item;
}

/** Fills an item's sections in form order, so each condition sees the values chosen before it. */
export function fillSections(
  sections: readonly FormSection[],
  item: Record<string, unknown>,
  context: FillContext,
): Record<string, unknown> {
  for (const section of sections) {
    if (!isShown(section, { report: context.report, item })) continue;
    for (const field of section.fields) fillField(field, item, `${section.name}.${field.name}`, context);
  }
  return item;
}
