import type { LatLng } from '@fieldbook/domain';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useOnline } from '../shell/use-online.ts';
import { createGeocoder } from './create-geocoder.ts';
import { isAbortError, PLACE_SEARCH_MIN_LENGTH } from './geocoder.ts';

/** How long the typed address rests before it is looked up: one request when the officer pauses, not one a keystroke. */
export const TYPED_ADDRESS_GEOCODE_DELAY_MS = 1000;

export interface TypedAddress {
  full: string;
  city: string;
  zip: string;
}

/** The text the geocoder is asked: the address, with the city and zip where it does not name them already. */
export function typedAddressQuery({ full, city, zip }: TypedAddress): string {
  const text = full.trim();
  const lower = text.toLowerCase();
  const extra = [city.trim(), zip.trim()].filter((part) => part && !lower.includes(part.toLowerCase()));
  return [text, ...extra].filter(Boolean).join(', ');
}

/**
 * Looks the address the officer typed up with the configured geocoder (VITE_GEOCODER_URL) once typing pauses, and hands
 * the point found to `onFound` with the address it was found for (issue 24, defect 3). Without a geocoder, offline or
 * when the service fails, nothing is found and the report keeps the point it has (the device's). `query`, when given,
 * is what the geocoder is asked instead of the typed address's text (California's DOJ parts); '' asks nothing and
 * drops a lookup still waiting.
 */
export function useTypedAddressGeocoding(
  onFound: (coords: LatLng, typed: TypedAddress) => void,
): (typed: TypedAddress, query?: string) => void {
  const isOnline = useOnline();
  const geocoder = useMemo(() => createGeocoder({ isOnline }), [isOnline]);
  const onFoundRef = useRef(onFound);
  onFoundRef.current = onFound;
  const timer = useRef<number | undefined>(undefined);
  const controller = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      controller.current?.abort();
    },
    [],
  );

  return useCallback(
    (typed: TypedAddress, query?: string) => {
      window.clearTimeout(timer.current);
      controller.current?.abort();
      const text = query ?? (typed.full.trim().length < PLACE_SEARCH_MIN_LENGTH ? '' : typedAddressQuery(typed));
      if (geocoder.isManual || text.trim().length < PLACE_SEARCH_MIN_LENGTH) return;
      timer.current = window.setTimeout(() => {
        const current = new AbortController();
        controller.current = current;
        geocoder.search(text, current.signal).then(
          (places) => {
            const first = places[0];
            if (first && !current.signal.aborted) onFoundRef.current(first.coords, typed);
          },
          (error: unknown) => {
            if (!isAbortError(error)) console.warn('Address lookup failed', error);
          },
        );
      }, TYPED_ADDRESS_GEOCODE_DELAY_MS);
    },
    [geocoder],
  );
}
