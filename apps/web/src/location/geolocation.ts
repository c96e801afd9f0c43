import type { LatLng } from '@fieldbook/domain';
import { useEffect, useState } from 'react';

/** Gives up on a fix after this long (a phone indoors can take a while, never forever). */
export const GEOLOCATION_TIMEOUT_MS = 20_000;
/** A fix this recent is good enough for a report started a minute later. */
export const GEOLOCATION_MAXIMUM_AGE_MS = 60_000;

/** Where the device is, and how sure it is: the radius in metres the Geolocation API gives (issue 24, defect 3). */
export interface DevicePosition extends LatLng {
  accuracy: number;
}

/**
 * Reads the device position once with high accuracy (reports.md §4). Resolves null when the browser has no
 * geolocation, the officer refuses it or it fails: the failure is only logged (reports.md §8), never shown.
 */
export function readDevicePosition(): Promise<DevicePosition | null> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) {
    console.info('Geolocation is not available on this device.');
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy }),
      (error) => {
        console.warn(`Geolocation failed (${error.code}): ${error.message}`);
        resolve(null);
      },
      { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: GEOLOCATION_MAXIMUM_AGE_MS },
    );
  });
}

/** The device's point alone (the report's general_information.device.coords). */
export async function readDeviceLocation(): Promise<LatLng | null> {
  const position = await readDevicePosition();
  return position ? { latitude: position.latitude, longitude: position.longitude } : null;
}

export interface DevicePositionState {
  /** The device position, or null while reading or when it could not be read. */
  position: DevicePosition | null;
  isReading: boolean;
}

/** Reads the device position once when the component mounts (the report form on entry). */
export function useDevicePosition(): DevicePositionState {
  const [state, setState] = useState<DevicePositionState>({ position: null, isReading: true });
  useEffect(() => {
    let isCurrent = true;
    readDevicePosition().then((position) => {
      if (isCurrent) setState({ position, isReading: false });
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  return state;
}
