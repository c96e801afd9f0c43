import { type StateConfiguration, stateConfiguration } from '@fieldbook/domain';

// The shipped configurations and example reports, read at build time for tests only (never imported by the app).
const files = import.meta.glob<{ default: unknown }>('../../../../configurations/**/*.json', { eager: true });

function file(path: string): unknown {
  const found = files[`../../../../configurations/${path}`];
  if (!found) throw new Error(`no configurations/${path}`);
  return structuredClone(found.default);
}

/** A shipped state configuration, checked against the schema. */
export function readConfiguration(fileName: string): StateConfiguration {
  return stateConfiguration.parse(file(fileName));
}

/** The valid example report beside a configuration (configurations/examples). */
export function readExampleReport(fileName: string): Record<string, any> {
  return file(`examples/${fileName.replace(/\.json$/, '.report.json')}`) as Record<string, any>;
}
