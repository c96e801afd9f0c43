export * from './citizen-filters.ts';
export * from './report-filters.ts';
export * from './report-list-facts.ts';
