// Test helper: the shipped state configurations (configurations/*.json) and their example reports, read through
// Vite's import.meta.glob when the tests are built (the domain itself reads no files).
import { type StateConfiguration, stateConfiguration, stateList } from '../configuration/configuration.schema.ts';

declare global {
  interface ImportMeta {
    glob<T>(pattern: string, options: { eager: true; import: 'default' }): Record<string, T>;
  }
}

const files = import.meta.glob<unknown>('../../../../configurations/**/*.json', { eager: true, import: 'default' });

function file(path: string): unknown {
  const found = files[`../../../../configurations/${path}`];
  if (found === undefined) throw new Error(`no configurations/${path}`);
  return structuredClone(found);
}

/** Every configuration states.json lists, by file name, checked against the schema. */
export function shippedConfigurations(): { fileName: string; config: StateConfiguration }[] {
  return stateList.parse(file('states.json')).map((entry) => ({
    fileName: entry.file_name,
    config: stateConfiguration.parse(file(entry.file_name)),
  }));
}

export interface ExampleReport extends Record<string, unknown> {
  general_information: Record<string, unknown>;
  citizens: Record<string, unknown>[];
}

/** The valid example report beside a configuration (configurations/examples). */
export function exampleReport(fileName: string): ExampleReport {
  return file(`examples/${fileName.replace(/\.json$/, '.report.json')}`) as ExampleReport;
}
