import { z } from 'zod';
import { DOJ_LOCATION_PARTS } from '../doj-tables/location-parts.ts';

/** The twenty form component types of reports.md §3. */
export const COMPONENT_TYPES = [
  'areasfield',
  'autocomplete',
  'autocompletechip',
  'checkbox',
  'date',
  'daterange',
  'multiselect',
  'number',
  'numberrange',
  'peoplepicker',
  'radio',
  'switch',
  'textfield',
  'textarea',
  'time',
  'itemlist',
  'citizen_checklist',
  'groupsfield',
  'titlefield',
  'tagsfield',
] as const;
export type ComponentType = (typeof COMPONENT_TYPES)[number];

/** One entry of configurations/states.json. */
export const stateListEntry = z.strictObject({
  name: z.string().min(1),
  file_name: z.string().regex(/^[a-z0-9-]+\.json$/, 'file names are lower-case words joined by hyphens, ending in .json'),
});
export type StateListEntry = z.infer<typeof stateListEntry>;
export const stateList = z.array(stateListEntry).min(1);

const fieldName = z.string().regex(/^[a-z][a-z0-9_]*$/, 'names are lower_snake_case');
const scalar = z.union([z.string(), z.number(), z.boolean()]);

/**
 * A condition on another field's value. `field` is a dotted path inside the same item
 * (`incident_information.reason_for_contact` within a citizen), or from the report root when it starts
 * with `report.` (`report.general_information.state_related.location.is_k12_school`).
 * `in`: the value is one of these (for a list value: any of its values is). `filled`: the value is (not) empty.
 */
export const condition = z.union([
  z.strictObject({ field: z.string().min(1), in: z.array(scalar).min(1) }),
  z.strictObject({ field: z.string().min(1), filled: z.boolean() }),
]);
export type Condition = z.infer<typeof condition>;

/**
 * A value a field offers. `code` keeps the state's own code (a DOJ code for California).
 * `exclusive`: chosen alone or not at all ('None'). Conditions hide the option (student-only values, for example);
 * a hidden option chosen anyway is refused.
 */
export const formFieldOption = z.strictObject({
  value: z.string().min(1),
  label: z.string().min(1),
  code: z.string().optional(),
  exclusive: z.boolean().optional(),
  condition_if: condition.optional(),
  condition_if_not: condition.optional(),
});
export type FormFieldOption = z.infer<typeof formFieldOption>;

/**
 * A location type. `requires_coordinates`: a report of this type must carry the point (address.coords), from the
 * device, the map pin or the geocoder (California's 'Geographic coordinates', issue 24). `doj_parts`: with
 * `general_information.doj_location`, the DOJ's location parts this type records, each required (issue 26).
 */
export const locationTypeOption = formFieldOption.extend({
  requires_coordinates: z.boolean().optional(),
  doj_parts: z.array(z.enum(DOJ_LOCATION_PARTS)).optional(),
});
export type LocationTypeOption = z.infer<typeof locationTypeOption>;

/** Field rules, checked in order; the first failing one gives its message. min/max are skipped when empty. */
export const validationRule = z.discriminatedUnion('rule', [
  z.strictObject({ rule: z.literal('regex'), pattern: z.string().min(1), message: z.string().min(1) }),
  z.strictObject({ rule: z.literal('min'), value: z.number(), message: z.string().min(1) }),
  z.strictObject({ rule: z.literal('max'), value: z.number(), message: z.string().min(1) }),
  z.strictObject({ rule: z.literal('minSize'), value: z.number().int().min(0), message: z.string().min(1) }),
  z.strictObject({ rule: z.literal('maxSize'), value: z.number().int().min(0), message: z.string().min(1) }),
  /** A whole number (an age, years of experience). */
  z.strictObject({ rule: z.literal('whole'), message: z.string().min(1) }),
  /** A CJIS offense code in force on the stop's day in the agency's DOJ table (doj-tables/offense-codes.ts gives the message). */
  z.strictObject({ rule: z.literal('doj_offense_code') }),
]);
export type ValidationRule = z.infer<typeof validationRule>;

/** When this field takes one of `when`, other fields of the same item are set (`fields_to_populate`). */
export const populateRule = z.strictObject({
  when: z.array(scalar).min(1),
  set: z.array(z.strictObject({ field: z.string().min(1), value: z.union([scalar, z.array(z.string())]) })).min(1),
});

