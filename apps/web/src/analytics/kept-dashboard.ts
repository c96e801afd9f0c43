import type { AnalyticsConfig } from '@fieldbook/contract';
import { queryOptions } from '@tanstack/react-query';
import type { SealedValue } from '../offline/offline-db.ts';
import { cacheReferenceData, readReferenceEntry } from '../offline/reference-cache.ts';
import { openValue, sealValue } from '../offline/sealed-record.ts';

/**
 * The last dashboard answer kept on the device (issue 27): opened offline, the dashboard shows it with the time it was
 * kept instead of waiting for a server it cannot reach. It names reports and officers, so it is sealed under the user's
 * device key like drafts (offline/sealed-record.ts), one copy per user and dashboard (the agency's or a workspace's).
 */
export interface KeptDashboard {
  config: AnalyticsConfig;
  keptAt: string;
}

const keyOf = (workspaceId: string | undefined) => `analytics-dashboard:${workspaceId ?? 'agency'}`;

export async function keepDashboard(email: string, workspaceId: string | undefined, config: AnalyticsConfig): Promise<void> {
  const key = keyOf(workspaceId);
  await cacheReferenceData(email, key, { sealed: await sealValue(email, key, config) });
}

export async function readKeptDashboard(email: string, workspaceId: string | undefined): Promise<KeptDashboard | null> {
  const key = keyOf(workspaceId);
  const entry = await readReferenceEntry<{ sealed: SealedValue }>(email, key);
  if (!entry?.value?.sealed) return null;
  try {
    return { config: await openValue<AnalyticsConfig>(email, key, entry.value.sealed), keptAt: entry.cached_at };
  } catch {
    return null; // sealed under a key this device no longer holds
  }
}

/** Reads the kept answer without the network (the query is never paused for being offline). */
export function keptDashboardQueryOptions(email: string, workspaceId: string | undefined, isEnabled: boolean) {
  return queryOptions({
    queryKey: ['analytics', 'kept', email, workspaceId ?? ''],
    queryFn: () => readKeptDashboard(email, workspaceId),
    enabled: isEnabled,
    networkMode: 'always',
    staleTime: 0,
    gcTime: 0,
  });
}
