import { countPeople } from './counters.ts';
import type { AnalyticsPerson } from './person-facts.ts';
import { CounterReader, type WidgetContext } from './widget-context.ts';

/** A hand-made person for widget tests: a proactive White traffic stop on 2026-03-10 at 17:00 with nothing else. */
export function person(overrides: Partial<AnalyticsPerson> = {}): AnalyticsPerson {
  return {
    reportId: overrides.reportId ?? `r-${Math.random()}`,
    person: 0,
    day: '2026-03-10',
    minute: 17 * 60,
    weekday: 2,
    contactType: 'opa',
    authorId: 'officer-1',
    officerIds: [],
    areaIds: [],
    tagIds: [],
    officerYears: 5,
    lat: 32.75,
    lng: -117.1,
    duration: 20,
    wasUseOfForce: false,
    hasComplaints: false,
    hasInvestigations: false,
    race: 'white',
    gender: 'man',
    age: 30,
    identities: [],
    reason: 'traffic',
    actions: [],
    searched: false,
    frisk: false,
    askedConsent: false,
    basis: [],
    consentOnly: false,
    contraband: [],
    contrabandRecorded: false,
    force: false,
    forceTier: null,
    forceActions: [],
    results: ['citation'],
    injury: null,
    daylight: 'light',
    ...overrides,
  };
}

/** `count` copies of a person (each its own report). */
export const many = (count: number, overrides: Partial<AnalyticsPerson> = {}) =>
  Array.from({ length: count }, (_, index) => person({ ...overrides, reportId: `${overrides.reportId ?? 'r'}-${index}` }));

/** A widget context over hand-made people for March 2026 (previous: February, last year: March 2025 when given). */
export function contextOf(
  people: AnalyticsPerson[],
  compared: { previous?: AnalyticsPerson[]; lastYear?: AnalyticsPerson[] } = {},
  rest: Partial<WidgetContext> = {},
): WidgetContext {
  const { previous = [], lastYear = [] } = compared;
  const days = Array.from({ length: 31 }, (_, index) => `2026-03-${String(index + 1).padStart(2, '0')}`);
  return {
    current: new CounterReader(countPeople(people)),
    previous: new CounterReader(countPeople(previous)),
    lastYear: new CounterReader(countPeople(lastYear)),
    period: { kind: 'month', from: '2026-03-01', to: '2026-03-31', days: 31 },
    xAxis: days.map((day) => ({ label: day, days: [day] })),
    officers: [],
    groups: [],
    areaNames: {},
    optionLabels: {},
    points: [],
    pointsLimited: false,
    officerFiltered: false,
    population: null,
    tagFiltered: false,
    ...rest,
  };
}
