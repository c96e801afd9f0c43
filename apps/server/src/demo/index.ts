export { DEMO_AGENCY, DEMO_PASSWORD, DEMO_USERS } from './demo-agency.ts';
export type { PlannedRace } from './demo-calibration.ts';
export * as DEMO_CALIBRATION from './demo-calibration.ts';
export { DEMO_CITY, DEMO_STREETS, type DemoPlace, drawDemoPlace } from './demo-streets.ts';
export { type DemoAuthor, dojPartsOf, type GeneratedReport, type GenerateOptions, generateReports } from './generate-reports.ts';
export { createRandom } from './random.ts';
export { expectedReasonShares, expectedResultShares, reasonSharesFor, STOP_MODEL } from './stop-model.ts';
