import type { MeResponse } from '@fieldbook/contract';
import { formatReviewCount } from '@fieldbook/domain';
import { useQuery } from '@tanstack/react-query';
import type { AppArea } from '../shell/nav-links.ts';
import { reviewCountsQueryOptions } from './review.api.ts';
import { isReviewOn } from './review-format.ts';

type Badge = { count: number; text: string; shown?: string };

/**
 * The navigation's review badges (issue 25): on 'Review' the reports waiting for the caller, on 'My Reports' the
 * caller's reports returned to them. None with the agency's review off, nor offline.
 */
export function useReviewBadges(me: MeResponse, isOnline: boolean): Partial<Record<AppArea, Badge>> {
  const counts = useQuery({ ...reviewCountsQueryOptions(), enabled: isOnline && isReviewOn(me) });
  if (!counts.data || !isReviewOn(me)) return {};
  return {
    review: { count: counts.data.waiting, text: 'waiting for review', shown: formatReviewCount(counts.data.waiting) },
    myReports: { count: counts.data.returned_to_me, text: 'returned to you' },
  };
}
