import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '../accounts/current-user-context.ts';
import { useFailureRoute } from '../agency/settings/use-failure-route.ts';
import { EI_KEY, type EvaluationRun, isRunning, latestEvaluationQueryOptions, runEvaluation } from './ei.api.ts';
import { formatDay } from './ei-format.ts';

function describeRun(run: EvaluationRun | null, timeZone: string): string {
  if (!run) return 'The evaluation has not run yet. It runs every day, or now with the button.';
  if (run.status === 'queued') return 'The evaluation is waiting to start…';
  if (run.status === 'running') return 'The evaluation is running…';
  const when = run.finished_at ?? run.started_at;
  const at = when
    ? ` on ${formatDay(when, timeZone)} at ${new Intl.DateTimeFormat('en-US', { timeZone, timeStyle: 'short' }).format(new Date(when))}`
    : '';
  if (run.status === 'failed') return `The last evaluation${at} did not finish. Run it again.`;
  const alerts = run.alerts_opened === 1 ? '1 new alert' : `${run.alerts_opened} new alerts`;
  return `Last run${at}: ${run.officers_evaluated} officers evaluated, ${alerts}.`;
}

/** 'Run the evaluation now' with the last run, polling while it runs. */
export function EvaluationRunner() {
  const me = useCurrentUser();
  const timeZone = me.agency?.timezone ?? 'UTC';
  const queryClient = useQueryClient();
  const failureRoute = useFailureRoute();
  const latest = useQuery(latestEvaluationQueryOptions());
  const run = latest.data?.run ?? null;
  const start = useMutation({
    mutationFn: runEvaluation,
    onSuccess: (started) => {
      queryClient.setQueryData(latestEvaluationQueryOptions().queryKey, { run: started });
      void queryClient.invalidateQueries({ queryKey: [EI_KEY, 'evaluations'] });
    },
    onError: failureRoute,
  });
  const isBusy = start.isPending || isRunning(run);

  return (
    <section className="ei-runner" aria-labelledby="ei-runner-title" aria-busy={isBusy}>
      <h3 id="ei-runner-title">Evaluation</h3>
      <p role="status" aria-live="polite">
        {latest.isPending ? 'Reading the last run…' : describeRun(run, timeZone)}
      </p>
      {isBusy ? <progress className="ei-progress" aria-label="Evaluation progress" /> : null}
      <button type="button" className="button" disabled={isBusy} onClick={() => start.mutate()}>
        {isBusy ? <span className="spinner" aria-hidden="true" /> : null}
        Run the evaluation now
      </button>
    </section>
  );
}