export interface FormFieldShape {
  name: string;
  label: string;
  component: ComponentType;
  required?: boolean | undefined;
  required_message?: string | undefined;
  hint?: string | undefined;
  options?: FormFieldOption[] | undefined;
  single_choice?: boolean | undefined;
  item_name?: string | undefined;
  item_model?: FormFieldShape[] | undefined;
  max_items?: number | undefined;
  hidden?: boolean | undefined;
  condition_if?: Condition | undefined;
  condition_if_not?: Condition | undefined;
  condition_else?:
    | {
        label?: string | undefined;
        required?: boolean | undefined;
        hint?: string | undefined;
        options?: FormFieldOption[] | undefined;
        validations?: ValidationRule[] | undefined;
      }
    | undefined;
  fields_to_populate?: z.infer<typeof populateRule>[] | undefined;
  validations?: ValidationRule[] | undefined;
  disabled?: { message: string } | undefined;
  derived_from?: Condition | undefined;
  profile?: (typeof PROFILE_KINDS)[number] | undefined;
}

/**
 * `profile`: the field describes the officer, not the stop, and is filled from the officer's profile on a new report
 * (issue 24): 'kept' reuses the answer as saved; 'counted_yearly' is a number of years that grows by one each year
 * after it was saved (years of experience).
 */
export const PROFILE_KINDS = ['kept', 'counted_yearly'] as const;

/**
 * One field of the form. Conditions decide whether it is shown: `condition_if` (shown when it holds),
 * `condition_if_not` (shown unless it holds). With `condition_else`, a field whose condition fails is shown
 * with those overrides instead of being hidden. Hidden fields are cleared and never checked.
 * `derived_from` (a switch only): the switch is on exactly when the condition holds, off otherwise. The officer does
 * not answer it (the form states it, read-only, with the field's hint saying why) and what a client sends is replaced.
 */
export const formField: z.ZodType<FormFieldShape> = z.lazy(() =>
  z
    .strictObject({
      name: fieldName,
      label: z.string().min(1),
      component: z.enum(COMPONENT_TYPES),
      required: z.boolean().optional(),
      required_message: z.string().min(1).optional(),
      hint: z.string().optional(),
      options: z.array(formFieldOption).min(1).optional(),
      single_choice: z.boolean().optional(),
      item_name: z.string().optional(),
      item_model: z.array(formField).min(1).optional(),
      max_items: z.number().int().min(1).optional(),
      hidden: z.boolean().optional(),
      condition_if: condition.optional(),
      condition_if_not: condition.optional(),
      condition_else: z
        .strictObject({
          label: z.string().min(1).optional(),
          required: z.boolean().optional(),
          hint: z.string().optional(),
          options: z.array(formFieldOption).min(1).optional(),
          validations: z.array(validationRule).optional(),
        })
        .optional(),
      fields_to_populate: z.array(populateRule).optional(),
      validations: z.array(validationRule).optional(),
      disabled: z.strictObject({ message: z.string().min(1) }).optional(),
      derived_from: condition.optional(),
      profile: z.enum(PROFILE_KINDS).optional(),
    })
    .refine((field) => field.derived_from === undefined || field.component === 'switch', {
      message: 'only a switch can be derived_from a condition',
      path: ['derived_from'],
    })
    .refine((field) => field.derived_from === undefined || (!field.required && !field.fields_to_populate), {
      message: 'a derived switch is neither required nor populates other fields',
      path: ['derived_from'],
    }),
);
export type FormField = FormFieldShape;

/**
 * A titled group of fields; `reuse_fields` (paths inside the item) are copied from the first item into a new one.
 * `template`: the section's answers describe the kind of stop, not the person, so a stop template may hold them
 * (issue 24: reason, offense code, actions, result; never perception or identity).
 */
export const formSection = z.strictObject({
  name: fieldName,
  label: z.string().min(1),
  hint: z.string().optional(),
  fields: z.array(formField).min(1),
  reuse_fields: z.array(z.string().min(1)).optional(),
  template: z.boolean().optional(),
  condition_if: condition.optional(),
  condition_if_not: condition.optional(),
});
export type FormSection = z.infer<typeof formSection>;

/** A list of items (citizens, officers, complaints, investigations), each made of sections. */
export const itemForm = z.strictObject({
  item_name: z.string().min(1),
  required: z.boolean().optional(),
  max_items: z.number().int().min(1).optional(),
  sections: z.array(formSection).min(1),
});
export type ItemForm = z.infer<typeof itemForm>;

