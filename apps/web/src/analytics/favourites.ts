import { WIDGET_SIZES, type WidgetKind } from '@fieldbook/domain';

/** localStorage prefix: `${FAVOURITES_KEY}:{email}` holds the user's favourite widget ids (analytics.md §3 "Local storage"). */
export const FAVOURITES_KEY = 'fieldbook.analytics-favourites';

/** Per workspace in the workspace edition (accounts.md §9): `${FAVOURITES_KEY}:{email}:{workspaceId}`. */
export const favouritesKey = (email: string, workspaceId?: string) =>
  `${FAVOURITES_KEY}:${email.toLowerCase()}${workspaceId ? `:${workspaceId}` : ''}`;

/** Small widgets (xs and sm) are laid out and counted apart from the larger ones (analytics.md §9). */
export function isSmallKind(kind: WidgetKind): boolean {
  const size = WIDGET_SIZES[kind];
  return size === 'xs' || size === 'sm';
}

export function parseFavourites(text: string | null): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? [...new Set(value.filter((id): id is string => typeof id === 'string'))] : [];
  } catch {
    return [];
  }
}

export function readLocalFavourites(key: string): string[] {
  try {
    return parseFavourites(localStorage.getItem(key));
  } catch {
    return [];
  }
}

export function writeLocalFavourites(key: string, ids: readonly string[]): void {
  try {
    localStorage.setItem(key, JSON.stringify(ids));
  } catch {
    // Storage unavailable (private mode, quota): the server copy still holds them.
  }
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, index) => id === b[index]);

export interface Reconciled {
  favourites: string[];
  /** Save this list to the server (the local copy won and differs). */
  saveToServer: boolean;
  /** Store this list locally (the local copy was empty). */
  saveLocally: boolean;
}

/**
 * analytics.md §4: the local copy wins and is saved to the server when it is non-empty and differs from the server's;
 * an empty local copy takes the server's. Ids the dashboard no longer offers (a retired widget, one of another role)
 * are dropped from both first, and the local copy rewritten without them, so one stale id cannot fail every save.
 */
export function reconcileFavourites(stored: readonly string[], server: readonly string[], offered: ReadonlySet<string>): Reconciled {
  const local = stored.filter((id) => offered.has(id));
  const known = server.filter((id) => offered.has(id));
  const hasDropped = local.length !== stored.length;
  if (local.length === 0) return { favourites: known, saveToServer: false, saveLocally: known.length > 0 || hasDropped };
  return { favourites: local, saveToServer: !sameList(local, known), saveLocally: hasDropped };
}

/** Small widgets first, then the others, each group in its given order (analytics.md §4). */
export function smallFirst(ids: readonly string[], kindOf: (id: string) => WidgetKind | undefined): string[] {
  const isSmall = (id: string) => {
    const kind = kindOf(id);
    return kind !== undefined && isSmallKind(kind);
  };
  return [...ids.filter(isSmall), ...ids.filter((id) => !isSmall(id))];
}

/** `id` moved to where `target` is (drag and drop), or by `step` places (keyboard), then small widgets first. */
export function moveFavourite(
  ids: readonly string[],
  id: string,
  to: { target: string } | { step: -1 | 1 },
  kindOf: (id: string) => WidgetKind | undefined,
): string[] {
  const ordered = smallFirst(ids, kindOf);
  const from = ordered.indexOf(id);
  if (from === -1) return ordered;
  const group = ordered.filter((other) => isSmallOf(other, kindOf) === isSmallOf(id, kindOf));
  const inGroup = group.indexOf(id);
  const targetIndex = 'target' in to ? group.indexOf(to.target) : inGroup + to.step;
  if (targetIndex < 0 || targetIndex >= group.length || targetIndex === inGroup) return ordered;
  const next = group.filter((other) => other !== id);
  next.splice(targetIndex, 0, id);
  const others = ordered.filter((other) => isSmallOf(other, kindOf) !== isSmallOf(id, kindOf));
  return smallFirst(isSmallOf(id, kindOf) ? [...next, ...others] : [...others, ...next], kindOf);
}

function isSmallOf(id: string, kindOf: (id: string) => WidgetKind | undefined): boolean {
  const kind = kindOf(id);
  return kind !== undefined && isSmallKind(kind);
}

export function addFavourite(ids: readonly string[], id: string, kindOf: (id: string) => WidgetKind | undefined): string[] {
  return ids.includes(id) ? smallFirst(ids, kindOf) : smallFirst([...ids, id], kindOf);
}

export function removeFavourite(ids: readonly string[], id: string): string[] {
  return ids.filter((other) => other !== id);
}
