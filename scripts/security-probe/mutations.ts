import { randomUUID } from 'node:crypto';

/** One malformed request part: a JSON value, or a raw text with its content type. */
export interface Mutation {
  label: string;
  body?: unknown;
  raw?: string;
  contentType?: string;
  /** Carries a NUL, a bidirectional override or a lone surrogate: a 2xx means the server stored it. */
  hasUnsafeText?: boolean;
  /** Larger than the server's 2 MB body limit. */
  isOverLimit?: boolean;
}

/** Odd values a field may be given instead of its own. */
const STRANGE: Array<{ label: string; value: unknown; unsafe?: boolean }> = [
  { label: 'null', value: null },
  { label: 'true', value: true },
  { label: '-1', value: -1 },
  { label: '-1e308', value: -1e308 },
  { label: '1e308', value: 1e308 },
  { label: '2^53+2', value: 2 ** 53 + 2 },
  { label: '0.5', value: 0.5 },
  { label: 'empty string', value: '' },
  { label: 'spaces', value: '   ' },
  { label: '10k string', value: 'x'.repeat(10_000) },
  { label: 'NUL', value: '\u0000', unsafe: true },
  { label: 'NUL inside', value: 'probe\u0000probe', unsafe: true },
  { label: 'bidi override U+202E', value: 'probe\u202Eevil', unsafe: true },
  { label: 'bidi isolate U+2066', value: '\u2066probe\u2069', unsafe: true },
  { label: 'lone surrogate', value: 'probe\uD800', unsafe: true },
  { label: 'emoji x100', value: '😀'.repeat(100) },
  { label: 'zalgo', value: 'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǫ̗' },
  { label: 'RTL text', value: 'مرحبا بالعالم' },
  { label: 'SQL quote', value: "' OR 1=1 --" },
  { label: 'LIKE wildcards', value: '%_%\\' },
  { label: 'template', value: ['$', '{7*7}{{7*7}}'].join('') },
  { label: 'html', value: '<script>alert(1)</script>' },
  { label: 'path traversal', value: '../../../etc/passwd' },
  { label: 'bad date', value: '2026-02-30T25:61:00Z' },
  { label: 'year 9999', value: '9999-12-31T23:59:59Z' },
  { label: 'empty array', value: [] },
  { label: 'empty object', value: {} },
  { label: 'nested arrays', value: [[[[]]]] },
  { label: 'uuid', value: randomUUID() },
  { label: 'numeric string', value: '1' },
  { label: 'negative zero', value: -0 },
];

type Path = Array<string | number>;

export function pathsOf(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  if (Array.isArray(value)) {
    for (const [index, entry] of value.entries()) pathsOf(entry, [...prefix, index], out);
  } else if (value !== null && typeof value === 'object')
    for (const [key, entry] of Object.entries(value)) pathsOf(entry, [...prefix, key], out);
  if (prefix.length > 0) out.push(prefix);
  return out;
}

function valueAt(root: unknown, path: Path): unknown {
  let node: unknown = root;
  for (const key of path) node = (node as Record<string | number, unknown> | null)?.[key];
  return node;
}

function setAt(root: unknown, path: Path, value: unknown, isRemoval = false): void {
  let node = root as Record<string | number, unknown> | null;
  for (const key of path.slice(0, -1)) node = node?.[key] as Record<string | number, unknown> | null;
  if (node === null || typeof node !== 'object') return;
  const last = path[path.length - 1] as string | number;
  if (!isRemoval) node[last] = value;
  else if (Array.isArray(node) && typeof last === 'number') node.splice(last, 1);
  else delete node[last];
}

/** A value of another JSON type than `value`'s. */
function wrongType(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return 'true';
  if (Array.isArray(value)) return { 0: value[0] ?? null };
  if (value !== null && typeof value === 'object') return [value];
  return 'probe';
}

const nested = (depth: number, leaf: string) => `${'{"a":'.repeat(depth)}${leaf}${'}'.repeat(depth)}`;

/** A JSON text of `base` with its first field other than `id` (or "probe") replaced by a raw JSON text. */
function withRawField(base: unknown, rawValue: string): string {
  const isObject = base !== null && typeof base === 'object' && !Array.isArray(base);
  const key = isObject ? (Object.keys(base as object).find((name) => name !== 'id') ?? 'probe') : 'probe';
  const rest = isObject ? { ...(base as Record<string, unknown>) } : {};
  delete rest[key];
  const tail = JSON.stringify(rest).slice(1);
  return `{${JSON.stringify(key)}:${rawValue}${tail === '}' ? '}' : `,${tail}`}`;
}

/** A JSON text of `base` with one more key holding a raw JSON text. */
function withRawExtra(base: unknown, rawValue: string): string {
  const isObject = base !== null && typeof base === 'object' && !Array.isArray(base);
  const json = JSON.stringify(isObject ? base : {});
  return `{"probe_extra":${rawValue}${json === '{}' ? '}' : `,${json.slice(1)}`}`;
}

/**
 * `count` malformed bodies from `base`: the same structural cases for every operation (wrong top-level types, broken
 * JSON, other content types, prototype keys, deep nesting, unsafe text deeper than the edge check looks, huge and
 * over-limit bodies), then random fields given odd values, the wrong type, or removed.
 */
