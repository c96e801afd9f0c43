/**
 * Sunset and civil dusk from coordinates and a date (NOAA's solar equations, accurate to about a minute between the
 * polar circles), for the veil-of-darkness test: daylight comes from the sun's position, never from the officer's
 * lighting field (analytics-widgets.md B9).
 */

const RAD = Math.PI / 180;
const SUNSET_ALTITUDE = -0.833;
const CIVIL_DUSK_ALTITUDE = -6;

/**
 * Minutes after UTC midnight of `dayUtc` when the sun crosses `altitude` degrees, setting (or rising), or null (polar
 * day or night).
 */
function crossingMinuteUtc(dayUtc: Date, latitude: number, longitude: number, altitude: number, rising = false): number | null {
  const start = Date.UTC(dayUtc.getUTCFullYear(), 0, 1);
  const dayOfYear = Math.floor((dayUtc.getTime() - start) / 86_400_000) + 1;
  const gamma = ((2 * Math.PI) / 365) * (dayOfYear - 1);
  const equationOfTime =
    229.18 *
    (0.000075 + 0.001868 * Math.cos(gamma) - 0.032077 * Math.sin(gamma) - 0.014615 * Math.cos(2 * gamma) - 0.040849 * Math.sin(2 * gamma));
  const declination =
    0.006918 -
    0.399912 * Math.cos(gamma) +
    0.070257 * Math.sin(gamma) -
    0.006758 * Math.cos(2 * gamma) +
    0.000907 * Math.sin(2 * gamma) -
    0.002697 * Math.cos(3 * gamma) +
    0.00148 * Math.sin(3 * gamma);
  const phi = latitude * RAD;
  const cosHourAngle = (Math.sin(altitude * RAD) - Math.sin(phi) * Math.sin(declination)) / (Math.cos(phi) * Math.cos(declination));
  if (cosHourAngle < -1 || cosHourAngle > 1) return null;
  const hourAngle = Math.acos(cosHourAngle) / RAD;
  return 720 - 4 * (longitude + (rising ? hourAngle : -hourAngle)) - equationOfTime;
}

export interface Twilight {
  /** Civil dawn, sunrise, sunset and civil dusk as UTC instants (ms). */
  dawn: number;
  sunrise: number;
  sunset: number;
  dusk: number;
}

/** Civil dawn, sunrise, sunset and civil dusk on the calendar day (UTC date of `instant` shifted by longitude) of a place. */
export function twilightOn(instant: Date, latitude: number, longitude: number): Twilight | null {
  // The solar day that contains the instant: shift by longitude so an evening in the Americas keeps its own date.
  const solar = new Date(instant.getTime() + (longitude / 15) * 3_600_000);
  const day = new Date(Date.UTC(solar.getUTCFullYear(), solar.getUTCMonth(), solar.getUTCDate()));
  const minutes = [
    crossingMinuteUtc(day, latitude, longitude, CIVIL_DUSK_ALTITUDE, true),
    crossingMinuteUtc(day, latitude, longitude, SUNSET_ALTITUDE, true),
    crossingMinuteUtc(day, latitude, longitude, SUNSET_ALTITUDE),
    crossingMinuteUtc(day, latitude, longitude, CIVIL_DUSK_ALTITUDE),
  ];
  if (minutes.some((minute) => minute === null)) return null;
  const [dawn, sunrise, sunset, dusk] = minutes.map((minute) => day.getTime() + (minute as number) * 60_000) as [
    number,
    number,
    number,
    number,
  ];
  return { dawn, sunrise, sunset, dusk };
}

/**
 * Light or dark for the veil-of-darkness test: 'light' from sunrise to sunset, 'dark' before civil dawn and after civil
 * dusk, 'twilight' between (dropped by the test); null without a place or near the poles.
 */
export function daylightAt(instant: Date, latitude: number | null, longitude: number | null): 'light' | 'dark' | 'twilight' | null {
  if (latitude === null || longitude === null || Math.abs(latitude) > 66) return null;
  const twilight = twilightOn(instant, latitude, longitude);
  if (!twilight) return null;
  const at = instant.getTime();
  if (at < twilight.dawn || at >= twilight.dusk) return 'dark';
  if (at >= twilight.sunrise && at < twilight.sunset) return 'light';
  return 'twilight';
}
