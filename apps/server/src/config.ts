import { fileURLToPath } from 'node:url';

export interface ServerConfig {
  port: number;
  host: string;
  /** Embedded PGlite data directory, used when `databaseUrl` is unset. `null` keeps the database in memory. */
  dataDir: string | null;
  databaseUrl: string | null;
  publicUrl: string;
  smtpUrl: string | null;
  /** The From address of outgoing mail. */
  mailFrom: string;
  /** NODE_ENV=production: development aids such as /dev/mailbox are off. */
  isProduction: boolean;
  /** HMAC secret for access tokens; when unset one is generated once and kept in the database. */
  jwtSecret: string | null;
  isDemoEnabled: boolean;
  /** Built web app to serve; `null` serves the API only. */
  webDistDir: string | null;
  configurationsDir: string;
  logLevel: string;
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL || null,
    publicUrl,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || `Fieldbook <no-reply@${new URL(publicUrl).hostname}>`,
    isProduction: env.NODE_ENV === 'production',
    jwtSecret: env.JWT_SECRET || null,
    isDemoEnabled: env.FIELDBOOK_DEMO !== '0',
    webDistDir: env.WEB_DIST_DIR === undefined ? `${repoRoot}apps/web/dist` : env.WEB_DIST_DIR || null,
    configurationsDir: env.CONFIGURATIONS_DIR ?? `${repoRoot}configurations`,
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
