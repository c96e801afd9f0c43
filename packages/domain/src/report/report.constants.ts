/** The two contact types (reports.md §1). */
export const CONTACT_TYPES = ['Call For Service', 'Officer Pro-active'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/** Lighting options (reports.md §3). */
export const LIGHTING_CONDITIONS: readonly string[] = [
  'Artificial Lighting (Streetlights)',
  'Artificial Lighting (Vehicle Lights)',
  'Bright Daylight',
  'Complete Darkness',
  'Overcast/Cloudy',
  'Shadowed/Partially Lit',
  'Twilight/Dawn',
];
