/** Display labels of the canonical analytics codes (fact-sources.ts); unknown codes read as words. */
const LABELS: Record<string, string> = {
  white: 'White',
  black: 'Black',
  hispanic: 'Hispanic/Latine',
  asian: 'Asian',
  asian_pacific_islander: 'Asian/Pacific Islander',
  pacific_islander: 'Pacific Islander',
  native_american: 'Native American',
  middle_eastern_south_asian: 'Middle Eastern/South Asian',
  multiracial: 'Multiracial',
  other: 'Other',
  unknown: 'Not recorded',
  man: 'Man',
  woman: 'Woman',
  trans_man: 'Transgender man',
  trans_woman: 'Transgender woman',
  nonbinary: 'Non-binary',
  traffic: 'Traffic violation',
  reasonable_suspicion: 'Reasonable suspicion',
  probable_cause: 'Probable cause',
  warrant: 'Warrant',
  supervision: 'Parole/probation',
  call_for_service: 'Call for service',
  consensual: 'Consensual encounter',
  welfare: 'Welfare check',
  school: 'School related',
  no_action: 'No action',
  warning: 'Warning',
  citation: 'Citation',
  arrest: 'Arrest',
  cfs: 'Call For Service',
  opa: 'Officer Pro-active',
  removed_from_vehicle: 'Removed from vehicle',
  curbside_detention: 'Curbside detention',
  patrol_car_detention: 'Patrol-car detention',
  handcuffed: 'Handcuffed',
  frisk: 'Frisk',
  search_of_person: 'Search of person',
  search_of_property: 'Search of property',
  asked_consent: 'Asked consent',
  field_sobriety_test: 'Field sobriety test',
  photographed: 'Photographed',
  asked_supervision_status: 'Asked parole/probation',
  canine_search: 'Canine search',
  property_seized: 'Property seized',
  vehicle_impounded: 'Vehicle impounded',
  disability: 'Disability',
  mental_health: 'Mental-health disability',
  lgbt: 'LGB+',
  transgender: 'Transgender',
  limited_english: 'Limited English',
  unhoused: 'Unhoused',
  youth: 'Under 18',
};

export function labelOf(code: string): string {
  const label = LABELS[code];
  if (label) return label;
  const words = code.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const RACE_FOOTNOTE =
  'Race is as perceived by the officer, not self-reported; Hispanic/Latine first, then several races as Multiracial.';
