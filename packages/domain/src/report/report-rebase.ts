import { isRecord } from './emptiness.ts';
import { isSameValue } from './equality.ts';

const isIdList = (value: unknown): value is Record<string, unknown>[] =>
  Array.isArray(value) && value.every((entry) => isRecord(entry) && typeof entry.id === 'string' && entry.id !== '');

/** Three lists of items with stable ids, merged by id: see rebaseReport. */
function rebaseItems(base: Record<string, unknown>[], mine: Record<string, unknown>[], current: Record<string, unknown>[]): unknown[] {
  const byId = (list: Record<string, unknown>[]) => new Map(list.map((item) => [item.id as string, item]));
  const baseById = byId(base);
  const mineById = byId(mine);
  const currentById = byId(current);
  const merged: unknown[] = [];
  for (const item of current) {
    const id = item.id as string;
    const own = mineById.get(id);
    // Removed by me: gone (the officer reviews the result before sending it).
    if (own === undefined && baseById.has(id)) continue;
    merged.push(own === undefined ? item : rebaseReport(baseById.get(id), own, item));
  }
  for (const own of mine) {
    const id = own.id as string;
    if (currentById.has(id)) continue;
    const based = baseById.get(id);
    // Added by me, or removed by the other amend after I changed it: what I typed is kept.
    if (based === undefined || !isSameValue(own, based)) merged.push(own);
  }
  return merged;
}

/**
 * The officer's own changes (from `base`, the version they started from, to `mine`, their draft) applied on top of
 * `current`, the version another amend made meanwhile (issue 25, 'No lost edits'): what the officer did not change
 * keeps the current value; what they changed takes theirs, even where the other amend changed it too (the officer
 * reviews the result before sending it). Objects merge key by key; lists of items with ids (citizens, officers,
 * complaints, investigations, and any other) merge by id: the other amend's additions and removals stay, the
 * officer's additions are added at the end, the officer's removals are removed. Other lists are values.
 */
export function rebaseReport(base: unknown, mine: unknown, current: unknown): unknown {
  if (isSameValue(mine, base)) return current;
  if (isSameValue(current, base) || isSameValue(current, mine)) return mine;
  if (isRecord(mine) && isRecord(current)) {
    const based = isRecord(base) ? base : {};
    const merged: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(current), ...Object.keys(mine), ...Object.keys(based)])) {
      const value = rebaseReport(based[key], mine[key], current[key]);
      if (value !== undefined) merged[key] = value;
    }
    return merged;
  }
  if (isIdList(mine) && isIdList(current) && (base === undefined || isIdList(base))) return rebaseItems(base ?? [], mine, current);
  return mine;
}
