import { useState } from 'react';
import { Link } from 'react-router';
import { useOwnSessionExpiredNotice } from '../../shell/session-expired-dialog.tsx';
import { QrCode } from './qr-code.tsx';
import { QrCodeDialog } from './wizard-dialogs.tsx';
import { WIZARD_TEXTS } from './wizard-texts.ts';

export type Outcome = { kind: 'submitted' } | { kind: 'saved'; reason: 'offline' | 'failure' | 'unauthorized' };

/** Step 4: 'Report submitted' or 'Report saved', the case QR code to tap and share, and what next. */
export function OutcomeStep({ outcome, caseUrl, onCreateNew }: { outcome: Outcome; caseUrl: string; onCreateNew: () => void }) {
  const [isQrOpen, setIsQrOpen] = useState(false);
  const isSessionExpired = outcome.kind === 'saved' && outcome.reason === 'unauthorized';
  // This screen says the session expired and offers 'Go to Log in': the global dialog would say it twice.
  useOwnSessionExpiredNotice(isSessionExpired);

  async function handleShare() {
    if (navigator.share) await navigator.share({ title: 'Your case', url: caseUrl }).catch(() => {});
    else setIsQrOpen(true);
  }

  return (
    <section className="wizard-step outcome" aria-labelledby="outcome-title">
      <h2 id="outcome-title">{outcome.kind === 'submitted' ? WIZARD_TEXTS.submitted : WIZARD_TEXTS.saved}</h2>
      {outcome.kind === 'saved' && (
        <div role="status" className="outcome-note">
          {isSessionExpired ? <p>{WIZARD_TEXTS.sessionExpired}</p> : outcome.reason === 'failure' && <p>{WIZARD_TEXTS.notSubmitted}</p>}
          <p>{WIZARD_TEXTS.savedNote}</p>
        </div>
      )}
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
