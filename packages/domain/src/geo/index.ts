export * from './area-membership.ts';
export * from './distance.ts';
export * from './geo.constants.ts';
export * from './geo.types.ts';
