import { asArray, asRecord, type FormSection, fieldLabelOf, isEmpty, type StateConfiguration } from '@fieldbook/domain';

/** A field of a report a return note can point at: its path in the report and its label as the form shows it. */
export interface ReportFieldChoice {
  path: string;
  label: string;
}

const GENERAL_FIELDS = [
  'general_information.type',
  'general_information.date',
  'general_information.time',
  'general_information.duration',
  'general_information.location',
  'general_information.location.details',
  'general_information.was_use_of_force',
  'tags.agency',
];

/** The answered fields of `sections` under `prefix`: 'citizens.0.perception.race'... */
function answeredIn(sections: readonly FormSection[], values: unknown, prefix: string): string[] {
  const record = asRecord(values);
  return sections.flatMap((section) =>
    section.fields
      .filter((field) => !isEmpty(asRecord(record[section.name])[field.name]))
      .map((field) => `${prefix}${section.name}.${field.name}`),
  );
}

/**
 * The report's fields a reviewer can name in a return (issue 25), in the form's order and words: the general fields,
 * the state's sections, each citizen's, use of force, each officer's. Only fields the report has (answered, or fixed).
 */
export function listReportFields(report: unknown, config: StateConfiguration): ReportFieldChoice[] {
  const root = asRecord(report);
  const general = asRecord(root.general_information);
  const paths = [
    ...GENERAL_FIELDS,
    ...answeredIn(config.general_information.sections, general.state_related, 'general_information.state_related.'),
    ...asArray(root.citizens).flatMap((citizen, index) => answeredIn(config.citizens.sections, citizen, `citizens.${index}.`)),
    ...answeredIn(config.use_of_force?.sections ?? [], root.use_of_force, 'use_of_force.'),
    ...asArray(root.officers).flatMap((officer, index) => answeredIn(config.officers.sections, officer, `officers.${index}.`)),
  ];
  return paths.flatMap((path) => {
    const label = fieldLabelOf(path, config);
    return label ? [{ path, label }] : [];
  });
}

/** A named field's label, or its path when the configuration no longer has it. */
export const labelOfField = (path: string, config: StateConfiguration | undefined) => fieldLabelOf(path, config) ?? path;
