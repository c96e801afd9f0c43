import { type StateConfiguration, validateReport } from '@fieldbook/domain';
import { DEMO_AGENCY, generateReports } from '@fieldbook/server/demo';
import { loadConfigurations, readConfig } from '@fieldbook/server/kit';
import { build } from 'esbuild';
import { launchChromium } from './bench-browser.ts';

const CITIZENS = 100;
const RUNS = 300;

/** One California report with 100 citizens, each a valid generated citizen. */
export function bigReport(configuration: StateConfiguration): Record<string, any> {
  const options = {
    configuration,
    timeZone: DEMO_AGENCY.timezone,
    authors: [{ id: '00000000-0000-4000-8000-000000000001', name: 'Jordan Lee', officer_id: 'DPD-0217', title: 'Officer' }],
    seed: 11,
    now: new Date(),
    days: 30,
    centre: DEMO_AGENCY.centre,
  };
  const [first, ...others] = [...generateReports({ ...options, count: CITIZENS * 8 })].map(
    (report) => report.payload as Record<string, any>,
  );
  if (!first) throw new Error('no report generated');
  // Citizens depend on the stop (passenger actions only in vehicles...): take them from reports with the same stop.
  const stopOf = (report: Record<string, any>) => {
    const { stop, location } = report.general_information.state_related;
    return JSON.stringify([stop?.type_of_stop, location?.is_k12_school ?? false, location?.is_residence ?? false]);
  };
  const sameStop = (report: Record<string, any>) => stopOf(report) === stopOf(first);
  first.citizens = [first, ...others.filter(sameStop)]
    .flatMap((report) => report.citizens)
    .slice(0, CITIZENS)
    .map((citizen: any, index: number) => ({ ...citizen, id: `citizen-${index}` }));
  if (first.citizens.length < CITIZENS) throw new Error('not enough citizens generated');
  first.officers = [];
  return first;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms`;
};

/** Validating one report with 100 citizens under California, in Node (the server) and in Chromium (the browser). */
export async function benchValidateSpeed(): Promise<void> {
  const configuration = loadConfigurations(readConfig({}).configurationsDir).get(DEMO_AGENCY.configuration_file);
  const report = bigReport(configuration);
  const context = { config: configuration, timeZone: DEMO_AGENCY.timezone, now: new Date(), mode: 'create' as const };
  const { issues } = validateReport(report, context);
  if (issues.length > 0) throw new Error(`the 100-citizen report is not valid: ${JSON.stringify(issues.slice(0, 3))}`);

  const nodeTimes: number[] = [];
  for (let run = 0; run < RUNS + 50; run++) {
    const started = performance.now();
    validateReport(report, context);
    if (run >= 50) nodeTimes.push(performance.now() - started);
  }
  console.log(`validate: ${CITIZENS} citizens, California, server engine (Node ${process.version}): ${summary(nodeTimes)} (aim <= 5 ms)`);

  const bundle = await build({
    entryPoints: [new URL('../../packages/domain/src/index.ts', import.meta.url).pathname],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'FieldbookDomain',
    target: 'es2022',
  });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.addScriptTag({ content: bundle.outputFiles[0]?.text ?? '' });
    const browserTimes = await page.evaluate(
      ({ report, config, timeZone, runs }) => {
        const domain = (globalThis as any).FieldbookDomain;
        const times: number[] = [];
        const ctx = { config, timeZone, now: new Date(), mode: 'create' };
        for (let run = 0; run < runs + 50; run++) {
          const started = performance.now();
          const { issues } = domain.validateReport(report, ctx);
          if (issues.length > 0) throw new Error(JSON.stringify(issues[0]));
          if (run >= 50) times.push(performance.now() - started);
        }
        return times;
      },
      { report, config: configuration, timeZone: DEMO_AGENCY.timezone, runs: RUNS },
    );
    console.log(
      `validate: ${CITIZENS} citizens, California, browser engine (Chromium ${browser.version()}): ${summary(browserTimes)} (aim <= 5 ms)`,
    );
  } finally {
    await browser.close();
  }
}
