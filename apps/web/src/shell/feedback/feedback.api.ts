import type { FeedbackCreated, FeedbackRequest } from '@fieldbook/contract';
import { PRODUCT_VERSION, TOURS_APP } from '@fieldbook/domain';
import { http } from '../http.ts';

export type FeedbackAnswers = FeedbackRequest['answers'];

/** POST /api/feedback with the product version and app cc (accounts.md §7 "Feedback submit"). */
export function submitFeedback(answers: FeedbackAnswers): Promise<FeedbackCreated> {
  const body: FeedbackRequest = { version: PRODUCT_VERSION, app: TOURS_APP as 'cc', answers };
  return http.post<FeedbackCreated>('/api/feedback', body);
}
