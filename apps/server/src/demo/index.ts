export { DEMO_AGENCY, DEMO_PASSWORD, DEMO_USERS } from './demo-agency.ts';
export { type DemoAuthor, type GeneratedReport, type GenerateOptions, generateReports } from './generate-reports.ts';
export { createRandom } from './random.ts';
