import type { LatLng } from '@fieldbook/domain';
import { useEffect, useRef, useState } from 'react';
import { type Geocoder, isAbortError, type Place } from './geocoder.ts';

/** Reverse geocodes a placed pin, keeping only the answer for the latest pin. */
export function useAddressLookup(geocoder: Geocoder, onFound: (place: Place, coords: LatLng) => void) {
  const controllerRef = useRef<AbortController | null>(null);
  const onFoundRef = useRef(onFound);
  onFoundRef.current = onFound;
  const [isLookingUp, setIsLookingUp] = useState(false);

  useEffect(() => () => controllerRef.current?.abort(), []);

  function lookUp(coords: LatLng) {
    controllerRef.current?.abort();
    if (geocoder.isManual) return;
    const controller = new AbortController();
    controllerRef.current = controller;
    setIsLookingUp(true);
    geocoder
      .reverse(coords, controller.signal)
      .then(
        (place) => {
          if (place && !controller.signal.aborted) onFoundRef.current(place, coords);
        },
        (error: unknown) => {
          if (!isAbortError(error)) console.warn('Address lookup failed', error);
        },
      )
      .finally(() => {
        if (controllerRef.current === controller) setIsLookingUp(false);
      });
  }

  return { lookUp, isLookingUp };
}
