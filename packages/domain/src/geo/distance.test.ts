import { describe, expect, it } from 'vitest';
import { distanceMeters, isNearby } from './distance.ts';

const OMAHA = { latitude: 41.2587, longitude: -96.0254 };

describe('distanceMeters (haversine)', () => {
  it.each([
    ['the same point', OMAHA, OMAHA, 0, 0.001],
    ['one degree of latitude', { latitude: 40, longitude: -98 }, { latitude: 41, longitude: -98 }, 111_195, 1],
    ['one degree of longitude on the equator', { latitude: 0, longitude: 10 }, { latitude: 0, longitude: 11 }, 111_195, 1],
    // Rosetta Code's haversine example, 2887.26 km at R = 6372.8 km, rescaled to the mean radius.
    ['Nashville BNA to Los Angeles LAX', { latitude: 36.12, longitude: -86.67 }, { latitude: 33.94, longitude: -118.4 }, 2_886_448, 200],
    ['40 m east in Omaha', OMAHA, { latitude: 41.2587, longitude: -96.0249215 }, 40, 0.1],
  ])('%s', (_name, a, b, expected, tolerance) => {
    expect(Math.abs(distanceMeters(a, b) - expected)).toBeLessThanOrEqual(tolerance);
    expect(Math.abs(distanceMeters(b, a) - expected)).toBeLessThanOrEqual(tolerance);
  });
});

describe('isNearby (reports.md §9: 50 m)', () => {
  it.each([
    ['40 m east', { latitude: 41.2587, longitude: -96.0249215 }, true],
    ['45 m north', { latitude: 41.2591047, longitude: -96.0254 }, true],
    ['55 m north', { latitude: 41.2591946, longitude: -96.0254 }, false],
    ['60 m east', { latitude: 41.2587, longitude: -96.0246822 }, false],
  ])('%s of Omaha is nearby: %s', (_name, point, expected) => {
    expect(isNearby(OMAHA, point)).toBe(expected);
  });

  it('takes another radius', () => {
    expect(isNearby(OMAHA, { latitude: 41.2587, longitude: -96.0246822 }, 100)).toBe(true);
  });
});
