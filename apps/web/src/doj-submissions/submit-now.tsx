import type { DojSubmitBody } from '@fieldbook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showAlert } from '../shell/snackbar.tsx';
import { DOJ_KEY, submitToDoj } from './doj-submissions.api.ts';

const stops = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'stop' : 'stops'}`;

/**
 * What became of a 'Submit now': how many stops went into the batch; for chosen stops, how many the server would not
 * send (it decides: a Failed stop not amended since, one waiting for review, one already in a batch).
 */
export function submitOutcome(body: DojSubmitBody, result: { batch_id: string | null; eligible: number }): string {
  if (!('report_ids' in body))
    return result.batch_id
      ? `${stops(result.eligible)} ${result.eligible === 1 ? 'is' : 'are'} being sent`
      : 'No stop of that period is waiting to be sent';
  const notSent = body.report_ids.length - result.eligible;
  if (!result.batch_id)
    return body.report_ids.length === 1 ? 'The chosen stop cannot be sent now' : 'None of the chosen stops can be sent now';
  const sending = `${stops(result.eligible)} ${result.eligible === 1 ? 'is' : 'are'} being sent`;
  return notSent > 0 ? `${sending}; ${stops(notSent)} cannot be sent now` : sending;
}

/** Sends a 'Submit now' (a period or chosen stops), says the outcome and refreshes the page's data. */
export function useSubmitToDoj(onSent?: () => void) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (body: DojSubmitBody) => submitToDoj(body),
    onSuccess: async (result, body) => {
      setFailure(null);
      showAlert(submitOutcome(body, result));
      onSent?.();
      await queryClient.invalidateQueries({ queryKey: [DOJ_KEY] });
    },
    onError: () => setFailure('The stops could not be sent. Try again in a moment.'),
  });
  return { submit: mutation.mutate, isPending: mutation.isPending, failure };
}

/** 'Submit now' (issue 26): every eligible stop whose date is in the period, by default the chosen year's. */
export function SubmitNow({ year, eligible, timeZone }: { year: number; eligible: number; timeZone: string }) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const [from, setFrom] = useState(`${year}-01-01`);
  const [to, setTo] = useState(`${year}-12-31` < today ? `${year}-12-31` : today);
  const { submit, isPending, failure } = useSubmitToDoj();

  return (
    <form
      className="doj-submit"
      aria-labelledby="doj-submit-title"
      onSubmit={(event) => {
        event.preventDefault();
        submit({ from, to });
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
        <button type="submit" className="button button-primary" disabled={isPending}>
          {isPending ? <span className="spinner" aria-hidden="true" /> : null}
          Submit now
        </button>
      </div>
      {failure ? <p role="alert">{failure}</p> : null}
    </form>
  );
}
