import type { AnalyticsConfig } from '@fieldbook/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type KeptDashboard, keepDashboard, keptDashboardQueryOptions } from './kept-dashboard.ts';

/**
 * Keeps each answer the dashboard receives on the device, and offline with no answer reads the last one kept
 * (issue 27: opened offline, the dashboard said 'Gathering the reports of the period…' forever).
 */
export function useKeptDashboard(
  email: string,
  workspaceId: string | undefined,
  answer: AnalyticsConfig | undefined,
  isOnline: boolean,
): { isOffline: boolean; isLooking: boolean; answer: KeptDashboard | null } {
  useEffect(() => {
    if (answer) keepDashboard(email, workspaceId, answer).catch(() => {});
  }, [email, workspaceId, answer]);
  const isOffline = !isOnline;
  const kept = useQuery(keptDashboardQueryOptions(email, workspaceId, isOffline && !answer));
  return { isOffline, isLooking: kept.isPending && kept.fetchStatus !== 'idle', answer: isOffline ? (kept.data ?? null) : null };
}
