import { z } from 'zod';
import type { FormField, FormSection, StateConfiguration } from '../configuration/configuration.schema.ts';
import { asRecord, isEmpty, isRecord } from './emptiness.ts';
import { checkValueShape } from './field-shapes.ts';
import { pruneSections } from './prune.ts';
import { CONTACT_TYPES } from './report.constants.ts';
import type { ItemValues, SectionValues } from './report.types.ts';

/**
 * Stop templates (issue 24, after Cal-RIPA's): a named partial report an owner or manager keeps for the agency, or an
 * officer keeps as a personal favourite from a filed stop. It holds only the answers of the configuration's sections
 * marked `template` (what kind of stop it was: reason, offense code, actions, result), never who the person was.
 * Starting a stop from one fills those answers into the new report, where they stay editable and meet the same rules.
 */
export const TEMPLATE_NAME_MAX_LENGTH = 60;
/** Our bounds: an agency keeps at most 50 templates, an officer 20 favourites (docs/decisions.md). */
export const AGENCY_TEMPLATES_MAX = 50;
export const FAVOURITES_MAX = 20;

export const TEMPLATE_MESSAGES = {
  nameRequired: 'Enter a name for the template.',
  nameTooLong: `Use at most ${TEMPLATE_NAME_MAX_LENGTH} characters.`,
  duplicateName: 'A template with this name already exists.',
  empty: 'The template holds no answers: answer at least one question of the stop first.',
  tooManyAgency: `The agency already has ${AGENCY_TEMPLATES_MAX} templates. Delete one first.`,
  tooManyFavourites: `You already have ${FAVOURITES_MAX} favourites. Delete one first.`,
  unknownField: 'A template may hold only the answers about the kind of stop.',
} as const;

/** The answers a template holds: the general information's and one citizen's template sections, section by section. */
export interface TemplateAnswers {
  general: Record<string, SectionValues>;
  citizen: Record<string, SectionValues>;
}

export const TEMPLATE_SCOPES = ['agency', 'personal'] as const;
export type TemplateScope = (typeof TEMPLATE_SCOPES)[number];

/** The name, contact type and scope of a template; its answers are checked against the configuration apart. */
export const templateNameSchema = z
  .string()
  .trim()
  .min(1, TEMPLATE_MESSAGES.nameRequired)
  .max(TEMPLATE_NAME_MAX_LENGTH, TEMPLATE_MESSAGES.nameTooLong)
  .refine((name) => !/[\p{Cc}]/u.test(name), TEMPLATE_MESSAGES.nameRequired);

export const templateAnswersShape = z.strictObject({
  general: z.record(z.string().max(100), z.record(z.string().max(100), z.unknown())),
  citizen: z.record(z.string().max(100), z.record(z.string().max(100), z.unknown())),
});

export const templateInputSchema = z.strictObject({
  name: templateNameSchema,
  contact_type: z.enum(CONTACT_TYPES),
  scope: z.enum(TEMPLATE_SCOPES),
  answers: templateAnswersShape,
});
export type TemplateInput = z.infer<typeof templateInputSchema>;

/**
 * The sections of a configuration a template may hold, without their free-text fields: a narrative (the reason's brief
 * explanation) describes one stop, and a copied one is what a state's auditors look for, so the officer writes it.
 */
export function templateSections(config: StateConfiguration): { general: FormSection[]; citizen: FormSection[] } {
  const held = (sections: readonly FormSection[]) =>
    sections
      .filter((section) => section.template)
      .map((section) => ({ ...section, fields: section.fields.filter((field) => field.component !== 'textarea') }));
  return { general: held(config.general_information.sections), citizen: held(config.citizens.sections) };
}

/** Whether the configuration lets an agency keep templates at all. */
export const hasTemplateSections = (config: StateConfiguration) => templateSections(config).citizen.length > 0;

/** The answered fields of the given sections in `values`, each section kept only with something in it. */
function answeredSections(sections: readonly FormSection[], values: unknown): Record<string, SectionValues> {
  const result: Record<string, SectionValues> = {};
  const all = asRecord(values);
  for (const section of sections) {
    const sectionValues = asRecord(all[section.name]);
    const kept: SectionValues = {};
    for (const field of section.fields) {
      if (field.derived_from) continue;
      const value = sectionValues[field.name];
      if (!isEmpty(value)) kept[field.name] = structuredClone(value);
    }
    if (Object.keys(kept).length > 0) result[section.name] = kept;
  }
  return result;
}

/** The template a filed stop makes: its general information's and first citizen's answers to the template sections. */
export function templateAnswersFromReport(
  config: StateConfiguration,
  report: { general_information: { state_related: Record<string, SectionValues> }; citizens: readonly ItemValues[] },
): TemplateAnswers {
  const sections = templateSections(config);
  return {
    general: answeredSections(sections.general, report.general_information.state_related),
    citizen: answeredSections(sections.citizen, report.citizens[0]),
  };
}

