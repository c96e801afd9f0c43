import { type DojResponseUploadResult, dojResponseUpload } from '@fieldbook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useId, useState } from 'react';
import { isHttpError } from '../shell/http.ts';
import { DOJ_KEY, uploadDojResponse } from './doj-submissions.api.ts';

export const UPLOAD_RESPONSE_LABEL = "Upload the DOJ's response file";
const FAILED = 'The file could not be sent. Try again in a moment.';

const stops = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'stop' : 'stops'}`;

/** What the page says of the server's answer: a status when the file was applied, an error when nothing changed. */
function sayOutcome(result: DojResponseUploadResult): { ok: boolean; text: string } {
  if (result.state === 'processed')
    return result.failed + result.accepted === 0
      ? { ok: true, text: 'Response read: no stop was waiting for this answer.' }
      : { ok: true, text: `Response read: ${stops(result.failed)} failed, ${stops(result.accepted)} accepted.` };
  const why =
    result.state === 'malformed'
      ? 'this is not a DOJ response file.'
      : result.state === 'foreign'
        ? "this file does not answer your agency's batches."
        : 'a response file of this name was read before.';
  return { ok: false, text: `Nothing changed: ${why}${result.state !== 'known' && result.note ? ` ${result.note}` : ''}` };
}

function messageOf(error: unknown): string {
  if (isHttpError(error) && (error.status === 400 || error.status === 409) && error.errors.length > 0)
    return error.errors.map((issue) => issue.message).join(' ');
  if (isHttpError(error) && error.status === 413) return 'The file is too large for a DOJ response file (5 MB at most).';
  return FAILED;
}

/**
 * For an agency that sends through the DOJ's portal (issue 26): the response file it downloads from the portal, uploaded
 * here and applied as the SFTP agencies' answers are: the stops it names fail with the DOJ's words, the rest of their
 * batch is accepted. A file that is not a DOJ response, or not this agency's, changes nothing and the page says why.
 */
export function UploadResponse() {
  const queryClient = useQueryClient();
  const inputId = useId();
  const hintId = useId();
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState('');
  const upload = useMutation({
    mutationFn: uploadDojResponse,
    onSuccess: async (result) => {
      const { ok, text } = sayOutcome(result);
      setStatus(ok ? text : '');
      setProblem(ok ? '' : text);
      await queryClient.invalidateQueries({ queryKey: [DOJ_KEY] });
    },
    onError: (error) => {
      setStatus('');
      setProblem(messageOf(error));
    },
  });

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setStatus('');
    setProblem('');
    const body = {
      file_name: file.name,
      content: await file.text(),
      ...(Number.isFinite(file.lastModified) && file.lastModified > 0 ? { written_at: new Date(file.lastModified).toISOString() } : {}),
    };
    // The server's own rule, checked here first: an empty file or one that is not text is not sent.
    const checked = dojResponseUpload.safeParse(body);
    if (!checked.success) {
      setProblem(checked.error.issues.map((issue) => issue.message).join(' '));
      return;
    }
    upload.mutate(checked.data);
  }

  return (
    <div className="doj-upload">
      <label htmlFor={inputId}>{UPLOAD_RESPONSE_LABEL}</label>
      <input
        id={inputId}
        type="file"
        aria-describedby={hintId}
        aria-invalid={problem ? true : undefined}
        disabled={upload.isPending}
        onChange={handleFile}
      />
      <p id={hintId} className="form-field-hint">
        The answer file you downloaded from the DOJ's portal. The stops it names become Failed with the DOJ's words; the rest of their batch
        becomes Submitted.
      </p>
      <p role="status">
        {upload.isPending ? (
          <>
            <span className="spinner" aria-hidden="true" /> Reading the file…
          </>
        ) : (
          status
        )}
      </p>
      {problem ? <p role="alert">{problem}</p> : null}
    </div>
  );
}
