export * from './agency.ts';
export * from './auth.ts';
export * from './billing.ts';
export * from './errors.ts';
export * from './invitations.ts';
export * from './members.ts';
export * from './reports.ts';
export * from './user-settings.ts';
