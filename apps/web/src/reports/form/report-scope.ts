import { type Condition, type FormField, type FormSection, isRecord, readPath, type StateConfiguration } from '@fieldbook/domain';
import { useRef } from 'react';

const REPORT_PREFIX = 'report.';

interface Conditional {
  condition_if?: Condition | undefined;
  condition_if_not?: Condition | undefined;
}

function addPaths(target: Conditional, paths: Set<string>) {
  for (const condition of [target.condition_if, target.condition_if_not]) {
    if (condition?.field.startsWith(REPORT_PREFIX)) paths.add(condition.field.slice(REPORT_PREFIX.length));
  }
}

function addFieldPaths(field: FormField, paths: Set<string>) {
  addPaths(field, paths);
  // A derived switch reads its condition like a condition_if ('report.general_information.type').
  if (field.derived_from) addPaths({ condition_if: field.derived_from }, paths);
  for (const option of [...(field.options ?? []), ...(field.condition_else?.options ?? [])]) addPaths(option, paths);
  for (const nested of field.item_model ?? []) addFieldPaths(nested, paths);
}

function sectionsOf(config: StateConfiguration): FormSection[] {
  return [
    ...config.general_information.sections,
    ...config.citizens.sections,
    ...(config.use_of_force?.sections ?? []),
    ...config.officers.sections,
    ...(config.supervision?.complaints.sections ?? []),
    ...(config.supervision?.investigations.sections ?? []),
  ];
}

/** The report paths ('general_information.state_related.location.is_k12_school') the configuration's conditions and derived switches read. */
export function collectReportPaths(config: StateConfiguration): string[] {
  const paths = new Set<string>();
  for (const option of config.general_information.location_types) addPaths(option, paths);
  for (const section of sectionsOf(config)) {
    addPaths(section, paths);
    for (const field of section.fields) addFieldPaths(field, paths);
  }
  return [...paths];
}

function withValue(root: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let current = root;
  for (const key of keys.slice(0, -1)) {
    const next = isRecord(current[key]) ? current[key] : {};
    current[key] = next;
    current = next;
  }
  current[keys[keys.length - 1] as string] = value;
}

/**
 * The part of the report that conditions read, as a small object that keeps its identity until one of those
 * values changes: item cards receive it instead of the whole draft, so typing elsewhere does not re-render them.
 */
export function useReportScope(report: unknown, paths: readonly string[]): Record<string, unknown> {
  const cache = useRef<{ paths: readonly string[]; values: unknown[]; scope: Record<string, unknown> } | null>(null);
  const values = paths.map((path) => readPath(report, path));
  const previous = cache.current;
  if (previous && previous.paths === paths && values.every((value, index) => Object.is(value, previous.values[index]))) {
    return previous.scope;
  }
  const scope: Record<string, unknown> = {};
  paths.forEach((path, index) => {
    if (values[index] !== undefined) withValue(scope, path, values[index]);
  });
  cache.current = { paths, values, scope };
  return scope;
}
