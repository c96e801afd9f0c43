import { useState } from 'react';

/** The file a person downloads: the codes one a line, with what they are for. */
export function recoveryCodesFile(codes: readonly string[]): string {
  return ['Fieldbook recovery codes', 'Each code signs you in once when your authenticator app is not at hand.', '', ...codes, ''].join(
    '\n',
  );
}

/** The recovery codes, shown once, with copy and download (then Done). */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const [status, setStatus] = useState('');

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setStatus('Recovery codes copied.');
    } catch {
      setStatus('Copying is not allowed here: select the codes and copy them, or download them.');
    }
  }

  function handleDownload() {
    const url = URL.createObjectURL(new Blob([recoveryCodesFile(codes)], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'fieldbook-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
    setStatus('Recovery codes downloaded.');
  }

  return (
    <div className="mfa-recovery">
      <h2 className="mfa-heading">Save your recovery codes</h2>
      <p className="page-hint">
        Each code signs you in once if you lose your phone. Keep them somewhere safe: they will not be shown again.
      </p>
      <ol className="mfa-recovery-list" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="mfa-actions">
        <button type="button" className="button button-secondary" onClick={handleCopy}>
          Copy codes
        </button>
        <button type="button" className="button button-secondary" onClick={handleDownload}>
          Download codes
        </button>
        <button type="button" className="button button-primary" onClick={onDone}>
          Done
        </button>
      </div>
      <p className="mfa-status" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
