import { z } from 'zod';

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

/** Field rules, checked in order; the first failing one gives its message. min/max are skipped when empty. */
export const validationRule = z.discriminatedUnion('rule', [
  z.strictObject({ rule: z.literal('regex'), pattern: z.string().min(1), message: z.string().min(1) }),
  z.strictObject({ rule: z.literal('min'), value: z.number(), message: z.string().min(1) }),
  z.strictObject({ rule: z.literal('max'), value: z.number(), message: z.string().min(1) }),
  z.strictObject({ rule: z.literal('minSize'), value: z.number().int().min(0), message: z.string().min(1) }),
  z.strictObject({ rule: z.literal('maxSize'), value: z.number().int().min(0), message: z.string().min(1) }),
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
}

/**
 * One field of the form. Conditions decide whether it is shown: `condition_if` (shown when it holds),
 * `condition_if_not` (shown unless it holds). With `condition_else`, a field whose condition fails is shown
 * with those overrides instead of being hidden. Hidden fields are cleared and never checked.
 */
export const formField: z.ZodType<FormFieldShape> = z.lazy(() =>
  z.strictObject({
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
  }),
);
export type FormField = FormFieldShape;

/** A titled group of fields; `reuse_fields` (paths inside the item) are copied from the first item into a new one. */
export const formSection = z.strictObject({
  name: fieldName,
  label: z.string().min(1),
  hint: z.string().optional(),
  fields: z.array(formField).min(1),
  reuse_fields: z.array(z.string().min(1)).optional(),
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

/** A state configuration: the form a state's stop-data law asks for, read like the form it describes. */
export const stateConfiguration = z.strictObject({
  name: z.string().min(1),
  state: z.string().min(1),
  law: z.string().optional(),
  effective_from: z.iso.date().optional(),
  general_information: z.strictObject({
    location_types: z.array(formFieldOption).min(1),
    lighting_required: z.boolean().optional(),
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
