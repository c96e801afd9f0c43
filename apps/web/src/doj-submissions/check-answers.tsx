import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DOJ_KEY, readDojAnswers } from './doj-submissions.api.ts';

/** 'Check for answers now' (issue 26): the DOJ's response files read at once, instead of at the next quarter hour. */
export function CheckAnswers() {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const check = useMutation({
    mutationFn: readDojAnswers,
    onSuccess: async (result) => {
      setMessage(
        result.problem ??
          (result.read === 0 ? 'No new answer from the DOJ.' : `${result.read} ${result.read === 1 ? 'answer' : 'answers'} read.`),
      );
      await queryClient.invalidateQueries({ queryKey: [DOJ_KEY] });
    },
    onError: () => setMessage('The answers could not be read. Try again in a moment.'),
  });
  return (
    <div className="doj-batch-actions">
      <button type="button" className="button" onClick={() => check.mutate()} disabled={check.isPending}>
        {check.isPending ? <span className="spinner" aria-hidden="true" /> : null}
        Check for answers now
      </button>
      <p role="status">{message}</p>
    </div>
  );
}
