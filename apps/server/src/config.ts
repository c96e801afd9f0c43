import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type ExternalOrigins, readExternalOrigins } from './http/content-security-policy.ts';
import { readTrustedProxies, type TrustedProxies } from './http/trusted-proxies.ts';

export interface ServerConfig {
  port: number;
  host: string;
  /** Embedded PGlite data directory, used when `databaseUrl` is unset. `null` keeps the database in memory. */
  dataDir: string | null;
  databaseUrl: string | null;
  /** The tables' owner, to run migrations as (DATABASE_MIGRATION_URL); null runs them on `databaseUrl`'s connection. */
  databaseMigrationUrl: string | null;
  /** Connections each server process keeps to the PostgreSQL server at most (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  publicUrl: string;
  smtpUrl: string | null;
  /** The From address of outgoing mail. */
  mailFrom: string;
  /**
   * DEV_MAILBOX=1 without SMTP_URL (and never in production): mail is kept at /dev/mailbox, readable only with this key,
   * made anew at each start and printed on the console. Null when the mailbox is off.
   */
  devMailboxKey: string | null;
  /** NODE_ENV=production: development aids such as /dev/mailbox are off. */
  isProduction: boolean;
  /** HMAC secret for access tokens (JWT_SECRET or the file JWT_SECRET_FILE names); unset, one is generated once and kept in the database. */
  jwtSecret: string | null;
  /** Key material for two-step verification secrets at rest (MFA_SECRET_KEY or MFA_SECRET_KEY_FILE); unset, kept in the database likewise. */
  mfaSecretKey: string | null;
  /** Seed the demo agencies into a database holding no other agency (FIELDBOOK_DEMO; on by default, off by default in production). */
  isDemoEnabled: boolean;
  /** Built web app to serve; `null` serves the API only. */
  webDistDir: string | null;
  /** FIELDBOOK_BASEMAP_PMTILES: the agency's own basemap, served at /basemap/region.pmtiles (docs/offline-basemap.md). */
  basemapPmtilesFile: string | null;
  configurationsDir: string;
  logLevel: string;
  /** Single sign-on ('Log in with Microsoft', OpenID Connect); null when not configured. */
  oidc: OidcSettings | null;
  /** A report export whose two files together are at most this size is mailed as attachments, else as links. */
  exportAttachmentLimitBytes: number;
  /** Origins the browser may reach besides this server (the Content-Security-Policy names them). */
  externalOrigins: ExternalOrigins;
  /** The proxies whose X-Forwarded-For is believed (TRUST_PROXY, TRUST_PROXY_HOPS); null believes none. */
  trustedProxies: TrustedProxies | null;
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

/** A secret from the variable itself, or from the file `<NAME>_FILE` names (a mounted secret), trimmed; null when neither is set. */
export function readSecret(env: NodeJS.ProcessEnv, name: string): string | null {
  const file = env[`${name}_FILE`];
  if (file) {
    const value = readFileSync(file, 'utf8').trim();
    if (value.length < 32) throw new Error(`${name}_FILE: ${file} must hold at least 32 characters of random key`);
    return value;
  }
  const value = env[name] || null;
  if (value !== null && value.length < 32) throw new Error(`${name} must be at least 32 characters of random key`);
  return value;
}

/** The repository's root, from this module or from the compiled apps/server/dist/main.js (the same depth). */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
/** The shipped configurations (states, DOJ tables), unless CONFIGURATIONS_DIR names others. */
export const SHIPPED_CONFIGURATIONS_DIR = `${repoRoot}configurations`;

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
    databaseMigrationUrl: env.DATABASE_MIGRATION_URL || null,
    databasePoolSize: readPoolSize(env.DATABASE_POOL_SIZE),
    publicUrl,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || `Fieldbook <no-reply@${new URL(publicUrl).hostname}>`,
    devMailboxKey: env.DEV_MAILBOX === '1' && !env.SMTP_URL && env.NODE_ENV !== 'production' ? randomBytes(24).toString('base64url') : null,
    isProduction: env.NODE_ENV === 'production',
    jwtSecret: readSecret(env, 'JWT_SECRET'),
    mfaSecretKey: readSecret(env, 'MFA_SECRET_KEY'),
    isDemoEnabled: env.FIELDBOOK_DEMO === undefined ? env.NODE_ENV !== 'production' : env.FIELDBOOK_DEMO !== '0',
    webDistDir: env.WEB_DIST_DIR === undefined ? `${repoRoot}apps/web/dist` : env.WEB_DIST_DIR || null,
    basemapPmtilesFile: env.FIELDBOOK_BASEMAP_PMTILES || null,
    configurationsDir: env.CONFIGURATIONS_DIR ?? SHIPPED_CONFIGURATIONS_DIR,
    logLevel: env.LOG_LEVEL ?? 'info',
    oidc: readOidcSettings(env),
    exportAttachmentLimitBytes: readByteCount(env.EXPORT_ATTACHMENT_LIMIT_BYTES, 5 * 1024 * 1024),
    externalOrigins: readExternalOrigins(env),
    trustedProxies: readTrustedProxies(env),
  };
}
