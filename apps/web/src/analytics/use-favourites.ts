import type { WidgetKind } from '@fieldbook/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { showAlert } from '../shell/snackbar.tsx';
import { analyticsSettingsQueryOptions, saveAnalyticsSettings } from './analytics.api.ts';
import {
  addFavourite,
  favouritesKey,
  moveFavourite,
  parseFavourites,
  readLocalFavourites,
  reconcileFavourites,
  removeFavourite,
  writeLocalFavourites,
} from './favourites.ts';

export const FAVOURITES_SAVE_FAILED = 'Your favourite widgets could not be saved. Please try again.';

export interface Favourites {
  ids: string[];
  add(id: string): void;
  remove(id: string): void;
  move(id: string, to: { target: string } | { step: -1 | 1 }): void;
  replace(ids: string[]): void;
}

/**
 * The user's favourite widgets (analytics.md §4): kept in localStorage and on the server, reconciled once the
 * server's copy and the offered widgets (undefined until the dashboard's answer) arrive, and followed across tabs
 * through storage events.
 */
export function useFavourites(
  email: string,
  kindOf: (id: string) => WidgetKind | undefined,
  offered: ReadonlySet<string> | undefined,
  workspaceId?: string,
): Favourites {
  const key = favouritesKey(email, workspaceId);
  const queryClient = useQueryClient();
  const [ids, setIds] = useState(() => readLocalFavourites(key));
  const server = useQuery(analyticsSettingsQueryOptions(workspaceId));
  const isReconciled = useRef(false);
  const saving = useRef<Promise<unknown>>(Promise.resolve());

  const saveToServer = useCallback(
    (next: string[]) => {
      // One PUT at a time, in order, so the last change is the one the server keeps.
      saving.current = saving.current.then(() =>
        saveAnalyticsSettings(next, workspaceId).then(
          () => queryClient.setQueryData(analyticsSettingsQueryOptions(workspaceId).queryKey, { widgets: next }),
          () => showAlert(FAVOURITES_SAVE_FAILED),
        ),
      );
    },
    [queryClient, workspaceId],
  );

  useEffect(() => {
    // Both copies are reconciled against the widgets the dashboard offers, once those are known too.
    if (!server.data || !offered || isReconciled.current) return;
    isReconciled.current = true;
    const result = reconcileFavourites(readLocalFavourites(key), server.data.widgets, offered);
    if (result.saveLocally) writeLocalFavourites(key, result.favourites);
    if (result.saveToServer) saveToServer(result.favourites);
    setIds(result.favourites);
  }, [server.data, offered, key, saveToServer]);

  useEffect(() => {
    const handleStorage = (event: StorageEvent) => {
      if (event.key === key) setIds(parseFavourites(event.newValue));
    };
    window.addEventListener('storage', handleStorage);
    return () => window.removeEventListener('storage', handleStorage);
  }, [key]);

  const update = useCallback(
    (next: string[]) => {
      setIds(next);
      writeLocalFavourites(key, next);
      saveToServer(next);
    },
    [key, saveToServer],
  );

  return {
    ids,
    add: (id) => update(addFavourite(ids, id, kindOf)),
    remove: (id) => update(removeFavourite(ids, id)),
    move: (id, to) => update(moveFavourite(ids, id, to, kindOf)),
    replace: (next) => update(next),
  };
}
