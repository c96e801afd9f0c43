import type { BusinessCard } from './business-card-model.ts';

/** RFC 2425 §5.8.1: lines longer than 75 octets are folded; a continuation line starts with one space. */
export const VCARD_LINE_OCTETS = 75;
const CRLF = '\r\n';

/** A TEXT value per RFC 2426 §4: backslash, comma and semicolon escaped, any newline written as \n. */
export function escapeVCardText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const octetsOf = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

/** Folds one content line into CRLF-joined pieces of at most 75 octets, never inside a UTF-8 character. */
export function foldVCardLine(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  for (const character of line) {
    const size = octetsOf(character);
    // Every continuation line spends one octet on its leading space.
    const room = pieces.length === 0 ? VCARD_LINE_OCTETS : VCARD_LINE_OCTETS - 1;
    if (octets + size > room) {
      pieces.push(piece);
      piece = '';
      octets = 0;
    }
    piece += character;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join(`${CRLF} `);
}

/** N: family;given;additional;prefixes;suffixes from one display name: the last word is the family name. */
function structuredName(fullName: string | null): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const family = words.pop() ?? '';
  return [family, words.join(' '), '', '', ''].map(escapeVCardText).join(';');
}

/**
 * The card as a vCard 3.0 (RFC 2426) for the QR code, the .vcf download and the share sheet: only what the card
 * shows, CRLF line ends, long lines folded. The officer ID goes in NOTE; the agency's note stays off to keep the QR small.
 */
export function buildVCard(card: BusinessCard): string {
  const { officer, agency, contacts } = card;
  const displayName = officer.name ?? agency.name;
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `FN:${escapeVCardText(displayName)}`,
    `N:${structuredName(officer.name)}`,
    `ORG:${escapeVCardText(agency.name)}`,
  ];
  if (officer.title) lines.push(`TITLE:${escapeVCardText(officer.title)}`);
  if (contacts.phone) lines.push(`TEL;TYPE=WORK,VOICE:${escapeVCardText(contacts.phone)}`);
  if (contacts.email) lines.push(`EMAIL;TYPE=INTERNET,WORK:${escapeVCardText(contacts.email)}`);
  // URL is a URI value, not TEXT: it is written as it is (the settings accept only https:// addresses without spaces).
  if (contacts.website) lines.push(`URL:${contacts.website}`);
  if (contacts.address) lines.push(`ADR;TYPE=WORK:;;${escapeVCardText(contacts.address)};;;;`);
  if (officer.officerId) lines.push(`NOTE:${escapeVCardText(`Officer ID: ${officer.officerId}`)}`);
  lines.push('END:VCARD');
  return lines.map(foldVCardLine).join(CRLF) + CRLF;
}

/** The vCard's lines as a person reads them (folds joined, escapes kept), for the text shown under the QR code. */
export function unfoldVCard(vcard: string): string {
  return vcard.replace(/\r\n /g, '').replace(/\r\n/g, '\n').trimEnd();
}
