export * from './accounts.ts';
export * from './configuration/configuration.schema.ts';
export * from './constants.ts';
export * from './errors.ts';
export * from './landing.ts';
export * from './permissions.ts';
export * from './report/index.ts';
export * from './roles.ts';
