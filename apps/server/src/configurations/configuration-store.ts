import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type StateConfiguration, stateConfiguration, stateList } from '@fieldbook/domain';

/** The shipped state configurations, read and checked against the schema once, at start. */
export interface ConfigurationStore {
  /** states.json as shipped, for GET /configurations/states.json. */
  listText: string;
  /** The file's text as shipped, or undefined for a name not in states.json. */
  fileText(fileName: string): string | undefined;
  /** The parsed configuration; throws for a name not in states.json (an agency row pointing nowhere is a bug). */
  get(fileName: string): StateConfiguration;
}

export function loadConfigurations(directory: string): ConfigurationStore {
  const listText = readFileSync(join(directory, 'states.json'), 'utf8');
  const texts = new Map<string, string>();
  const parsed = new Map<string, StateConfiguration>();
  for (const { file_name } of stateList.parse(JSON.parse(listText))) {
    const text = readFileSync(join(directory, file_name), 'utf8');
    const result = stateConfiguration.safeParse(JSON.parse(text));
    if (!result.success) throw new Error(`configurations/${file_name} does not match the schema: ${result.error.message}`);
    texts.set(file_name, text);
    parsed.set(file_name, result.data);
  }
  return {
    listText,
    fileText: (fileName) => texts.get(fileName),
    get(fileName) {
      const configuration = parsed.get(fileName);
      if (!configuration) throw new Error(`no configuration named ${fileName}`);
      return configuration;
    },
  };
}
