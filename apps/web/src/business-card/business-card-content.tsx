import type { MeResponse } from '@fieldbook/contract';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { formatSavedAt } from '../offline/outbox-format.ts';
import type { LoadedBusinessCard } from './business-card.api.ts';
import { composeBusinessCard, EDIT_CARD_PATH, hasContactDetails } from './business-card-model.ts';
import { BusinessCardView } from './business-card-view.tsx';
import { CardQr } from './card-qr.tsx';
import { CardShareActions } from './card-share-actions.tsx';
import { buildVCard, unfoldVCard } from './vcard.ts';

interface Props {
  me: MeResponse;
  loaded: LoadedBusinessCard;
  /** The user may change the card in Settings (and is online to do so). */
  canEdit: boolean;
}

/** The loaded card: where it came from, the card itself, a nudge when it has no contacts, and the ways to share it. */
export function BusinessCardContent({ me, loaded, canEdit }: Props) {
  const card = useMemo(() => composeBusinessCard(me, loaded.snapshot), [me, loaded.snapshot]);
  const vcard = useMemo(() => buildVCard(card), [card]);
  const name = card.officer.name ?? card.agency.name;
  return (
    <>
      {loaded.source === 'device' ? (
        <p className="business-card-offline" role="status">
          Working offline · saved on this device {formatSavedAt(loaded.savedAt, me.agency?.timezone ?? 'UTC')}
        </p>
      ) : null}
      <div className="business-card-layout">
        <div className="business-card-column">
          <BusinessCardView card={card} />
          {hasContactDetails(card) ? null : (
            <div className="empty-state business-card-empty">
              <p>No contact details are on this card yet.</p>
              {canEdit ? (
                <p>
                  <Link to={EDIT_CARD_PATH}>Choose them in Settings</Link>
                </p>
              ) : (
                <p>Your agency's owner chooses them in Settings &gt; Business Card.</p>
              )}
            </div>
          )}
        </div>
        <section className="business-card-share" aria-labelledby="business-card-share-title">
          <h2 id="business-card-share-title" className="business-card-share-title">
            Share
          </h2>
          <CardQr text={vcard} label={`QR code with the contact card of ${name}`} />
          <p className="business-card-share-hint">Scan with a phone camera to save the contact.</p>
          <CardShareActions card={card} vcard={vcard} />
          <details className="business-card-vcard">
            <summary>Contact in the QR code</summary>
            <pre>{unfoldVCard(vcard)}</pre>
          </details>
        </section>
      </div>
    </>
  );
}
