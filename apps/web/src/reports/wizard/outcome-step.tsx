import { toLocalDateTime } from '@fieldbook/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { useOwnSessionExpiredNotice } from '../../shell/session-expired-dialog.tsx';
import { QrCode } from './qr-code.tsx';
import { QrCodeDialog } from './wizard-dialogs.tsx';
import { WIZARD_TEXTS } from './wizard-texts.ts';

export type Outcome = { kind: 'submitted' } | { kind: 'saved'; reason: 'offline' | 'failure' | 'unauthorized' };

/** What was filed, as the outcome screen shows it (issue 24, defect 10). `date` is the report's ISO instant. */
export interface FiledReport {
  caseToken: string;
  incidentNumber: string;
  type: string;
  date: string;
}

/** The spec's 'L - HH:mm' (MM/DD/YYYY - HH:mm) in the agency's time zone. */
function formatFiledAt(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  const { date, time } = toLocalDateTime(instant, timeZone);
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year} - ${time}`;
}

interface OutcomeStepProps {
  outcome: Outcome;
  filed: FiledReport;
  caseUrl: string;
  timeZone: string;
  onCreateNew: () => void;
}

/**
 * Step 4: 'Report submitted' or 'Report saved', what was filed and whether it reached the server, the case QR code to
 * tap and share with what it gives the citizen, and what next.
 */
export function OutcomeStep({ outcome, filed, caseUrl, timeZone, onCreateNew }: OutcomeStepProps) {
  const [isQrOpen, setIsQrOpen] = useState(false);
  const isSaved = outcome.kind === 'saved';
  const isSessionExpired = isSaved && outcome.reason === 'unauthorized';
  // This screen says the session expired and offers 'Go to Log in': the global dialog would say it twice.
  useOwnSessionExpiredNotice(isSessionExpired);

  async function handleShare() {
    if (navigator.share) await navigator.share({ title: 'Your case', url: caseUrl }).catch(() => {});
    else setIsQrOpen(true);
  }

  return (
    <section className="wizard-step outcome" aria-labelledby="outcome-title">
      <h2 id="outcome-title">{isSaved ? WIZARD_TEXTS.saved : WIZARD_TEXTS.submitted}</h2>
      <dl className="outcome-facts">
        <dt>Incident Number</dt>
        <dd>{filed.incidentNumber}</dd>
        <dt>Type</dt>
        <dd>{filed.type}</dd>
        <dt>Date</dt>
        <dd>{formatFiledAt(filed.date, timeZone)}</dd>
        <dt>Status</dt>
        <dd>{isSaved ? WIZARD_TEXTS.savedOnDevice : WIZARD_TEXTS.uploaded}</dd>
      </dl>
      {outcome.kind === 'saved' && (
        <div role="status" className="outcome-note">
          {isSessionExpired ? <p>{WIZARD_TEXTS.sessionExpired}</p> : outcome.reason === 'failure' && <p>{WIZARD_TEXTS.notSubmitted}</p>}
          <p>{WIZARD_TEXTS.savedNote}</p>
        </div>
      )}
      <div className="outcome-note">
        <p>{WIZARD_TEXTS.forTheCitizen}</p>
        {isSaved && <p>{WIZARD_TEXTS.caseAfterUpload}</p>}
      </div>
      <button type="button" className="qr-button" aria-label="Show the QR code to scan" onClick={() => setIsQrOpen(true)}>
        <QrCode value={caseUrl} label="QR code to follow this case" />
      </button>
      <div className="wizard-actions">
        <button type="button" className="button" onClick={handleShare}>
          Share
        </button>
        {isSessionExpired ? (
          <Link to="/login" className="button button-primary">
            Go to Log in
          </Link>
        ) : (
          <button type="button" className="button button-primary" onClick={onCreateNew}>
            Create New Report
          </button>
        )}
      </div>
      {isQrOpen && <QrCodeDialog url={caseUrl} onClose={() => setIsQrOpen(false)} />}
    </section>
  );
}
