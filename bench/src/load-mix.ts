import { randomUUID } from 'node:crypto';
import type { createRandom } from '@fieldbook/server/demo';
import type { LoadData, LoadOfficer } from './load-database.ts';
import { STREETS } from './scale-reports.ts';

/**
 * The share of each kind of request in the load, roughly as an agency uses Fieldbook on a shift: officers open their
 * own and their collaborated lists many times for each report they file (one create in about twelve requests),
 * supervisors open reports, search, follow pages and look at the counts, the dashboard is drawn now and then (a
 * generate is dozens of times a list's cost), and the load balancer probes health. They need not sum to 100.
 */
export const MIX_WEIGHTS = {
  health: 5,
  'my reports': 20,
  collaborated: 8,
  'search, first page': 12,
  'search, next page': 6,
  'report read': 22,
  'quick search': 9,
  'fast facts': 8,
  'analytics generate': 2,
  create: 8,
} as const;
export type RouteName = keyof typeof MIX_WEIGHTS;

/** One request to send; `email` is the signed-in user it is sent as (none: no token). */
export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  email?: string;
}

const MANAGER = 'manager@demo.test';
const CONTACT_TYPES = ['Officer Pro-active', 'Call For Service'];
const NEXT_PAGES_KEPT = 200;
type Random = ReturnType<typeof createRandom>;

/**
 * Draws the requests of the mix. Officers list their own and their collaborated reports and create reports (new
 * device-made ids, payloads the demo generator made valid); the manager reads, searches, counts and draws the
 * dashboard. A next page follows a links.next some first page answered (POSTed with that page's body).
 */
export function createLoadMix(data: LoadData, payloads: ReadonlyMap<string, Record<string, unknown>[]>, random: Random) {
  const names = Object.keys(MIX_WEIGHTS) as RouteName[];
  const total = names.reduce((sum, name) => sum + MIX_WEIGHTS[name], 0);
  const nextPages: LoadRequest[] = [];
  const runTag = Date.now().toString(36).slice(-6).toUpperCase();
  let created = 0;

  const officer = (): LoadOfficer => random.pick(data.officers);
  const searchFilters = () =>
    random.pick([{}, { contactType: random.pick(CONTACT_TYPES) }, { tags: [random.pick(data.tagIds)] }] as Record<string, unknown>[]);
  const quickTerm = () => {
    const number = random.pick(data.incidentNumbers);
    return random.pick([number, number.slice(-5), random.pick(STREETS), random.pick(data.officerLastNames)]);
  };
  const newReport = (author: LoadOfficer): Record<string, unknown> => {
    const payload = random.pick(payloads.get(author.email) ?? []);
    const general = payload.general_information as Record<string, unknown>;
    created++;
    return { ...payload, id: randomUUID(), general_information: { ...general, incident_number: `LD${runTag}-${created}` } };
  };

  const build: Record<RouteName, () => LoadRequest> = {
    health: () => ({ method: 'GET', path: '/api/health' }),
    'my reports': () => ({ method: 'GET', path: '/api/reports/me?limit=10', email: officer().email }),
    collaborated: () => ({ method: 'GET', path: '/api/reports/collaboration?limit=10', email: officer().email }),
    'search, first page': () => ({
      method: 'POST',
      path: '/api/reports/search?limit=10',
      body: { filters: searchFilters() },
      email: MANAGER,
    }),
    'search, next page': () => random.pick(nextPages) ?? build['search, first page'](),
    'report read': () => ({ method: 'GET', path: `/api/reports/${encodeURIComponent(random.pick(data.incidentNumbers))}`, email: MANAGER }),
    'quick search': () => ({ method: 'POST', path: '/api/reports/text-search?limit=10', body: { filter: quickTerm() }, email: MANAGER }),
    'fast facts': () => ({
      method: 'POST',
      path: '/api/reports/calculate-totals',
      body: random.chance(0.5) ? { filters: searchFilters() } : { filter: quickTerm() },
      email: MANAGER,
    }),
    'analytics generate': () => ({ method: 'POST', path: '/api/analytics/generate', body: { period: 'month' }, email: MANAGER }),
    create: () => {
      const author = officer();
      return { method: 'POST', path: '/api/reports/', body: newReport(author), email: author.email };
    },
  };

  return {
    /** A request of `route`. */
    request: (route: RouteName): LoadRequest => build[route](),
    /** A route drawn by weight and its request. */
    draw(): { route: RouteName; request: LoadRequest } {
      let target = random.next() * total;
      for (const route of names) {
        target -= MIX_WEIGHTS[route];
        if (target < 0) return { route, request: build[route]() };
      }
      return { route: 'health', request: build.health() };
    },
    /** A first page's answer: its links.next becomes a next page to send (with the same body). */
    noteFirstPage(request: LoadRequest, answer: { links?: { next?: string | null } }) {
      const next = answer.links?.next;
      if (!next) return;
      nextPages.push({ ...request, path: next });
      if (nextPages.length > NEXT_PAGES_KEPT) nextPages.splice(0, nextPages.length - NEXT_PAGES_KEPT);
    },
    created: () => created,
  };
}
export type LoadMix = ReturnType<typeof createLoadMix>;
