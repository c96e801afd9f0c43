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

export const formFieldOption = z.strictObject({ value: z.string().min(1), label: z.string().min(1), code: z.string().optional() });

export const formField = z.strictObject({
  name: z.string().regex(/^[a-z][a-z0-9_]*$/),
  label: z.string().min(1),
  component: z.enum(COMPONENT_TYPES),
  required: z.boolean().optional(),
  hint: z.string().optional(),
  options: z.array(formFieldOption).optional(),
});

export const formSection = z.strictObject({
  name: z.string().regex(/^[a-z][a-z0-9_]*$/),
  label: z.string().min(1),
  fields: z.array(formField).min(1),
});

/** A state configuration: the form a state's stop-data law asks for. Issue "rules engine" completes this shape. */
export const stateConfiguration = z.strictObject({
  name: z.string().min(1),
  state: z.string().min(1),
  law: z.string().optional(),
  citizen_sections: z.array(formSection).min(1),
  general_sections: z.array(formSection),
});
export type StateConfiguration = z.infer<typeof stateConfiguration>;
