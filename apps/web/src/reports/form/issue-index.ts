import type { FieldIssue } from '@fieldbook/domain';

/** Path -> the first message the engine gave for it. */
export type IssueLookup = ReadonlyMap<string, string>;

export const NO_ISSUES: IssueLookup = new Map();

/**
 * Issues grouped for cheap look-ups while rendering: one lookup per list item ('citizens.3'), one for the rest.
 * Groups whose messages did not change keep their identity, so a new validation does not re-render every card.
 */
export interface IssueIndex {
  general: IssueLookup;
  items: ReadonlyMap<string, IssueLookup>;
}

export const EMPTY_INDEX: IssueIndex = { general: NO_ISSUES, items: new Map() };

const ITEM_PREFIX = /^(citizens|officers|complaints|investigations)\.\d+/;

function isSameLookup(a: IssueLookup, b: IssueLookup): boolean {
  if (a.size !== b.size) return false;
  for (const [path, message] of a) if (b.get(path) !== message) return false;
  return true;
}

export function indexIssues(issues: readonly FieldIssue[], previous: IssueIndex = EMPTY_INDEX): IssueIndex {
  const general = new Map<string, string>();
  const items = new Map<string, Map<string, string>>();
  for (const { path, message } of issues) {
    const key = ITEM_PREFIX.exec(path)?.[0];
    let group = general;
    if (key) {
      group = items.get(key) ?? new Map();
      items.set(key, group);
    }
    if (!group.has(path)) group.set(path, message);
  }
  const sharedItems = new Map<string, IssueLookup>();
  for (const [key, lookup] of items) {
    const before = previous.items.get(key);
    sharedItems.set(key, before && isSameLookup(before, lookup) ? before : lookup);
  }
  return { general: isSameLookup(previous.general, general) ? previous.general : general, items: sharedItems };
}

/** The item's issues, or the shared empty lookup. */
export function itemIssues(index: IssueIndex, area: string, position: number): IssueLookup {
  return index.items.get(`${area}.${position}`) ?? NO_ISSUES;
}
