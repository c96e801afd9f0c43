// Test helper: California's shipped configuration and example report, and the DOJ context the encoder tests use.
import type { StateConfiguration } from '../configuration/configuration.schema.ts';
import { exampleReport, shippedConfigurations } from '../report/shipped-configurations.test-helper.ts';
import type { DojRecordContext } from './doj-record.types.ts';

export function californiaConfiguration(): StateConfiguration {
  const found = shippedConfigurations().find((entry) => entry.fileName === 'california.json');
  if (!found) throw new Error('no california.json');
  return found.config;
}

/** The valid example report of configurations/examples/california.report.json (a 2025 stop, two people). */
// biome-ignore lint/suspicious/noExplicitAny: tests change the report's nested answers one at a time
type TestReport = Record<string, any>;

export function californiaReport(): TestReport {
  const report: TestReport = exampleReport('california.json');
  // The location as the form kept it before the DOJ's parts (tests that need the parts add them).
  report.general_information.location = {
    address: {
      full: '4321 El Cajon Blvd, San Diego, CA 92105, USA',
      main: '4321 El Cajon Blvd',
      city: 'San Diego',
      state_id: 'CA',
      zip: '92105',
      coords: { latitude: 32.756, longitude: -117.103 },
    },
    areas: [],
    details: '4300 block of El Cajon Blvd, eastbound curb lane',
    type: 'block_number_and_street',
  };
  delete report.general_information.state_related.officer.race_or_ethnicity;
  return report;
}

export const TIME_ZONE = 'America/Los_Angeles';

export function dojContext(overrides: Partial<DojRecordContext> = {}): DojRecordContext {
  return {
    ori: 'CA0370000',
    leaRecordId: 'REV-4323834-9',
    batchId: 'B-20260115-1',
    txType: 'I',
    timeZone: TIME_ZONE,
    officerEthnicities: ['hispanic_latine'],
    ...overrides,
  };
}
