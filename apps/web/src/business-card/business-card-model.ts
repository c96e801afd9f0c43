import type { MeResponse } from '@fieldbook/contract';
import type { BusinessCardSnapshot } from './business-card-store.ts';

/** Settings > Business Card, where the card's contents are chosen (analytics.md §2). */
export const EDIT_CARD_PATH = '/app/settings?section=business_card';

/** The card as it shows: each part present only when the settings choose it and it has a value. */
export interface BusinessCard {
  officer: { name: string | null; title: string | null; officerId: string | null };
  /** `badge` is an image URL (a data URL once stored on the device), or null. */
  agency: { name: string; badge: string | null };
  contacts: { phone: string | null; email: string | null; website: string | null; address: string | null };
  message: string | null;
}

export type CardOfficer = Pick<MeResponse, 'name' | 'title' | 'officer_id'>;

const filled = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * Applies the settings of Settings > Business Card: the officer's parts it chooses to show, its phone and e-mail
 * in place of the agency's (the agency's when left empty), its website and note, and the agency's address if chosen.
 */
export function composeBusinessCard(officer: CardOfficer, { settings, agency, badge_data_url }: BusinessCardSnapshot): BusinessCard {
  return {
    officer: {
      name: settings.show_officer_name ? filled(officer.name) : null,
      title: settings.show_title ? filled(officer.title) : null,
      officerId: settings.show_officer_id ? filled(officer.officer_id) : null,
    },
    agency: { name: agency.full_name, badge: settings.show_badge ? (badge_data_url ?? agency.badge_url) : null },
    contacts: {
      phone: filled(settings.phone) ?? filled(agency.phone1),
      email: filled(settings.email) ?? filled(agency.email),
      website: filled(settings.website),
      address: settings.show_address ? filled(agency.address) : null,
    },
    message: filled(settings.message),
  };
}

/** Whether the card carries any way to reach the agency; without one the page points to Settings. */
export function hasContactDetails(card: BusinessCard): boolean {
  return Object.values(card.contacts).some((value) => value !== null);
}

/** A file name from the officer's (else the agency's) name: lower-case ASCII words joined by hyphens. */
export function cardFileStem(card: BusinessCard): string {
  const stem = (card.officer.name ?? card.agency.name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return stem || 'business-card';
}

export const vCardFileName = (card: BusinessCard) => `${cardFileStem(card)}.vcf`;
export const cardImageFileName = (card: BusinessCard) => `${cardFileStem(card)}-business-card.png`;
