import type { Colour } from './widget-types.ts';

/**
 * Chart and map colours (analytics.md §9): 8 base colours for the day theme with their night counterparts, extended by
 * a light and a dark set; they repeat cyclically.
 */
const DAY = ['#2563eb', '#d97706', '#059669', '#dc2626', '#7c3aed', '#0891b2', '#db2777', '#4b5563'];
const NIGHT = ['#60a5fa', '#fbbf24', '#34d399', '#f87171', '#a78bfa', '#22d3ee', '#f472b6', '#9ca3af'];
const DAY_LIGHT = ['#93c5fd', '#fcd34d', '#6ee7b7', '#fca5a5', '#c4b5fd', '#67e8f9', '#f9a8d4', '#d1d5db'];
const DAY_DARK = ['#1e3a8a', '#92400e', '#065f46', '#991b1b', '#4c1d95', '#155e75', '#9d174d', '#1f2937'];

export const PALETTE: readonly Colour[] = [
  ...DAY.map((day, index) => ({ day, night: NIGHT[index] as string })),
  ...DAY_LIGHT.map((day, index) => ({ day, night: DAY_LIGHT[index] as string })),
  ...DAY_DARK.map((day, index) => ({ day, night: NIGHT[index] as string })),
];

export function colourAt(index: number): Colour {
  return PALETTE[((index % PALETTE.length) + PALETTE.length) % PALETTE.length] as Colour;
}
