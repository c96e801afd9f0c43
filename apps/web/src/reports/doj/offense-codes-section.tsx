import type { AgencyOffenseCodesView } from '@fieldbook/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { SectionFrame } from '../../agency/settings/section-frame.tsx';
import { isHttpError } from '../../shell/http.ts';
import { PageLoading } from '../../shell/page-loading.tsx';
import {
  AGENCY_OFFENSE_CODES_QUERY_KEY,
  agencyOffenseCodesQueryOptions,
  OFFENSE_CODES_QUERY_KEY,
  resetOffenseCodes,
  uploadOffenseCodes,
} from './doj-tables.api.ts';

const COLUMNS = 'offense_code, statute, statute_type, charge_type, literal, enacted, repealed';

/** The server's messages for a refused file (one per line that does not read), or a plain failure. */
function messagesOf(error: unknown): string[] {
  if (isHttpError(error) && error.status === 400 && error.errors.length > 0) return error.errors.map((issue) => issue.message);
  return ['The table could not be saved. Please try again.'];
}

function describeTable(view: AgencyOffenseCodesView): string {
  const count = view.code_count.toLocaleString('en-US');
  if (view.source === 'shipped') return `Reports are checked against the DOJ's offense-code table shipped with Fieldbook (${count} codes).`;
  const when = view.uploaded_at ? new Date(view.uploaded_at).toLocaleDateString('en-US') : '';
  const who = view.uploaded_by_name ? ` by ${view.uploaded_by_name}` : '';
  return `Reports are checked against your agency's copy '${view.file_name}' (${count} codes), loaded on ${when}${who}.`;
}

/**
 * Settings > DOJ offense codes (issue 26; agency.doj_submissions.manage): the table reports are checked against, and
 * loading the agency's newer copy of the DOJ's CJIS offense-code table (a CSV with the DOJ's columns), or going back.
 */
export function OffenseCodesSection() {
  const queryClient = useQueryClient();
  const table = useQuery(agencyOffenseCodesQueryOptions());
  const [status, setStatus] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const handleSaved = (view: AgencyOffenseCodesView, message: string) => {
    queryClient.setQueryData(AGENCY_OFFENSE_CODES_QUERY_KEY, view);
    void queryClient.invalidateQueries({ queryKey: OFFENSE_CODES_QUERY_KEY });
    setProblems([]);
    setStatus(message);
  };
  const upload = useMutation({
    mutationFn: uploadOffenseCodes,
    onSuccess: (view) => handleSaved(view, `Offense-code table loaded: ${view.code_count.toLocaleString('en-US')} codes.`),
    onError: (error) => {
      setStatus('');
      setProblems(messagesOf(error));
    },
  });
  const reset = useMutation({ mutationFn: resetOffenseCodes, onSuccess: (view) => handleSaved(view, 'Back to the shipped DOJ table.') });

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    upload.mutate({ file_name: file.name, csv: await file.text() });
  }

  return (
    <SectionFrame
      section="doj_offense_codes"
      title="DOJ offense codes"
      description="The California DOJ's CJIS offense-code table: each offense code of a stop must be in it, enacted on or before the stop and not repealed."
      status={status}
    >
      {table.data ? (
        <div className="offense-codes-settings">
          <p>{describeTable(table.data)}</p>
          <label className="offense-codes-file">
            Load a newer copy (CSV)
            <input type="file" accept=".csv,text/csv" disabled={upload.isPending} onChange={handleFile} />
          </label>
          <p className="form-field-hint">The file needs the DOJ's columns: {COLUMNS}. Dates are YYYY-MM-DD.</p>
          {upload.isPending ? <PageLoading /> : null}
          {problems.length > 0 ? (
            <div role="alert">
              <p>The file was not loaded:</p>
              <ul>
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {table.data.source === 'agency' ? (
            <button type="button" className="button button-secondary" disabled={reset.isPending} onClick={() => reset.mutate()}>
              Use the shipped DOJ table
            </button>
          ) : null}
        </div>
      ) : table.isError ? (
        <p role="alert">The offense-code table could not be read.</p>
      ) : (
        <PageLoading />
      )}
    </SectionFrame>
  );
}
