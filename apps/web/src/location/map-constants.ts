import type { LatLng } from '@fieldbook/domain';

/** reports.md §9: the map's centre and zoom when there is no data (the middle of the contiguous US). */
export const DEFAULT_MAP_CENTER: LatLng = { latitude: 41.04, longitude: -98.11 };
export const DEFAULT_MAP_ZOOM = 5;
/** reports.md §9: the 'Set your location' map zoom around a known point. */
export const SET_LOCATION_ZOOM = 16;
/** reports.md §9: map marker sizes, numbered (a cluster or list position) and plain. */
export const MARKER_SIZE_NUMBERED_PX = 40;
export const MARKER_SIZE_PLAIN_PX = 15;
