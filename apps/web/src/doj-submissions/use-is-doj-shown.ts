import { useContext } from 'react';
import { CurrentUserContext } from '../accounts/current-user-context.ts';
import { isDojAgency } from './doj-format.ts';

/** Whether the DOJ status chips and filter show (issue 26): the signed-in user's agency sends its stops to the California DOJ. */
export function useIsDojShown(): boolean {
  const me = useContext(CurrentUserContext);
  return me !== null && isDojAgency(me);
}
