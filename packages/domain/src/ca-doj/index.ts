export * from './code-tables.ts';
export * from './doj-record.types.ts';
export * from './encode-record.ts';
export * from './file-name.ts';
export * from './location.ts';
export * from './logic-checks.ts';
export * from './regulation-version.ts';
export * from './response-file.ts';
