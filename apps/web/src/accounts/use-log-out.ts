import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { logOut } from './accounts.api.ts';
import { clearSession } from './session.ts';

/** Log out: tell the server, then forget the session here whatever it answered, and go to /login. */
export function useLogOut(): { isLoggingOut: boolean; handleLogOut: () => Promise<void> } {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isLoggingOut, setIsLoggingOut] = useState(false);

  async function handleLogOut() {
    setIsLoggingOut(true);
    try {
      await logOut();
    } catch {
      // The session ends on this device anyway; the server's copy expires with the token.
    } finally {
      clearSession();
      navigate('/login', { replace: true });
      queryClient.clear();
    }
  }

  return { isLoggingOut, handleLogOut };
}
