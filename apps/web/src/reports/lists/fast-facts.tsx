import type { ReportTotals, ReportTotalsBody } from '@fieldbook/contract';
import { abbreviateCount } from '@fieldbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useIsReviewShown } from '../../review/use-is-review-shown.ts';
import { reportTotalsQueryOptions } from './lists.api.ts';

const FACTS: { key: keyof ReportTotals; label: string }[] = [
  { key: 'uof', label: 'Use of Force' },
  { key: 'cfs', label: 'Call For Service' },
  { key: 'opa', label: 'Officer Pro-active' },
  { key: 'complaints', label: 'Complaints' },
  { key: 'consent_searches', label: 'Consent Searches' },
  /** Supervisor review (issue 25): only where the agency has it on. */
  { key: 'waiting_for_review', label: 'Waiting for review' },
  { key: 'total', label: 'Total' },
];

/** Above 99,999 a figure shows as K or M, with the full value as its tooltip and as what screen readers say. */
export function FactValue({ value }: { value: number }) {
  const full = value.toLocaleString('en-US');
  const shown = abbreviateCount(value);
  if (shown === full) return <>{full}</>;
  return (
    <span className="fact-abbreviated" title={full}>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{full}</span>
    </span>
  );
}

function LoadingFigure() {
  return (
    <>
      <span aria-hidden="true">…</span>
      <span className="visually-hidden">Loading</span>
    </>
  );
}

/** Fast facts: totals over the same filters or quick-search text as the list (analytics.md §3). */
export function FastFacts({ body }: { body: ReportTotalsBody }) {
  const totals = useQuery(reportTotalsQueryOptions(body));
  const isReviewShown = useIsReviewShown();
  const facts = isReviewShown ? FACTS : FACTS.filter((fact) => fact.key !== 'waiting_for_review');
  return (
    <section className="fast-facts" aria-labelledby="fast-facts-title" aria-busy={totals.isFetching}>
      <h2 id="fast-facts-title" className="visually-hidden">
        Fast facts
      </h2>
      {totals.isError ? (
        <p role="alert" className="form-alert">
          The fast facts could not be loaded. Please try again.
        </p>
      ) : (
        <dl className="fast-facts-list">
          {facts.map((fact) => (
            <div key={fact.key} className="fast-fact">
              <dt>{fact.label}</dt>
              <dd>{totals.data ? <FactValue value={totals.data[fact.key]} /> : <LoadingFigure />}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
