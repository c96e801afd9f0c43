import { amendTrailQuery } from '@fieldbook/contract';
import { toLocalDateTime } from '@fieldbook/domain';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { http } from '../shell/http.ts';
import { saveFile } from '../shell/save-file.ts';

/**
 * 'Amend trail' (issue 25): every amend of a period, one row per field changed, with who, when and why, as CSV for owners
 * and managers (agency.reports.read). The period is the agency's dates, both included, at most 366 days; this month
 * until today by default.
 */
export function AmendTrailExport({ timeZone }: { timeZone: string }) {
  const ids = { title: useId(), from: useId(), to: useId(), error: useId() };
  const today = toLocalDateTime(new Date(), timeZone).date;
  const [period, setPeriod] = useState({ from: `${today.slice(0, 8)}01`, to: today });
  const [message, setMessage] = useState<{ text: string; isError: boolean } | null>(null);
  const download = useMutation({
    mutationFn: (query: { from: string; to: string }) =>
      http.get<string>(`/api/reports/amend-trail.csv?${new URLSearchParams(query).toString()}`),
    onSuccess: (csv, query) => {
      saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `amend-trail-${query.from}-to-${query.to}.csv`);
      setMessage({ text: 'The amend trail was exported as CSV.', isError: false });
    },
    onError: () => setMessage({ text: 'The amend trail could not be exported. Please try again.', isError: true }),
  });

  function handleDownload() {
    const checked = amendTrailQuery.safeParse(period);
    if (!checked.success) return setMessage({ text: checked.error.issues[0]?.message ?? 'Choose a period.', isError: true });
    setMessage(null);
    download.mutate(checked.data);
  }

  return (
    <section className="amend-trail-export" aria-labelledby={ids.title}>
      <h3 id={ids.title}>Amend trail</h3>
      <p>Every amend of the period, one row per field changed, with who made it, when and the reason they gave.</p>
      <div className="form-row">
        <div className="field">
          <label htmlFor={ids.from}>Amends from</label>
          <input
            id={ids.from}
            type="date"
            value={period.from}
            aria-describedby={message?.isError ? ids.error : undefined}
            onChange={(event) => setPeriod({ ...period, from: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.to}>Amends to</label>
          <input
            id={ids.to}
            type="date"
            value={period.to}
            aria-describedby={message?.isError ? ids.error : undefined}
            onChange={(event) => setPeriod({ ...period, to: event.target.value })}
          />
        </div>
      </div>
      <button type="button" className="button button-secondary" disabled={download.isPending} onClick={handleDownload}>
        {download.isPending ? <span className="spinner" aria-hidden="true" /> : null}
        Download amend trail (CSV)
      </button>
      {message ? (
        <p id={ids.error} role={message.isError ? 'alert' : 'status'} className={message.isError ? 'field-error' : undefined}>
          {message.text}
        </p>
      ) : null}
    </section>
  );
}
