import type { LatLng } from '@fieldbook/domain';
import { useEffect, useState } from 'react';

/** Gives up on a fix after this long (a phone indoors can take a while, never forever). */
export const GEOLOCATION_TIMEOUT_MS = 20_000;
/** A fix this recent is good enough for a report started a minute later. */
export const GEOLOCATION_MAXIMUM_AGE_MS = 60_000;

/**
 * Reads the device position once with high accuracy (reports.md §4). Resolves null when the browser has no
 * geolocation, the officer refuses it or it fails: the failure is only logged (reports.md §8), never shown.
 */
export function readDeviceLocation(): Promise<LatLng | null> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) {
    console.info('Geolocation is not available on this device.');
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => {
        console.warn(`Geolocation failed (${error.code}): ${error.message}`);
        resolve(null);
      },
      { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: GEOLOCATION_MAXIMUM_AGE_MS },
    );
  });
}

export interface DeviceLocation {
  /** The device position, or null while reading or when it could not be read. */
  coords: LatLng | null;
  isReading: boolean;
}

/** Reads the device location once when the component mounts (the report form on entry). */
export function useDeviceLocation(): DeviceLocation {
  const [state, setState] = useState<DeviceLocation>({ coords: null, isReading: true });
  useEffect(() => {
    let isCurrent = true;
    readDeviceLocation().then((coords) => {
      if (isCurrent) setState({ coords, isReading: false });
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  return state;
}
