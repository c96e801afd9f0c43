export * from './count-rule.ts';
export * from './fdr.ts';
export * from './indicators.ts';
export * from './peer-test.ts';
export * from './settings.schema.ts';
