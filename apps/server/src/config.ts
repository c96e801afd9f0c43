import { fileURLToPath } from 'node:url';
import { type ExternalOrigins, readExternalOrigins } from './http/content-security-policy.ts';

export interface ServerConfig {
  port: number;
  host: string;
  /** Embedded PGlite data directory, used when `databaseUrl` is unset. `null` keeps the database in memory. */
  dataDir: string | null;
  databaseUrl: string | null;
  /** Connections each server process keeps to the PostgreSQL server at most (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  publicUrl: string;
  smtpUrl: string | null;
  /** The From address of outgoing mail. */
  mailFrom: string;
  /** NODE_ENV=production: development aids such as /dev/mailbox are off. */
  isProduction: boolean;
  /** HMAC secret for access tokens; when unset one is generated once and kept in the database. */
  jwtSecret: string | null;
  /** Key material for two-step verification secrets at rest (MFA_SECRET_KEY); when unset one is generated once and kept in the database. */
  mfaSecretKey: string | null;
  isDemoEnabled: boolean;
  /** Built web app to serve; `null` serves the API only. */
  webDistDir: string | null;
  configurationsDir: string;
  logLevel: string;
  /** Single sign-on ('Log in with Microsoft', OpenID Connect); null when not configured. */
  oidc: OidcSettings | null;
  /** A report export whose two files together are at most this size is mailed as attachments, else as links. */
  exportAttachmentLimitBytes: number;
  /** Origins the browser may reach besides this server (the Content-Security-Policy names them). */
  externalOrigins: ExternalOrigins;
}

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** OIDC_ALLOW_HTTP=1: a plain-http issuer (the local test provider); never for a real one. */
  allowsHttp: boolean;
}

/** OIDC_ISSUER (or Entra ID's from ENTRA_TENANT_ID), OIDC_CLIENT_ID and OIDC_CLIENT_SECRET; all three or SSO is off. */
function readOidcSettings(env: NodeJS.ProcessEnv): OidcSettings | null {
  const tenant = env.ENTRA_TENANT_ID;
  const issuer = env.OIDC_ISSUER || (tenant ? `https://login.microsoftonline.com/${encodeURIComponent(tenant)}/v2.0` : '');
  if (!issuer || !env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET) return null;
  const allowsHttp = env.OIDC_ALLOW_HTTP === '1';
  if (!issuer.startsWith('https://') && !(allowsHttp && issuer.startsWith('http://'))) {
    throw new Error(`OIDC_ISSUER must be an https URL (plain http only with OIDC_ALLOW_HTTP=1), got "${issuer}"`);
  }
  return { issuer, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET, allowsHttp };
}

function readByteCount(value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const bytes = Number(value);
  if (!Number.isSafeInteger(bytes) || bytes < 0) throw new Error(`EXPORT_ATTACHMENT_LIMIT_BYTES must be a number of bytes, got "${value}"`);
  return bytes;
}

/** 20 by default: at 200 connections a pool of 10 left reads waiting behind creates that wait on a counter row (bench load). */
function readPoolSize(value: string | undefined): number {
  if (!value) return 20;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > 1000)
    throw new Error(`DATABASE_POOL_SIZE must be a number of connections, got "${value}"`);
  return size;
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    // This machine only unless told otherwise: a development start is not served to the network by accident.
    host: env.HOST ?? 'localhost',
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL || null,
    databasePoolSize: readPoolSize(env.DATABASE_POOL_SIZE),
    publicUrl,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || `Fieldbook <no-reply@${new URL(publicUrl).hostname}>`,
    isProduction: env.NODE_ENV === 'production',
    jwtSecret: env.JWT_SECRET || null,
    mfaSecretKey: env.MFA_SECRET_KEY || null,
    isDemoEnabled: env.FIELDBOOK_DEMO !== '0',
    webDistDir: env.WEB_DIST_DIR === undefined ? `${repoRoot}apps/web/dist` : env.WEB_DIST_DIR || null,
    configurationsDir: env.CONFIGURATIONS_DIR ?? `${repoRoot}configurations`,
    logLevel: env.LOG_LEVEL ?? 'info',
    oidc: readOidcSettings(env),
    exportAttachmentLimitBytes: readByteCount(env.EXPORT_ATTACHMENT_LIMIT_BYTES, 5 * 1024 * 1024),
    externalOrigins: readExternalOrigins(env),
  };
}
