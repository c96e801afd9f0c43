import { describe, expect, it } from 'vitest';
import type { BusinessCard } from './business-card-model.ts';
import { buildVCard, escapeVCardText, foldVCardLine, unfoldVCard, VCARD_LINE_OCTETS } from './vcard.ts';

function makeCard(overrides: Partial<BusinessCard> = {}): BusinessCard {
  return {
    officer: { name: 'Jordan Lee', title: 'Officer', officerId: 'DPD-0217' },
    agency: { name: 'Demo Police Department', badge: null },
    contacts: { phone: '(916) 555-0100', email: 'front-desk@demo.test', website: 'https://demo-pd.example.gov', address: null },
    message: null,
    ...overrides,
  };
}

const lines = (vcard: string) => vcard.split('\r\n');
const octets = (text: string) => new TextEncoder().encode(text).length;

describe('buildVCard', () => {
  it('writes a vCard 3.0 with the chosen fields, CRLF line ends and the officer ID in NOTE', () => {
    const vcard = buildVCard(makeCard());
    expect(vcard).toBe(
      [
        'BEGIN:VCARD',
        'VERSION:3.0',
        'FN:Jordan Lee',
        'N:Lee;Jordan;;;',
        'ORG:Demo Police Department',
        'TITLE:Officer',
        'TEL;TYPE=WORK,VOICE:(916) 555-0100',
        'EMAIL;TYPE=INTERNET,WORK:front-desk@demo.test',
        'URL:https://demo-pd.example.gov',
        'NOTE:Officer ID: DPD-0217',
        'END:VCARD',
        '',
      ].join('\r\n'),
    );
    expect(vcard.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('leaves out what the card does not show, and names the card after the agency without the officer', () => {
    const vcard = buildVCard(
      makeCard({
        officer: { name: null, title: null, officerId: null },
        contacts: { phone: null, email: null, website: null, address: null },
      }),
    );
    expect(lines(vcard)).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Demo Police Department',
      'N:;;;;',
      'ORG:Demo Police Department',
      'END:VCARD',
      '',
    ]);
  });

  it('adds the agency address as a work ADR', () => {
    const vcard = buildVCard(makeCard({ contacts: { ...makeCard().contacts, address: '300 Richards Blvd, Sacramento, CA 95811' } }));
    expect(lines(vcard)).toContain('ADR;TYPE=WORK:;;300 Richards Blvd\\, Sacramento\\, CA 95811;;;;');
  });

  it('escapes commas, semicolons, backslashes and newlines in text values (RFC 2426 §4)', () => {
    expect(escapeVCardText('a,b;c\\d\ne\r\nf')).toBe('a\\,b\\;c\\\\d\\ne\\nf');
    const vcard = buildVCard(
      makeCard({
        officer: { name: 'Ana María de la Cruz', title: 'Sergeant; Patrol, Night', officerId: 'A;1' },
        agency: { name: 'Police, Fire; Rescue', badge: null },
      }),
    );
    expect(lines(vcard)).toEqual(
      expect.arrayContaining([
        'FN:Ana María de la Cruz',
        'N:Cruz;Ana María de la;;;',
        'ORG:Police\\, Fire\\; Rescue',
        'TITLE:Sergeant\\; Patrol\\, Night',
        'NOTE:Officer ID: A\\;1',
      ]),
    );
  });

  it('folds lines past 75 octets with CRLF and a space, never inside a character', () => {
    const longName = `${'Ñ'.repeat(50)} Zed`;
    const vcard = buildVCard(makeCard({ agency: { name: longName, badge: null } }));
    for (const line of lines(vcard)) expect(octets(line)).toBeLessThanOrEqual(VCARD_LINE_OCTETS);
    expect(vcard).toContain('\r\n ');
    expect(unfoldVCard(vcard).split('\n')).toContain(`ORG:${longName}`);
    expect(vcard).not.toContain('\uFFFD');
  });

  it('keeps short lines whole and folds long ASCII lines at exactly 75 octets', () => {
    expect(foldVCardLine('FN:Jordan Lee')).toBe('FN:Jordan Lee');
    const folded = foldVCardLine(`NOTE:${'x'.repeat(200)}`).split('\r\n');
    expect(folded.map(octets)).toEqual([75, 75, 57]); // 205 octets: 75 + (1 + 74) + (1 + 56);
    expect(folded.slice(1).every((line) => line.startsWith(' '))).toBe(true);
  });

  it('stays small enough for a readable QR code with every field filled', () => {
    const vcard = buildVCard(makeCard({ contacts: { ...makeCard().contacts, address: '300 Richards Blvd, Sacramento, CA 95811' } }));
    expect(octets(vcard)).toBeLessThan(400);
  });
});
