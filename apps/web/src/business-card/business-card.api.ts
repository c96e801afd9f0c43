import type { AgencyDetail, BusinessCardSettings, MeResponse } from '@fieldbook/contract';
import { normalizeEmail } from '@fieldbook/domain';
import { queryOptions } from '@tanstack/react-query';
import { isUnreachable } from '../offline/reference-cache.ts';
import { http } from '../shell/http.ts';
import {
  type BusinessCardSnapshot,
  type CardAgency,
  readBusinessCardSnapshot,
  type StoredBusinessCard,
  saveBusinessCardSnapshot,
} from './business-card-store.ts';

/** The card and where it came from: the server now, or this device (with when it was stored). */
export type LoadedBusinessCard = { source: 'server'; snapshot: BusinessCardSnapshot } | ({ source: 'device' } & StoredBusinessCard);

type CardUser = Pick<MeResponse, 'email' | 'agency'>;

/** GET /api/agencies/me for the address; a refusal (not a lost connection) leaves the agency of /users/me. */
async function fetchAgency(me: CardUser, signal: AbortSignal | undefined): Promise<CardAgency> {
  const fromMe: CardAgency = {
    full_name: me.agency?.full_name ?? '',
    phone1: me.agency?.phone1 ?? null,
    email: me.agency?.email ?? null,
    address: null,
    badge_url: me.agency?.badge ?? null,
  };
  try {
    const agency = await http.get<AgencyDetail>('/api/agencies/me', signal ? { signal } : {});
    return {
      full_name: agency.full_name,
      phone1: agency.phone1,
      email: agency.email,
      address: agency.address?.full ?? null,
      badge_url: agency.badge,
    };
  } catch (error) {
    if (isUnreachable(error) || (error instanceof DOMException && error.name === 'AbortError')) throw error;
    return fromMe;
  }
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/**
 * The badge as a data URL, kept in IndexedDB with the card (the service worker caches nothing under /api). Its
 * address changes with the image, so the copy of an earlier visit is reused while the address is the same.
 * A badge that cannot be read leaves the card without it rather than failing the card.
 */
async function loadBadge(url: string, previous: BusinessCardSnapshot | undefined, signal?: AbortSignal): Promise<string | null> {
  if (previous?.agency.badge_url === url && previous.badge_data_url) return previous.badge_data_url;
  try {
    // Served in public (an <img> sends no token): a plain fetch.
    const response = await fetch(url, { signal: signal ?? null, credentials: 'same-origin' });
    if (!response.ok) return null;
    const blob = await response.blob();
    return blob.type.startsWith('image/') ? await readAsDataUrl(blob) : null;
  } catch {
    return null;
  }
}

/**
 * Network first, device second: online, the card settings, the agency and its badge are read and stored on the
 * device for the user (replacing the last copy); when the server cannot be reached the stored copy answers.
 */
export async function loadBusinessCard(me: CardUser, signal?: AbortSignal): Promise<LoadedBusinessCard> {
  try {
    const [settings, agency] = await Promise.all([
      http.get<BusinessCardSettings>('/api/agencies/me/business-card', signal ? { signal } : {}),
      fetchAgency(me, signal),
    ]);
    const previous = await readBusinessCardSnapshot(me.email).catch(() => null);
    const badge = agency.badge_url && settings.show_badge ? await loadBadge(agency.badge_url, previous?.snapshot, signal) : null;
    const snapshot: BusinessCardSnapshot = { settings, agency, badge_data_url: badge };
    await saveBusinessCardSnapshot(me.email, snapshot).catch(() => {});
    return { source: 'server', snapshot };
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    const stored = await readBusinessCardSnapshot(me.email).catch(() => null);
    if (!stored) throw error;
    return { source: 'device', ...stored };
  }
}

export function businessCardQueryOptions(me: CardUser) {
  return queryOptions({
    queryKey: ['business-card', normalizeEmail(me.email)] as const,
    queryFn: ({ signal }) => loadBusinessCard(me, signal),
    // Run while the browser says offline too, so the copy on the device can answer.
    networkMode: 'always',
    retry: false,
  });
}
