import type { MeResponse } from '@fieldbook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { closeOfflineWindow } from '../offline/device-unlock-store.ts';
import { logOut, meQueryKey } from './accounts.api.ts';
import { endSharedSession } from './session-share.ts';

/**
 * Log out: tell the server, then forget the session here and in the other tabs that share it, whatever it answered,
 * and go to /login. The officer's device PIN stays set but unlocks nothing until their next online login here.
 */
export function useLogOut(): { isLoggingOut: boolean; handleLogOut: () => Promise<void> } {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isLoggingOut, setIsLoggingOut] = useState(false);

  async function handleLogOut() {
    setIsLoggingOut(true);
    const email = queryClient.getQueryData<MeResponse>(meQueryKey)?.email;
    try {
      await logOut();
    } catch {
      // The session ends on this device anyway; the server's copy expires with the token.
    } finally {
      endSharedSession();
      if (email) await closeOfflineWindow(email).catch(() => {});
      navigate('/login', { replace: true });
      queryClient.clear();
    }
  }

  return { isLoggingOut, handleLogOut };
}
