import type { BusinessCardSettings } from '@fieldbook/contract';
import { cacheReferenceData, readReferenceEntry } from '../offline/reference-cache.ts';

/** The reference-store key (offline/reference-cache.ts) under which each user's card is kept on the device. */
export const BUSINESS_CARD_KEY = 'business-card';

/** What the card shows of the agency: GET /api/agencies/me, else the agency of GET /api/users/me. */
export interface CardAgency {
  full_name: string;
  phone1: string | null;
  email: string | null;
  /** The agency's full address, or null. */
  address: string | null;
  /** Where the server serves the badge image; it changes with the image. */
  badge_url: string | null;
}

/**
 * Everything the card needs besides the signed-in user (whom offline/current-user-cache.ts keeps on the device):
 * the card settings, the agency, and the badge image itself as a data URL, so the card opens with no connection.
 */
export interface BusinessCardSnapshot {
  settings: BusinessCardSettings;
  agency: CardAgency;
  badge_data_url: string | null;
}

export interface StoredBusinessCard {
  snapshot: BusinessCardSnapshot;
  /** When it was stored (ISO 8601). */
  savedAt: string;
}

/** Keeps the card for the user, replacing the copy of an earlier visit; resolves once the write is durable. */
export function saveBusinessCardSnapshot(email: string, snapshot: BusinessCardSnapshot): Promise<void> {
  return cacheReferenceData(email, BUSINESS_CARD_KEY, snapshot);
}

/** The card kept for the user on this device, or null. */
export async function readBusinessCardSnapshot(email: string): Promise<StoredBusinessCard | null> {
  const entry = await readReferenceEntry<BusinessCardSnapshot>(email, BUSINESS_CARD_KEY);
  return entry ? { snapshot: entry.value, savedAt: entry.cached_at } : null;
}
