import type { MeResponse } from '@fieldbook/contract';
import { formatReviewCount } from '@fieldbook/domain';
import { useQuery } from '@tanstack/react-query';
import { receivedCountQueryOptions } from './citizen-submissions.api.ts';
import { alertCountQueryOptions } from './ei.api.ts';
import { canManageEarlyIntervention, canSeeAlerts, isEarlyInterventionOn } from './ei-format.ts';

const REFRESH = { staleTime: 60_000, refetchInterval: 300_000 } as const;
type Badge = { count: number; text: string; shown?: string };

/** What citizens sent that waits for an owner's or manager's review (none for others, offline or with it off). */
export function useReceivedCount(me: MeResponse, isOnline: boolean): number | null {
  const isShown = isEarlyInterventionOn(me) && canManageEarlyIntervention(me);
  const received = useQuery({ ...receivedCountQueryOptions(), enabled: isOnline && isShown, ...REFRESH });
  return isShown && received.data ? received.data.received : null;
}

/**
 * The navigation's badge on 'Early intervention': the open alerts the user may see and, for owners and managers, what
 * citizens sent that is received, not reviewed; read with its words ('2 open alerts, 1 from citizens not reviewed').
 */
export function useEiBadge(me: MeResponse, isOnline: boolean): Badge | null {
  const isShown = isEarlyInterventionOn(me) && canSeeAlerts(me);
  const open = useQuery({ ...alertCountQueryOptions({ status: 'open' }), enabled: isOnline && isShown, ...REFRESH });
  const received = useReceivedCount(me, isOnline) ?? 0;
  if (!isShown || open.data === undefined) return null;
  const alerts = open.data;
  const alertWords = alerts === 1 ? 'open alert' : 'open alerts';
  if (received === 0) return { count: alerts, shown: formatReviewCount(alerts), text: alertWords };
  const count = alerts + received;
  return {
    count,
    shown: formatReviewCount(count),
    text: `in all: ${formatReviewCount(alerts)} ${alertWords}, ${formatReviewCount(received)} from citizens not reviewed`,
  };
}
