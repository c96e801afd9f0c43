/**
 * Empty as reports.md §5 defines it: null, undefined, an empty string, the strings 'null' or 'undefined',
 * an empty list or an empty object.
 */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '' || value === 'null' || value === 'undefined';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asRecord(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Reads a dotted path ('incident_information.use_of_force') from an object; undefined when any step is missing. */
const splitPaths = new Map<string, string[]>();
export function readPath(root: unknown, path: string): unknown {
  let keys = splitPaths.get(path);
  if (!keys) {
    keys = path.split('.');
    splitPaths.set(path, keys);
  }
  let current: unknown = root;
  for (const key of keys) {
    if (!isRecord(current)) return undefined;
    current = current[key];
  }
  return current;
}
