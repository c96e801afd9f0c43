import type { AnalyticsConfig } from '@fieldbook/contract';
import {
  type AnalyticsPerson,
  CounterReader,
  colourAt,
  computeWidget,
  countPeople,
  labelOf,
  type MapPoint,
  type PeriodRange,
  WIDGET_CATALOG,
  WIDGET_KINDS,
  type Widget,
  type WidgetContext,
  type WidgetKind,
  xAxisOf,
} from '@fieldbook/domain';

/**
 * Widgets computed by the domain for the web tests (never hand-written numbers): a deterministic sample of people
 * stopped in March 2026 is counted with countPeople and the widget catalogue computes its widgets from them.
 */

const PERIOD: PeriodRange = { kind: 'month', from: '2026-03-01', to: '2026-03-31', days: 31 };
const AREAS = { 'area-north': 'North', 'area-south': 'South', 'area-east': 'East' } as const;
const REASONS = ['traffic', 'reasonable_suspicion', 'probable_cause', 'consensual'] as const;
const RESULTS = ['no_action', 'warning', 'citation', 'arrest'] as const;
const RACES = ['white', 'black', 'hispanic', 'asian'] as const;

/** A seeded generator, so every run computes the same widgets. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One person stopped (the pattern of packages/domain test-people.test-helper.ts). */
export function person(overrides: Partial<AnalyticsPerson> = {}): AnalyticsPerson {
  const base = {
    reportId: 'r-0',
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
    lat: 41.26,
    lng: -95.94,
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
    contrabandRecorded: true,
    force: false,
    forceTier: null,
    forceActions: [],
    results: ['citation'],
    injury: null,
    daylight: 'light',
  } satisfies Partial<AnalyticsPerson>;
  return { ...base, ...overrides } as AnalyticsPerson;
}

/** `count` people of March 2026 spread over days, hours, areas, races, reasons and results. */
export function samplePeople(count = 240, seed = 7): AnalyticsPerson[] {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  return Array.from({ length: count }, (_, index) => {
    const dayOfMonth = 1 + Math.floor(random() * 31);
    const day = `2026-03-${String(dayOfMonth).padStart(2, '0')}`;
    const searched = random() < 0.2;
    const area = pick(Object.keys(AREAS));
    return person({
      reportId: `report-${index}`,
      day,
      weekday: new Date(`${day}T12:00:00Z`).getUTCDay(),
      minute: Math.floor(random() * 1440),
      contactType: random() < 0.7 ? 'opa' : 'cfs',
      authorId: pick(['officer-1', 'officer-2', 'officer-3']),
      areaIds: [area],
      lat: 41.2 + random() * 0.2,
      lng: -96.05 + random() * 0.2,
      duration: 5 + Math.floor(random() * 60),
      race: pick(RACES),
      reason: pick(REASONS),
      searched,
      contraband: searched && random() < 0.3 ? ['drugs'] : [],
      force: random() < 0.05,
      results: [pick(RESULTS)],
    });
  });
}

export function sampleContext(people: AnalyticsPerson[] = samplePeople()): WidgetContext {
  const previous = samplePeople(180, 11).map((entry) => ({
    ...entry,
    day: entry.day.replace('2026-03', '2026-02').replace(/-(29|30|31)$/, '-28'),
  }));
  const points: MapPoint[] = people
    .filter((entry) => entry.person === 0 && entry.lat !== null && entry.lng !== null)
    .slice(0, 300)
    .map((entry, index) => ({
      coords: { lat: entry.lat as number, long: entry.lng as number },
      incident_number: `2026-${String(index + 1).padStart(5, '0')}`,
      incident_date: `${entry.day}T${String(Math.floor(entry.minute / 60)).padStart(2, '0')}:${String(entry.minute % 60).padStart(2, '0')}:00Z`,
      author_name: entry.authorId === 'officer-1' ? 'Jordan Lee' : 'Sam Patel',
      name: labelOf(entry.contactType),
      colour: colourAt(entry.contactType === 'opa' ? 0 : 1),
    }));
  return {
    current: new CounterReader(countPeople(people)),
    previous: new CounterReader(countPeople(previous)),
    lastYear: new CounterReader(countPeople([])),
    period: PERIOD,
    xAxis: xAxisOf(PERIOD),
    officers: [],
    groups: [],
    areaNames: { ...AREAS },
    optionLabels: {},
    points,
    pointsLimited: people.length > 300,
    officerFiltered: false,
    population: null,
    tagFiltered: false,
  };
}

/** One catalogue widget of each of the eleven kinds with data for the sample (maps may be cut to 300 points). */
export function widgetsOfEveryKind(context: WidgetContext = sampleContext()): Record<WidgetKind, Widget> {
  const result = {} as Record<WidgetKind, Widget>;
  WIDGET_KINDS.forEach((kind, index) => {
    const definition =
      WIDGET_CATALOG.find((entry) => {
        if (entry.kind !== kind) return false;
        const computed = entry.compute(context);
        return computed.hasData && (!computed.limited || kind === 'pattern_map' || kind === 'filter_map');
      }) ?? WIDGET_CATALOG.find((entry) => entry.kind === kind);
    if (!definition) throw new Error(`The catalogue has no ${kind} widget`);
    result[kind] = computeWidget(definition, context, index);
  });
  return result;
}

/** Every catalogue widget computed for the sample. */
export function sampleWidgets(context: WidgetContext = sampleContext()): Widget[] {
  return WIDGET_CATALOG.map((definition, index) => computeWidget(definition, context, index));
}

/** A generate answer for the sample. */
export function sampleConfig(overrides: Partial<AnalyticsConfig> = {}): AnalyticsConfig {
  const widgets = sampleWidgets();
  return {
    widgets,
    suggested_widgets: widgets.slice(0, 2).map((widget) => widget.id),
    incident_data: [],
    incident_data_limited: false,
    period: 'month',
    date_from: '2026-03-01T00:00:00-08:00',
    date_to: '2026-03-31T23:59:59-07:00',
    ...overrides,
  };
}