/**
 * A template as it is kept: fields hidden by the answers around them cleared, as the form clears them, and empty
 * answers dropped. Conditions read the template's own answers (a stop's other answers are not known yet).
 */
export function tidyTemplateAnswers(config: StateConfiguration, answers: TemplateAnswers): TemplateAnswers {
  const sections = templateSections(config);
  const report = { general_information: { state_related: answers.general }, citizens: [answers.citizen] };
  const tally = { cleared: 0 };
  const none = new Set<string>();
  return {
    general: answeredSections(
      sections.general,
      pruneSections(sections.general, answers.general, 'general_information', report, none, tally),
    ),
    citizen: answeredSections(sections.citizen, pruneSections(sections.citizen, answers.citizen, 'citizens', report, none, tally)),
  };
}

export const countTemplateAnswers = (answers: TemplateAnswers) =>
  [...Object.values(answers.general), ...Object.values(answers.citizen)].reduce((total, section) => total + Object.keys(section).length, 0);

/** Every option value a field may hold, its conditional ones too. */
function offeredValues(field: FormField): Set<string> | null {
  const options = [...(field.options ?? []), ...(field.condition_else?.options ?? [])];
  return options.length > 0 ? new Set(options.map((option) => option.value)) : null;
}

/** Where an answer does not belong or has the wrong type: one message per path, empty when the answers are sound. */
function checkSections(sections: readonly FormSection[], values: Record<string, SectionValues>, prefix: string) {
  const issues: { path: string; message: string }[] = [];
  for (const [sectionName, sectionValues] of Object.entries(values)) {
    const section = sections.find((entry) => entry.name === sectionName);
    if (!section || !isRecord(sectionValues)) {
      issues.push({ path: `${prefix}.${sectionName}`, message: TEMPLATE_MESSAGES.unknownField });
      continue;
    }
    for (const [fieldName, value] of Object.entries(sectionValues)) {
      const path = `${prefix}.${sectionName}.${fieldName}`;
      const field = section.fields.find((entry) => entry.name === fieldName);
      if (!field || field.derived_from) {
        issues.push({ path, message: TEMPLATE_MESSAGES.unknownField });
        continue;
      }
      const shape = checkValueShape(field, value);
      if (shape) {
        issues.push({ path, message: shape });
        continue;
      }
      const offered = offeredValues(field);
      const chosen = Array.isArray(value) ? value : [value];
      if (offered && chosen.some((entry) => typeof entry === 'string' && !offered.has(entry)))
        issues.push({ path, message: TEMPLATE_MESSAGES.unknownField });
    }
  }
  return issues;
}

/**
 * The server's and the browser's one check of a template's answers against the configuration: only template sections
 * and their fields, each value of its field's type and size, chosen values among the field's options, and something
 * answered. The report's own rules (required, conditions, offense codes) apply when the stop filled from it is filed.
 */
export function checkTemplateAnswers(config: StateConfiguration, answers: TemplateAnswers): { path: string; message: string }[] {
  const sections = templateSections(config);
  const issues = [
    ...checkSections(sections.general, answers.general, 'answers.general'),
    ...checkSections(sections.citizen, answers.citizen, 'answers.citizen'),
  ];
  if (issues.length === 0 && countTemplateAnswers(answers) === 0) issues.push({ path: 'answers', message: TEMPLATE_MESSAGES.empty });
  return issues;
}

/**
 * A new stop filled from a template: the general information's template sections merged over what the draft holds,
 * and a first citizen (a new id) carrying the citizen answers, or the first citizen given them where one exists.
 */
export function applyTemplateAnswers<
  Draft extends { general_information: { state_related: Record<string, SectionValues> }; citizens: ItemValues[] },
>(draft: Draft, answers: TemplateAnswers, newCitizenId: () => string): Draft {
  const stateRelated = { ...draft.general_information.state_related };
  for (const [section, values] of Object.entries(answers.general))
    stateRelated[section] = { ...asRecord(stateRelated[section]), ...structuredClone(values) };
  const [first, ...others] = draft.citizens;
  const citizen: ItemValues = { ...(first ?? { id: newCitizenId() }) };
  for (const [section, values] of Object.entries(answers.citizen))
    citizen[section] = { ...asRecord(citizen[section]), ...structuredClone(values) };
  return {
    ...draft,
    general_information: { ...draft.general_information, state_related: stateRelated },
    citizens: Object.keys(answers.citizen).length > 0 ? [citizen, ...others] : draft.citizens,
  };
}