export function bodyMutations(base: unknown, count: number, random: () => number): Mutation[] {
  const json = JSON.stringify(base ?? {});
  const isObject = base !== null && typeof base === 'object' && !Array.isArray(base);
  const objectTail = isObject && json !== '{}' ? `,${json.slice(1)}` : '}';
  const mutations: Mutation[] = [
    { label: 'null body', raw: 'null' },
    { label: 'array for object', body: [base] },
    { label: 'string body', body: 'probe' },
    { label: 'number body', body: 12345 },
    { label: 'empty object', body: {} },
    { label: 'truncated JSON', raw: json.slice(0, Math.max(1, Math.floor(json.length / 2))) },
    { label: 'trailing garbage', raw: `${json}xyz` },
    { label: 'text/plain', raw: json, contentType: 'text/plain' },
    { label: 'charset utf-16', raw: json, contentType: 'application/json; charset=utf-16' },
    { label: 'form encoded', raw: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    { label: '__proto__ key', raw: `{"__proto__":{"polluted":"yes","role":"owner"}${objectTail}` },
    { label: 'constructor.prototype key', raw: `{"constructor":{"prototype":{"polluted":"yes"}}${objectTail}` },
    { label: 'duplicate keys', raw: isObject && json !== '{}' ? `${json.slice(0, -1)},${json.slice(1)}` : '{"a":1,"a":2}' },
    {
      label: 'extra keys',
      body: isObject
        ? { ...(base as object), agency_id: randomUUID(), role: 'owner', is_admin: true, user_id: randomUUID() }
        : { extra: 1 },
    },
    { label: 'nesting 10000 deep', raw: `${'['.repeat(10_000)}${']'.repeat(10_000)}` },
    { label: 'object nesting 3000 deep in a field', raw: withRawField(base, nested(3000, '1')) },
    { label: 'NUL 40 levels deep', raw: withRawField(base, nested(40, '"probe\\u0000"')), hasUnsafeText: true },
    { label: 'bidi override 40 levels deep', raw: withRawField(base, nested(40, '"probe\\u202eevil"')), hasUnsafeText: true },
    { label: 'extra key, NUL 40 levels deep', raw: withRawExtra(base, nested(40, '"probe\\u0000"')), hasUnsafeText: true },
    { label: 'extra key, NUL at the top', raw: withRawExtra(base, '"probe\\u0000"'), hasUnsafeText: true },
    { label: '1.5 MB string field', raw: withRawField(base, JSON.stringify('A'.repeat(1_500_000))) },
    { label: '3 MB body (over the limit)', raw: withRawField(base, JSON.stringify('A'.repeat(3_000_000))), isOverLimit: true },
    { label: '50k-item array field', raw: withRawField(base, `[${Array(50_000).fill('1').join(',')}]`) },
  ];
  const paths = pathsOf(base);
  while (mutations.length < count) {
    const body = structuredClone(base ?? {});
    if (paths.length === 0) {
      const strange = STRANGE[Math.floor(random() * STRANGE.length)] as (typeof STRANGE)[number];
      mutations.push({ label: `field probe = ${strange.label}`, body: { probe: strange.value }, hasUnsafeText: strange.unsafe === true });
      continue;
    }
    const path = paths[Math.floor(random() * paths.length)] as Path;
    const choice = random();
    const where = path.join('.');
    if (choice < 0.15) {
      setAt(body, path, undefined, true);
      mutations.push({ label: `${where} removed`, body });
    } else if (choice < 0.35) {
      setAt(body, path, wrongType(valueAt(body, path)));
      mutations.push({ label: `${where} wrong type`, body });
    } else {
      const strange = STRANGE[Math.floor(random() * STRANGE.length)] as (typeof STRANGE)[number];
      setAt(body, path, structuredClone(strange.value));
      mutations.push({ label: `${where} = ${strange.label}`, body, hasUnsafeText: strange.unsafe === true });
    }
  }
  return mutations.slice(0, Math.max(count, 1));
}

/** Odd query values, already encoded (a raw `%00` included), for one parameter at a time. */
export const QUERY_VALUES: Array<{ label: string; encoded: string; unsafe?: boolean }> = [
  { label: 'empty', encoded: '' },
  { label: '5k string', encoded: 'x'.repeat(5000) },
  { label: '-1', encoded: '-1' },
  { label: '1e309', encoded: '1e309' },
  { label: 'NaN', encoded: 'NaN' },
  { label: '0x10', encoded: '0x10' },
  { label: '400 digits', encoded: '9'.repeat(400) },
  { label: 'NUL', encoded: '%00', unsafe: true },
  { label: 'bidi override', encoded: encodeURIComponent('probe\u202Eevil'), unsafe: true },
  { label: 'invalid UTF-8 (surrogate bytes)', encoded: '%ED%A0%80' },
  { label: 'bad percent', encoded: '%E0%A4%A' },
  { label: 'SQL quote', encoded: encodeURIComponent("' OR 1=1 --") },
  { label: 'uuid', encoded: randomUUID() },
  { label: 'bad date', encoded: '2026-02-30' },
  { label: 'emoji', encoded: encodeURIComponent('😀'.repeat(50)) },
];

/** Odd path parameter values, already encoded. */
export const PATH_VALUES: Array<{ label: string; encoded: string }> = [
  { label: 'NUL', encoded: '%00' },
  { label: 'traversal', encoded: '..%2F..%2Fetc%2Fpasswd' },
  { label: '5k string', encoded: 'x'.repeat(5000) },
  { label: '20k string', encoded: 'x'.repeat(20_000) },
  { label: 'bidi override', encoded: encodeURIComponent('probe\u202Eevil') },
  { label: 'bad percent', encoded: '%E0%A4%A' },
  { label: 'SQL quote', encoded: encodeURIComponent("' OR '1'='1") },
  { label: '-1', encoded: '-1' },
  { label: 'nil uuid', encoded: '00000000-0000-0000-0000-000000000000' },
  { label: 'uuid with suffix', encoded: `${randomUUID()}.json` },
];
