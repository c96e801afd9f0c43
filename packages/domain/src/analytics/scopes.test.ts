import { describe, expect, it } from 'vitest';
import { computeWidget, WIDGET_CATALOG } from './catalog.ts';
import { countPeople } from './counters.ts';
import { ACTIONS, IDENTITIES, RACE_GROUPS, REASON_GROUPS, RESULT_GROUPS } from './fact-sources.ts';
import type { AnalyticsPerson } from './person-facts.ts';
import { comparisonPartOf, summaryOf } from './scopes.ts';
import { contextOf, person } from './test-people.test-helper.ts';
import { CounterReader, type WidgetContext } from './widget-context.ts';

/** A seeded generator (mulberry32): the same varied people on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** People with every fact varied, on the days of a month. */
function variedPeople(count: number, month: string, seed: number): AnalyticsPerson[] {
  const next = random(seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  const some = <T>(values: readonly T[], chance: number): T[] => values.filter(() => next() < chance);
  return Array.from({ length: count }, (_, index) => {
    const searched = next() < 0.2;
    const force = next() < 0.1;
    return person({
      reportId: `${month}-${Math.floor(index / 2)}`,
      person: index % 2,
      day: `${month}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`,
      minute: Math.floor(next() * 1440),
      weekday: Math.floor(next() * 7),
      contactType: next() < 0.1 ? 'cfs' : 'opa',
      authorId: pick(['officer-1', 'officer-2', 'officer-3']),
      officerIds: some(['officer-1', 'officer-2', 'officer-3'], 0.2),
      areaIds: some(['area-1', 'area-2'], 0.4),
      tagIds: some(['tag-1'], 0.3),
      officerYears: Math.floor(next() * 25),
      lat: 32.7 + next() / 10,
      lng: -117.2 + next() / 10,
      duration: Math.floor(next() * 300) - 5,
      wasUseOfForce: force,
      hasComplaints: next() < 0.05,
      hasInvestigations: next() < 0.05,
      race: pick(RACE_GROUPS),
      gender: pick(['man', 'woman', 'nonbinary']),
      age: 12 + Math.floor(next() * 70),
      identities: some(IDENTITIES, 0.05),
      reason: pick(REASON_GROUPS),
      actions: some(ACTIONS, 0.1),
      searched,
      frisk: next() < 0.1,
      askedConsent: next() < 0.1,
      basis: searched ? some(['consent', 'odor', 'visible_contraband', 'incident_to_arrest'], 0.4) : [],
      consentOnly: searched && next() < 0.2,
      contraband: searched && next() < 0.3 ? some(['drugs', 'firearm', 'weapon', 'money'], 0.5) : [],
      contrabandRecorded: searched,
      force,
      forceTier: force ? pick([0, 1, 2, 3, 4]) : null,
      forceActions: force ? some(['handcuffed', 'taser', 'baton', 'firearm_pointed'], 0.5) : [],
      results: some(RESULT_GROUPS, 0.35),
      injury: force && next() < 0.3 ? pick(['minor', 'serious']) : null,
      daylight: pick(['light', 'dark', null]),
    });
  });
}

/** The context as generate builds it, with the comparisons (and the agency) read from full counters or their part. */
function contexts(officerFiltered: boolean): [WidgetContext, WidgetContext] {
  const current = variedPeople(2000, '2026-03', 1);
  const previous = variedPeople(2000, '2026-02', 2);
  const lastYear = variedPeople(2000, '2025-03', 3);
  const mine = (people: AnalyticsPerson[]) => (officerFiltered ? people.filter((entry) => entry.authorId === 'officer-1') : people);
  const base = contextOf(mine(current), { previous: mine(previous), lastYear: mine(lastYear) }, { officerFiltered });
  const officers = ['officer-1', 'officer-2', 'officer-3'].map((id) => ({
    id,
    name: id,
    counters: new CounterReader(summaryOf(countPeople(current.filter((entry) => entry.authorId === id)))),
  }));
  const full: WidgetContext = officerFiltered ? { ...base, agency: new CounterReader(countPeople(current)) } : { ...base, officers };
  const part = (reader: CounterReader) => new CounterReader(comparisonPartOf(reader.counters));
  const compared: WidgetContext = { ...full, previous: part(full.previous), lastYear: part(full.lastYear) };
  if (full.agency) compared.agency = part(full.agency);
  return [full, compared];
}

describe('comparisonPartOf', { timeout: 60_000 }, () => {
  it('keeps about a quarter of the keys or less', () => {
    const counters = countPeople(variedPeople(2000, '2026-03', 1));
    expect(Object.keys(comparisonPartOf(counters)).length).toBeLessThan(Object.keys(counters).length * 0.5);
  });

  for (const officerFiltered of [false, true]) {
    it(`gives every widget the same answer as the full counters${officerFiltered ? ' under an officer filter' : ''}`, () => {
      const [full, part] = contexts(officerFiltered);
      for (const [position, definition] of WIDGET_CATALOG.entries()) {
        expect(computeWidget(definition, part, position), definition.id).toEqual(computeWidget(definition, full, position));
      }
    });
  }

  it('would be caught leaving out a family a comparison reads', () => {
    const [full] = contexts(false);
    const withoutDurations = (reader: CounterReader) =>
      new CounterReader(Object.fromEntries(Object.entries(reader.counters).filter(([key]) => !key.startsWith('c.dur:'))));
    const broken = { ...full, previous: withoutDurations(full.previous) };
    const changed = WIDGET_CATALOG.filter(
      (definition, position) =>
        JSON.stringify(computeWidget(definition, broken, position)) !== JSON.stringify(computeWidget(definition, full, position)),
    );
    expect(changed.length).toBeGreaterThan(0);
  });
});
