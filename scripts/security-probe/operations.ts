import { randomBytes, randomUUID } from 'node:crypto';
import type { Client } from './http.ts';

/** A JSON Schema as @fastify/swagger writes it from the zod contract (inline, no $ref). */
export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema | Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  nullable?: boolean;
  additionalProperties?: boolean | Schema;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  method: string;
  /** The OpenAPI path with {params}. */
  path: string;
  pathParams: string[];
  query: Parameter[];
  body: Schema | null;
  /** Not in the OpenAPI document (hidden routes the probe knows of). */
  isHidden: boolean;
}

/** Routes hidden from the OpenAPI document (schema.hide), found in apps/server/src. */
const HIDDEN: Array<Pick<Operation, 'method' | 'path'>> = [
  { method: 'GET', path: '/api/docs' },
  { method: 'GET', path: '/api/dev/mailbox' },
  { method: 'GET', path: '/api/billing/sandbox/payment-setup/{session}' },
  { method: 'POST', path: '/api/billing/sandbox/payment-setup/{session}' },
  { method: 'GET', path: '/configurations/states.json' },
  { method: 'GET', path: '/configurations/{file_name}' },
];

export async function loadOperations(client: Client, token: string): Promise<{ operations: Operation[]; documented: number }> {
  const answer = await client.send('GET', '/api/docs', { token });
  if (answer.status !== 200) throw new Error(`GET /api/docs answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  const document = answer.body as { paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: unknown }>> };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const requestBody = operation.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string),
        query: parameters.filter((parameter) => parameter.in === 'query'),
        body: requestBody?.content?.['application/json']?.schema ?? null,
        isHidden: false,
      });
    }
  }
  const documented = operations.length;
  for (const hidden of HIDDEN) {
    operations.push({
      ...hidden,
      pathParams: [...hidden.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string),
      query: [],
      body: null,
      isHidden: true,
    });
  }
  return { operations, documented };
}

export const operationKey = (operation: Pick<Operation, 'method' | 'path'>) => `${operation.method} ${operation.path}`;

/**
 * Routes meant to answer without a session: sign-in and account recovery, the citizen's case page, invitation links,
 * images an <img> loads (random ids), the sign-in notice, the time zones, state configurations, the sandbox's own
 * payment page, and the health check. The development mailbox is keyed (its own secret), not signed in.
 */
const PUBLIC: RegExp[] = [
  /^GET \/api\/health$/,
  /^(GET|POST) \/api\/auth\/(?!logout$).+/,
  /^GET \/api\/public\//,
  /^GET \/api\/invitations\/by-token\//,
  /^GET \/api\/agencies\/\{agencyId\}\/badge\//,
  /^GET \/api\/agencies\/\{agency_id\}\/groups\/\{id\}\/avatar$/,
  /^GET \/api\/timezones$/,
  /^GET \/configurations\//,
  /^(GET|POST) \/api\/billing\/sandbox\/payment-setup\//,
  /^GET \/api\/dev\/mailbox$/,
];

export const isPublic = (operation: Pick<Operation, 'method' | 'path'>) => PUBLIC.some((pattern) => pattern.test(operationKey(operation)));

/** A 1x1 PNG, for avatars and badges. */
export const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const randomToken = () => randomBytes(32).toString('base64url');
export const UUID_PATTERN_HINT = '[0-9a-fA-F]{8}-';

/** A value the schema accepts, as far as a small generator can tell (overrides cover the bodies that matter). */
export function sampleOf(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 8) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sampleOf(options.find((option) => option.type !== 'null') ?? options[0], depth + 1);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sampleOf(part, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const name of schema.required ?? []) result[name] = sampleOf(schema.properties?.[name], depth + 1);
      return result;
    }
    case 'array': {
      const item = Array.isArray(schema.items) ? schema.items : schema.items ? [schema.items] : [];
      if (Array.isArray(schema.items)) return item.map((part) => sampleOf(part, depth + 1));
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () => sampleOf(item[0], depth + 1));
    }
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.maximum !== undefined ? Math.min(schema.maximum, 1) : 1);
    case 'boolean':
      return false;
    case 'string':
      return sampleString(schema);
    default:
      return null;
  }
}

function sampleString(schema: Schema): string {
  if (schema.format === 'uuid' || schema.pattern?.includes(UUID_PATTERN_HINT)) return randomUUID();
  if (schema.format === 'email') return 'probe-nobody@probe.invalid';
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.format === 'date') return new Date().toISOString().slice(0, 10);
  const length = Math.max(schema.minLength ?? 1, 5);
  return 'probe'.padEnd(Math.min(length, schema.maxLength ?? length), 'x');
}

/** Path parameter values that exist nowhere (for the unauthenticated sweep). */
export function placeholderFor(name: string): string {
  switch (name) {
    case 'incident_number':
      return 'PROBE-404';
    case 'token':
      return randomToken();
    case 'version':
      return '0000000000000000';
    case 'file':
      return 'csv';
    case 'session':
      return `seti_sandbox_${randomBytes(12).toString('hex')}`;
    case 'file_name':
      return 'california.json';
    default:
      return randomUUID();
  }
}

export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeURIComponent(values[name] ?? placeholderFor(name)));
}
