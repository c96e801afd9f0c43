import { ACCOUNT_MESSAGES, isValidEmail } from '@fieldbook/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorDestination } from '../shell/error-routing.ts';

/**
 * A link asked for by e-mail (a password reset, a verification): `submit` checks the address's format (its message
 * is `emailError`) and sends it; a failed call goes where accounts.md §8 says.
 */
export function useEmailRequest(send: (email: string) => Promise<void>) {
  const navigate = useNavigate();
  const [emailError, setEmailError] = useState<string | null>(null);
  const request = useMutation({
    mutationFn: send,
    onError: (error) => {
      const destination = errorDestination(error);
      if (destination) navigate(destination.to, { state: destination.state });
    },
  });

  function submit(email: string) {
    if (!isValidEmail(email)) {
      setEmailError(ACCOUNT_MESSAGES.email);
      return;
    }
    setEmailError(null);
    request.mutate(email);
  }

  return { request, emailError, setEmailError, submit };
}
