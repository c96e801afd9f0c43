import type { MeResponse } from '@fieldbook/contract';
import { createContext, useContext } from 'react';

export const CurrentUserContext = createContext<MeResponse | null>(null);

/** The signed-in user; only inside /app, where RequireUser has loaded it. */
export function useCurrentUser(): MeResponse {
  const me = useContext(CurrentUserContext);
  if (!me) throw new Error('useCurrentUser is used outside RequireUser');
  return me;
}
