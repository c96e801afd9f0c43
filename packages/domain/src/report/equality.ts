export interface SameValueOptions {
  /**
   * Compare strings without their leading and trailing spaces, and a blank string like a missing value: what
   * the officer would call "the same text" (an amend needs a real change, issue 13). The values are not changed.
   */
  isTextTrimmed?: boolean;
}

const isBlank = (value: unknown) => typeof value === 'string' && value.trim() === '';

/** Structural equality of JSON-like values; object key order does not matter. */
export function isSameValue(a: unknown, b: unknown, options: SameValueOptions = {}): boolean {
  if (a === b) return true;
  if (options.isTextTrimmed && typeof a === 'string' && typeof b === 'string') return a.trim() === b.trim();
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((entry, index) => isSameValue(entry, b[index], options));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const isKept = (value: unknown) => value !== undefined && !(options.isTextTrimmed && isBlank(value));
  const keys = Object.keys(left).filter((key) => isKept(left[key]));
  if (keys.length !== Object.keys(right).filter((key) => isKept(right[key])).length) return false;
  return keys.every((key) => isSameValue(left[key], right[key], options));
}
