import { useState } from 'react';
import { saveFile } from '../shell/save-file.ts';
import { type BusinessCard, cardImageFileName, vCardFileName } from './business-card-model.ts';
import { drawCardImage } from './card-image.ts';
import { canShareCards, shareCard, vCardBlob } from './card-share.ts';

type Busy = 'share' | 'image' | null;

/** Share (where the browser has the share sheet), and Download as a vCard file or as a PNG image of the card. */
export function CardShareActions({ card, vcard }: { card: BusinessCard; vcard: string }) {
  const [busy, setBusy] = useState<Busy>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');

  async function run(kind: Busy, work: () => Promise<string>, failure: string) {
    setBusy(kind);
    setStatus('');
    setError('');
    try {
      setStatus(await work());
    } catch {
      setError(failure);
    } finally {
      setBusy(null);
    }
  }

  const handleShare = () =>
    run('share', async () => ((await shareCard(card, vcard)) === 'shared' ? 'Business card shared.' : ''), 'The card could not be shared.');

  function handleDownloadVCard() {
    setError('');
    saveFile(vCardBlob(vcard), vCardFileName(card));
    setStatus(`Saved ${vCardFileName(card)}.`);
  }

  const handleDownloadImage = () =>
    run(
      'image',
      async () => {
        saveFile(await drawCardImage(card, vcard), cardImageFileName(card));
        return `Saved ${cardImageFileName(card)}.`;
      },
      'The image could not be made. Download the vCard instead.',
    );

  return (
    <div className="business-card-actions">
      {canShareCards() ? (
        <button type="button" className="button button-primary" onClick={handleShare} disabled={busy !== null}>
          {busy === 'share' ? <span className="spinner" aria-hidden="true" /> : null}
          Share
        </button>
      ) : null}
      <button type="button" className="button button-secondary" onClick={handleDownloadVCard}>
        Download vCard (.vcf)
      </button>
      <button type="button" className="button button-secondary" onClick={handleDownloadImage} disabled={busy !== null}>
        {busy === 'image' ? <span className="spinner" aria-hidden="true" /> : null}
        Download image (.png)
      </button>
      <p className="business-card-action-status" role="status" aria-live="polite">
        {status}
      </p>
      {error ? (
        <p className="form-alert business-card-action-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
