import { type BusinessCard, vCardFileName } from './business-card-model.ts';

/** The media type of the .vcf file (RFC 6350 §10.1; vCard 3.0 files are served the same way). */
export const VCARD_TYPE = 'text/vcard';

/** The card as plain lines, for share targets that take no file. */
export function cardAsText(card: BusinessCard): string {
  const { officer, agency, contacts } = card;
  return [
    officer.name,
    [officer.title, agency.name].filter(Boolean).join(', '),
    officer.officerId ? `Officer ID: ${officer.officerId}` : null,
    contacts.phone ? `Phone: ${contacts.phone}` : null,
    contacts.email ? `Email: ${contacts.email}` : null,
    contacts.website,
    contacts.address,
  ]
    .filter(Boolean)
    .join('\n');
}

export const shareTitle = (card: BusinessCard) => [card.officer.name, card.agency.name].filter(Boolean).join(' · ');

/** Whether this browser offers the share sheet (Web Share API). */
export const canShareCards = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

export type ShareOutcome = 'shared' | 'cancelled';

/** Opens the share sheet with the .vcf file where files can be shared, else with the card as text. */
export async function shareCard(card: BusinessCard, vcard: string): Promise<ShareOutcome> {
  const file = new File([vcard], vCardFileName(card), { type: VCARD_TYPE });
  const title = shareTitle(card);
  try {
    if (navigator.canShare?.({ files: [file] })) await navigator.share({ files: [file], title });
    else await navigator.share({ title, text: cardAsText(card) });
    return 'shared';
  } catch (error) {
    // The person closed the share sheet: nothing went wrong.
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    throw error;
  }
}

export const vCardBlob = (vcard: string) => new Blob([vcard], { type: `${VCARD_TYPE};charset=utf-8` });
