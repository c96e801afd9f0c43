import type { ReportExportBody, ReportExportResult } from '@fieldbook/contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { isHttpError } from '../../shell/http.ts';
import { ModalDialog } from '../../shell/modal-dialog.tsx';
import { exportReports } from './lists.api.ts';

export const NO_REPORTS_TITLE = 'No reports to download';
export const NO_REPORTS_TEXT = 'No reports have been found to download either during the given period or by the applied filters.';

interface DownloadDialogProps {
  body: ReportExportBody;
  email: string;
  isQuickSearchActive: boolean;
  onClose: () => void;
}

function Outcome({ id, result, email, onClose }: { id: string; result: ReportExportResult; email: string; onClose: () => void }) {
  const title = result.queued ? 'The reports are on their way' : NO_REPORTS_TITLE;
  const count = result.total === 1 ? '1 report' : `${result.total.toLocaleString('en-US')} reports`;
  const text = result.queued ? `We are sending ${count} to ${email}. The e-mail can take a few minutes to arrive.` : NO_REPORTS_TEXT;
  return (
    <ModalDialog className="modal" labelledBy={`${id}-done`} describedBy={`${id}-done-text`} onDismiss={onClose}>
      <h2 id={`${id}-done`} className="modal-title">
        {title}
      </h2>
      <p id={`${id}-done-text`}>{text}</p>
      <div className="modal-actions">
        <button type="button" className="button button-primary" onClick={onClose}>
          Close
        </button>
      </div>
    </ModalDialog>
  );
}

/** 'Download': says where the reports go, then asks the server to mail them (analytics.md §4, §8). */
export function DownloadDialog({ body, email, isQuickSearchActive, onClose }: DownloadDialogProps) {
  const id = useId();
  const send = useMutation({ mutationFn: exportReports });
  if (send.data) return <Outcome id={id} result={send.data} email={email} onClose={onClose} />;
  const messages = isHttpError(send.error) ? send.error.errors.map((issue) => issue.message) : [];

  return (
    <ModalDialog className="modal" labelledBy={`${id}-title`} describedBy={`${id}-text`} onDismiss={onClose}>
      <h2 id={`${id}-title`} className="modal-title">
        Download Reports
      </h2>
      <p id={`${id}-text`}>
        We will send the reports that match the applied filters to your e-mail address, {email}, as a file. It can take a few minutes.
      </p>
      {isQuickSearchActive && <p className="form-notice">The quick search text is not part of the download, only the filters.</p>}
      {send.isError && (
        <div role="alert" className="form-alert">
          <p>The download could not be started. Please try again.</p>
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      <div className="modal-actions download-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="button button-primary" disabled={send.isPending} onClick={() => send.mutate(body)}>
          {send.isPending ? 'Sending…' : 'Send to my e-mail'}
        </button>
      </div>
    </ModalDialog>
  );
}

/** The 'Download' button and its dialog. */
export function DownloadReports(props: Omit<DownloadDialogProps, 'onClose'>) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button-secondary" onClick={() => setIsOpen(true)}>
        Download
      </button>
      {isOpen && <DownloadDialog {...props} onClose={() => setIsOpen(false)} />}
    </>
  );
}
