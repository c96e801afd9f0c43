import { useContext } from 'react';
import { CurrentUserContext } from '../accounts/current-user-context.ts';
import { isReviewOn } from './review-format.ts';

/** Whether the review's chips, filter and figure show (issue 25): the signed-in user's agency has review on. */
export function useIsReviewShown(): boolean {
  const me = useContext(CurrentUserContext);
  return me !== null && isReviewOn(me);
}