/** Which citizen fields the use-of-force and bystander rules of reports.md §5 read. */
export const useOfForceRules = z.strictObject({
  /** 'It takes at least one citizen to whom force has been used.' and the officer-linking rule. */
  validate_citizens: z.boolean(),
  /** The officer field (a citizen_checklist) linking officers to citizens. */
  officer_citizens_field: z.string().min(1).optional(),
  bystanders: z
    .strictObject({
      reason_field: z.string().min(1),
      bystander_value: z.string().min(1),
      injury_field: z.string().min(1),
      injured_values: z.array(z.string().min(1)).min(1),
      action_field: z.string().min(1),
      no_action_value: z.string().min(1),
    })
    .optional(),
});
export type UseOfForceRules = z.infer<typeof useOfForceRules>;

/**
 * Which citizen fields the report lists filter by (analytics.md §3, 'the demographic fields the agency's state
 * configuration defines'): paths inside a citizen, 'section.field'. `citizen_fields` are fields with options,
 * `citizen_flags` switches (Yes / No / All), `citizen_age` a number field; `consent_search` says when a citizen counts
 * as a consent search in fast facts.
 */
export const listFilters = z.strictObject({
  citizen_age: z.string().min(1).optional(),
  citizen_fields: z.array(z.string().min(1)),
  citizen_flags: z.array(z.string().min(1)).optional(),
  consent_search: z.strictObject({ field: z.string().min(1), in: z.array(scalar).min(1) }).optional(),
});
export type ListFilters = z.infer<typeof listFilters>;

/** The record formats a state's agency sends (California: the DOJ's JSON of the 2018 or the 2024 regulation). */
export const STATE_RECORD_FORMATS = ['v1', 'v2'] as const;
export type StateRecordFormat = (typeof STATE_RECORD_FORMATS)[number];

/**
 * One version of the state's regulation: in force for stops from `effective_from` until the next version's date
 * (the first version also covers anything earlier). `doj_format` is the record format its stops are sent in.
 */
export const regulationVersion = z.strictObject({
  id: z.string().min(1),
  effective_from: z.iso.date(),
  doj_format: z.enum(STATE_RECORD_FORMATS).optional(),
});
export type RegulationVersion = z.infer<typeof regulationVersion>;

const regulationVersions = z
  .array(regulationVersion)
  .min(1)
  .refine((versions) => versions.slice(1).every((version, index) => (versions[index]?.effective_from ?? '') < version.effective_from), {
    message: 'regulation versions are listed oldest first, each with a later effective date',
  })
  .refine((versions) => new Set(versions.map((version) => version.id)).size === versions.length, {
    message: 'regulation version ids are unique',
  });

/** A state configuration: the form a state's stop-data law asks for, read like the form it describes. */
export const stateConfiguration = z.strictObject({
  name: z.string().min(1),
  state: z.string().min(1),
  law: z.string().optional(),
  effective_from: z.iso.date().optional(),
  /** The regulation's versions by effective date; a stop is checked and sent under the one in force on its date. */
  regulation_versions: regulationVersions.optional(),
  general_information: z.strictObject({
    location_types: z.array(locationTypeOption).min(1),
    lighting_required: z.boolean().optional(),
    /**
     * The location is recorded in the DOJ's parts (California, issue 26): `location.doj_parts` as each location
     * type's `doj_parts` ask, the city from the DOJ's list; no street address or zip is required.
     */
    doj_location: z.boolean().optional(),
    /** State sections shown under General Information, stored in general_information.state_related. */
    sections: z.array(formSection),
  }),
  to_connect_reports: z.strictObject({ event_identifier: z.strictObject({ label: z.string().min(1) }) }).optional(),
  citizens: itemForm,
  use_of_force: z
    .strictObject({
      sections: z.array(formSection).min(1),
      rules: useOfForceRules,
    })
    .optional(),
  officers: itemForm,
  supervision: z.strictObject({ complaints: itemForm, investigations: itemForm }).optional(),
  list_filters: listFilters.optional(),
  /** Fields the configuration turns off, each with the message the form shows beside it. */
  disabled_fields: z.array(z.strictObject({ path: z.string().min(1), message: z.string().min(1) })).optional(),
});
export type StateConfiguration = z.infer<typeof stateConfiguration>;
