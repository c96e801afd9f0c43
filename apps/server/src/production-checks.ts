import type { ServerConfig } from './config.ts';
import type { DatabaseRole } from './db/database-role.repo.ts';

/**
 * NODE_ENV=production refuses to start while any of these holds, one line each (README, Deploying): a real agency's
 * server must not start in a state where mail is lost, no money moves, keys sit beside the data they protect, row-level
 * security can be switched off by the server's own connection, links go out over plain http, or demo accounts with a
 * published password exist.
 */
export function findUnsafeSettings(config: ServerConfig, env: NodeJS.ProcessEnv, role: DatabaseRole): string[] {
  const problems: string[] = [];
  if (!config.smtpUrl) problems.push('SMTP_URL is not set: password resets, invitations and exports would never be mailed.');
  if ((env.PAYMENT_PROVIDER || 'sandbox') === 'sandbox')
    problems.push('PAYMENT_PROVIDER is the sandbox: set PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY.');
  if (!config.jwtSecret)
    problems.push('JWT_SECRET (or JWT_SECRET_FILE) is not set: the token-signing key would be kept in the database it protects.');
  if (!config.mfaSecretKey)
    problems.push(
      'MFA_SECRET_KEY (or MFA_SECRET_KEY_FILE) is not set: the two-step verification key would be kept in the database it protects.',
    );
  if (role.isEmbedded) problems.push('DATABASE_URL is not set: production runs on a PostgreSQL server, not the embedded database.');
  else if (role.isSuperuser)
    problems.push(`The database role "${role.name}" is a superuser: connect as a role that is neither superuser nor the tables' owner.`);
  else if (role.ownsData)
    problems.push(
      `The database role "${role.name}" owns the database, its schema or its tables: connect as another role, and run migrations as the owner (DATABASE_MIGRATION_URL).`,
    );
  if (!config.publicUrl.startsWith('https://')) problems.push(`PUBLIC_URL must be an https address, got "${config.publicUrl}".`);
  if (config.isDemoEnabled) problems.push('FIELDBOOK_DEMO is on: demo accounts with a published password are never seeded in production.');
  if (env.DEV_MAILBOX === '1') problems.push('DEV_MAILBOX=1: the development mailbox is never on in production.');
  if (config.oidc?.allowsHttp) problems.push('OIDC_ALLOW_HTTP=1: single sign-on over plain http is for tests only.');
  return problems;
}
