import { DEFAULT_BUSINESS_CARD_SETTINGS } from '@fieldbook/contract';
import { describe, expect, it } from 'vitest';
import { cardFileStem, cardImageFileName, composeBusinessCard, hasContactDetails, vCardFileName } from './business-card-model.ts';
import type { BusinessCardSnapshot } from './business-card-store.ts';

const officer = { name: 'Jordan Lee', title: 'Officer', officer_id: 'DPD-0217' };
const snapshot: BusinessCardSnapshot = {
  settings: DEFAULT_BUSINESS_CARD_SETTINGS,
  agency: {
    full_name: 'Demo Police Department',
    phone1: '+1 916 555 0100',
    email: 'records@demo.test',
    address: '300 Richards Blvd, Sacramento, CA 95811',
    badge_url: '/api/agencies/a/badge/0123456789abcdef',
  },
  badge_data_url: 'data:image/png;base64,AAAA',
};

describe('composeBusinessCard', () => {
  it("shows the officer and the agency's contacts until the settings choose others", () => {
    expect(composeBusinessCard(officer, snapshot)).toEqual({
      officer: { name: 'Jordan Lee', title: 'Officer', officerId: 'DPD-0217' },
      agency: { name: 'Demo Police Department', badge: 'data:image/png;base64,AAAA' },
      contacts: {
        phone: '+1 916 555 0100',
        email: 'records@demo.test',
        website: null,
        address: '300 Richards Blvd, Sacramento, CA 95811',
      },
      message: null,
    });
  });

  it("puts the card's phone, e-mail, website and note in, and hides the parts turned off", () => {
    const settings = {
      phone: '(916) 555-0199',
      email: 'desk@demo.test',
      website: 'https://demo.example.gov',
      message: 'Thank you.',
      show_officer_name: false,
      show_officer_id: false,
      show_title: false,
      show_badge: false,
      show_address: false,
    };
    const card = composeBusinessCard(officer, { ...snapshot, settings });
    expect(card.officer).toEqual({ name: null, title: null, officerId: null });
    expect(card.agency.badge).toBeNull();
    expect(card.contacts).toEqual({ phone: '(916) 555-0199', email: 'desk@demo.test', website: 'https://demo.example.gov', address: null });
    expect(card.message).toBe('Thank you.');
  });

  it('has no contact details when neither the settings nor the agency give any', () => {
    const bare = { ...snapshot, agency: { ...snapshot.agency, phone1: null, email: ' ', address: null } };
    expect(hasContactDetails(composeBusinessCard(officer, bare))).toBe(false);
    expect(hasContactDetails(composeBusinessCard(officer, snapshot))).toBe(true);
  });
});

describe('file names', () => {
  const card = composeBusinessCard(officer, snapshot);

  it("names the vCard and the PNG after the officer's name", () => {
    expect(vCardFileName(card)).toBe('jordan-lee.vcf');
    expect(cardImageFileName(card)).toBe('jordan-lee-business-card.png');
  });

  it('keeps ASCII only, drops accents and symbols, and falls back to the agency, then to a plain name', () => {
    expect(cardFileStem({ ...card, officer: { ...card.officer, name: "  José O'Brien-Núñez / Unit 5 " } })).toBe(
      'jose-o-brien-nunez-unit-5',
    );
    expect(cardImageFileName({ ...card, officer: { ...card.officer, name: null } })).toBe('demo-police-department-business-card.png');
    expect(vCardFileName({ ...card, officer: { ...card.officer, name: '李 警官' } })).toBe('business-card.vcf');
    expect(cardFileStem({ ...card, officer: { ...card.officer, name: `${'a'.repeat(59)} b` } })).toBe('a'.repeat(59));
  });
});
