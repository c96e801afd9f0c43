import type { AreaView } from '@fieldbook/contract';
import { MESSAGES } from '@fieldbook/domain';
import { describe, expect, it } from 'vitest';
import { confirmDraft, draftFromAddress, draftIssues, hasDraftChanged, withTypedField } from './location-draft.ts';

const ADDRESS = {
  full: 'N 72nd St & Dodge St, Omaha, NE 68114, USA',
  main: 'N 72nd St & Dodge St',
  city: 'Omaha',
  state_id: 'NE',
  zip: '68114',
  coords: { latitude: 41.2587, longitude: -96.0254 },
};
const AREAS: AreaView[] = [
  {
    id: 'a-72',
    name: '72nd & Dodge',
    acronym: 'WD',
    polygon: [
      [-96.03, 41.255],
      [-96.02, 41.255],
      [-96.02, 41.262],
      [-96.03, 41.262],
    ],
  },
  {
    id: 'a-far',
    name: 'Lincoln',
    acronym: 'LN',
    polygon: [
      [-96.72, 40.8],
      [-96.68, 40.8],
      [-96.68, 40.83],
    ],
  },
];

describe('location draft rules (reports.md §5)', () => {
  it.each([
    ['a valid address', {}, {}],
    ['an empty text', { full: '  ' }, { full: MESSAGES.locationFull }],
    ['a text of 100 characters', { full: 'x'.repeat(100) }, {}],
    ['a text of 101 characters', { full: 'x'.repeat(101) }, { full: MESSAGES.locationFullTooLong }],
    ['a city of 41 characters', { city: 'c'.repeat(41) }, { city: MESSAGES.locationCityTooLong }],
    ['no zip', { zip: '' }, { zip: MESSAGES.locationZip }],
    ['a zip of 6 characters', { zip: '681141' }, { zip: MESSAGES.locationZipTooLong }],
    // Issue 24, defect 12: the domain's zip rule, shared with the report and the server.
    ['a zip with letters', { zip: '681A4' }, { zip: MESSAGES.locationZipDigits }],
    ['a zip of 4 digits', { zip: '6811' }, { zip: MESSAGES.locationZipDigits }],
  ])('%s', (_name, change, expected) => {
    expect(draftIssues({ ...draftFromAddress(ADDRESS), ...change })).toEqual(expected);
  });

  it('counts a change of text, city, zip or pin, ignoring surrounding spaces', () => {
    const original = draftFromAddress(ADDRESS);
    expect(hasDraftChanged({ ...original, full: `${ADDRESS.full} ` }, original)).toBe(false);
    expect(hasDraftChanged(withTypedField(original, 'city', 'Ralston'), original)).toBe(true);
    expect(hasDraftChanged({ ...original, coords: { latitude: 41.2588, longitude: -96.0254 } }, original)).toBe(true);
  });

  it('takes the street from the first part of a typed text', () => {
    expect(withTypedField(draftFromAddress(null), 'full', '1200 Riverside Dr, Springfield').main).toBe('1200 Riverside Dr');
  });

  it('confirms the address with the areas whose 200 m circle meets the point', () => {
    expect(confirmDraft(draftFromAddress(ADDRESS), AREAS)).toEqual({ address: ADDRESS, areas: [{ id: 'a-72', name: '72nd & Dodge' }] });
    const typed = { ...draftFromAddress(ADDRESS), coords: null };
    const { coords: _coords, ...withoutCoords } = ADDRESS;
    expect(confirmDraft(typed, AREAS)).toEqual({ address: withoutCoords, areas: [] });
  });
});
