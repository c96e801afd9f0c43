import type { DojBatch } from '@fieldbook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CheckAnswers } from './check-answers.tsx';
import { formatWhen } from './doj-format.ts';
import { DOJ_KEY, downloadBatchZip, retryBatch } from './doj-submissions.api.ts';
import { UploadResponse } from './upload-response.tsx';

const STATE_WORDS: Record<DojBatch['state'], string> = { unsent: 'Not sent yet', sent: 'Sent, waiting for the DOJ', answered: 'Answered' };

function BatchActions({ batch }: { batch: DojBatch }) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const retry = useMutation({
    mutationFn: () => retryBatch(batch.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [DOJ_KEY] }),
    onError: () => setFailure('It could not be sent again. Try again in a moment.'),
  });
  const zip = useMutation({
    mutationFn: () => downloadBatchZip(batch.id, batch.created_at),
    onError: () => setFailure('The zip could not be downloaded.'),
  });
  return (
    <div className="doj-batch-actions">
      {batch.state === 'unsent' && batch.failure_reason ? (
        <button type="button" className="button" onClick={() => retry.mutate()} disabled={retry.isPending}>
          Try again
        </button>
      ) : null}
      {batch.transport === 'portal' && batch.state !== 'unsent' ? (
        <button type="button" className="button" onClick={() => zip.mutate()} disabled={zip.isPending}>
          {zip.isPending ? <span className="spinner" aria-hidden="true" /> : null}
          Download zip for the DOJ portal
        </button>
      ) : null}
      {failure ? <p role="alert">{failure}</p> : null}
    </div>
  );
}

/**
 * The batches sent (issue 26): when, how many, by whom or the schedule, their state and files; why one is not sent. The
 * DOJ's answers: read from its SFTP folder at once on demand, or, for a portal agency, its response file uploaded here.
 */
export function BatchList({
  batches,
  timeZone,
  transport,
}: {
  batches: readonly DojBatch[];
  timeZone: string;
  transport: DojBatch['transport'] | null;
}) {
  return (
    <section aria-labelledby="doj-batches-title">
      <h2 id="doj-batches-title" className="doj-section-title">
        Batches
      </h2>
      {transport === 'portal' ? <UploadResponse /> : <CheckAnswers />}
      {batches.length === 0 ? (
        <p className="empty-state">No batch has been sent for this year yet.</p>
      ) : (
        <ul className="doj-batches">
          {batches.map((batch) => (
            <li key={batch.id} className={`doj-batch doj-batch-${batch.state}`}>
              <div className="doj-batch-line">
                <strong>{formatWhen(batch.created_at, timeZone)}</strong>
                <span>
                  {batch.stop_count.toLocaleString('en-US')} {batch.stop_count === 1 ? 'stop' : 'stops'}
                </span>
                <span>{batch.trigger === 'schedule' ? 'Daily run' : `By ${batch.by ?? 'a former member'}`}</span>
                <span>{batch.transport === 'portal' ? 'DOJ portal' : `SFTP ${batch.environment}`}</span>
                <span className="doj-batch-state">{STATE_WORDS[batch.state]}</span>
              </div>
              {batch.state === 'unsent' && batch.failure_reason ? (
                <p className="doj-batch-failure" role="status">
                  {batch.failure_reason} It is tried again on its own ({batch.attempts} {batch.attempts === 1 ? 'attempt' : 'attempts'} so
                  far).
                </p>
              ) : null}
              <BatchActions batch={batch} />
              {batch.files.length > 0 ? (
                <details>
                  <summary>Files ({batch.files.length.toLocaleString('en-US')})</summary>
                  <ul className="doj-files">
                    {batch.files.map((file) => (
                      <li key={file.file_name}>
                        <code>{file.file_name}</code> {file.tx_type === 'U' ? '(update)' : ''}{' '}
                        {file.result === 'failed' ? 'Failed' : file.result === 'accepted' ? 'Accepted' : ''}
                      </li>
                    ))}
                  </ul>
                </details>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
