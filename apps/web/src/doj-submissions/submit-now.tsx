import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showAlert } from '../shell/snackbar.tsx';
import { DOJ_KEY, submitToDoj } from './doj-submissions.api.ts';

/** 'Submit now' (issue 26): every eligible stop whose date is in the period, by default the chosen year's. */
export function SubmitNow({ year, eligible, timeZone }: { year: number; eligible: number; timeZone: string }) {
  const queryClient = useQueryClient();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const [from, setFrom] = useState(`${year}-01-01`);
  const [to, setTo] = useState(`${year}-12-31` < today ? `${year}-12-31` : today);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = useMutation({
    mutationFn: () => submitToDoj({ from, to }),
    onSuccess: async (result) => {
      setFailure(null);
      showAlert(
        result.batch_id
          ? `${result.eligible.toLocaleString('en-US')} stops are being sent`
          : 'No stop of that period is waiting to be sent',
      );
      await queryClient.invalidateQueries({ queryKey: [DOJ_KEY] });
    },
    onError: () => setFailure('The stops could not be sent. Try again in a moment.'),
  });

  return (
    <form
      className="doj-submit"
      aria-labelledby="doj-submit-title"
      onSubmit={(event) => {
        event.preventDefault();
        submit.mutate();
      }}
    >
      <h2 id="doj-submit-title" className="doj-section-title">
        Send to the DOJ
      </h2>
      <p>
        {eligible === 0
          ? `No stop of ${year} is waiting to be sent.`
          : `${eligible.toLocaleString('en-US')} ${eligible === 1 ? 'stop' : 'stops'} of ${year} ready to send.`}
      </p>
      <div className="doj-period">
        <label>
          From
          <input type="date" value={from} onChange={(event) => setFrom(event.target.value)} required />
        </label>
        <label>
          To
          <input type="date" value={to} onChange={(event) => setTo(event.target.value)} required />
        </label>
        <button type="submit" className="button button-primary" disabled={submit.isPending}>
          {submit.isPending ? <span className="spinner" aria-hidden="true" /> : null}
          Submit now
        </button>
      </div>
      {failure ? <p role="alert">{failure}</p> : null}
    </form>
  );
}
