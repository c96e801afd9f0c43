import type { StateConfiguration } from '@fieldbook/domain';

/** Labels of a configuration's citizen option codes (basis for search, contraband, force actions ...) by code. */
export function optionLabelsOf(configuration: StateConfiguration): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const section of configuration.citizens.sections)
    for (const field of section.fields)
      for (const option of Array.isArray(field.options) ? field.options : [])
        if (option && typeof option === 'object' && 'value' in option && 'label' in option && !(String(option.value) in labels))
          labels[String(option.value)] = String(option.label);
  return labels;
}
