import { randomBytes, randomUUID } from 'node:crypto';
import { APP_VERSION } from './identities.ts';
import { newReport, type Report } from './inventory.ts';
import { type Operation, operationKey, PNG_BASE64, sampleOf } from './operations.ts';

/** What a body may refer to in the caller's own agency (fuzz), or nothing (unauthenticated sweep). */
export interface BodyContext {
  /** The caller's report to amend (its payload), when there is one. */
  report?: Record<string, unknown>;
  /** Current members of the group a members PUT names. */
  groupMembers?: string[];
  officerId?: string;
}

const NOBODY = 'probe-nobody@probe.invalid';
const token = () => randomBytes(32).toString('base64url');

/**
 * Bodies that a real client would send, for the operations where the schema alone does not say enough (or where the
 * generator's guess would do harm: booleans default to false, the agency's two-step setting stays off). Logins and
 * account mails only ever name addresses on probe.invalid, so no demo account collects failures (5 lock it).
 */
const OVERRIDES: Record<string, (context: BodyContext) => unknown> = {
  'POST /api/auth/login': () => ({ email: NOBODY, password: 'Wrong-password-2026', version: APP_VERSION }),
  'POST /api/auth/refresh': () => ({ refresh_token: token() }),
  'POST /api/auth/register': () => ({
    email: `probe-${randomUUID().slice(0, 8)}@probe.invalid`,
    password: 'Probe-passphrase-2026-zq',
    name: 'Probe Person',
    officer_id: 'PRB-0001',
    role: 'member',
  }),
  'POST /api/auth/request-verify-token': () => ({ email: NOBODY }),
  'POST /api/auth/forgot-password': () => ({ email: NOBODY }),
  'POST /api/auth/verify': () => ({ token: token() }),
  'POST /api/auth/reset-password': () => ({ token: token(), password: 'Probe-passphrase-2026-zq' }),
  'POST /api/auth/login/mfa': () => ({ mfa_token: token(), code: '123456' }),
  'POST /api/reports/': () => newReport(),
  'POST /api/reports/{incident_number}/amend': (context) => {
    const report = structuredClone(context.report ?? newReport()) as Report;
    report.general_information.duration = 42;
    return report;
  },
  'POST /api/reports/receipts': () => ({ ids: [randomUUID()] }),
  'POST /api/reports/search': () => ({ filters: {} }),
  'POST /api/reports/text-search': () => ({ filter: 'probe' }),
  'POST /api/reports/calculate-totals': () => ({ filter: 'probe' }),
  // A day with no reports: nothing is queued, so the fuzz does not start export jobs.
  'POST /api/reports/export': () => ({ filters: { dateFrom: '2001-01-01', dateTo: '2001-01-01' } }),
  'POST /api/analytics/generate': () => ({ period: 'month' }),
  'PUT /api/analytics/me/settings': () => ({ widgets: [] }),
  'PUT /api/analytics/population': () => ({ total: 1000, by_race: {}, source: 'probe' }),
  'POST /api/billing/subscriptions': () => ({ plan: 'connect', product: 'cc' }),
  'POST /api/billing/subscriptions/upgrade': () => ({
    plan: 'analytics',
    product: 'cc',
    payment_method: 'card',
    card_token: 'tok_probe',
    additional_seats: 0,
    billing_cycle: 'annually',
    billing_details: { full_name: 'Probe Payer', phone: '+1 916 555 0100', full_address: '1 Probe St' },
  }),
  'POST /api/billing/sandbox/card-tokens': () => ({
    card_holder_name: 'Probe Payer',
    card_number: '4000000000000002',
    exp_month: 12,
    exp_year: 2030,
    cvc: '123',
  }),
  'POST /api/agencies': () => ({
    full_name: 'Probe Agency',
    ori: 'PRB000001',
    state_name: 'California',
    phone1: '+1 916 555 0100',
    email: NOBODY,
    timezone: 'America/Los_Angeles',
  }),
  'PUT /api/agencies/me': () => ({}),
  'PUT /api/agencies/me/badge': () => ({ data: PNG_BASE64 }),
  'PUT /api/groups/{id}/avatar': () => ({ data: PNG_BASE64 }),
  'PUT /api/groups/{id}/members': (context) => ({ user_ids: context.groupMembers ?? [] }),
  'POST /api/areas': () => ({
    name: 'Probe Area',
    acronym: 'PRB',
    polygon: [
      [-121.5, 38.5],
      [-121.4, 38.5],
      [-121.4, 38.6],
      [-121.5, 38.5],
    ],
  }),
  'POST /api/tags': () => ({ name: 'Probe tag', color: '#123456' }),
  'PUT /api/tags/{id}': () => ({ name: 'Probe tag', color: '#123456' }),
  'POST /api/groups': () => ({ name: 'Probe group', acronym: 'PRB' }),
  'PUT /api/groups/{id}': () => ({ name: 'Probe group', acronym: 'PRB' }),
  'POST /api/invitations': () => ({ emails: ['probe-invitee@probe.invalid'] }),
  'DELETE /api/invitations': () => ({ emails: ['probe-invitee@probe.invalid'] }),
  'POST /api/users/me/invitations/accept-token': () => ({ token: token() }),
  'PUT /api/agency/members/{userId}/access': () => ({ is_active: true }),
  'PUT /api/agency/members/{userId}/role': () => ({ role: 'officer' }),
  'PUT /api/agency/two-step': () => ({ mfa_required: false }),
  'PUT /api/agencies/me/business-card': () => ({
    phone: null,
    email: null,
    website: null,
    message: 'probe',
    show_officer_name: true,
    show_officer_id: true,
    show_title: true,
    show_badge: true,
    show_address: true,
  }),
  'PUT /api/agencies/me/system-use-notice': () => ({ text: null }),
  'POST /api/feedback': () => ({ version: APP_VERSION, app: 'cc', answers: { rating: 5, comments: 'probe' } }),
  'PUT /api/users/me/officer-id': (context) => ({ officer_id: context.officerId ?? 'PRB-0001' }),
  'POST /api/workspaces': () => ({ name: 'probe-workspace' }),
  'PUT /api/workspaces/{workspaceId}': () => ({ name: 'probe-workspace' }),
};
OVERRIDES['PUT /api/areas/{id}'] = OVERRIDES['POST /api/areas'] as (context: BodyContext) => unknown;

export function plausibleBody(operation: Operation, context: BodyContext = {}): unknown {
  const override = OVERRIDES[operationKey(operation)];
  if (override) return override(context);
  if (operation.body) return sampleOf(operation.body);
  return undefined;
}

/** Query values a real client would send (required ones at least). */
export function plausibleQuery(operation: Operation): Record<string, string> {
  const query: Record<string, string> = {};
  for (const parameter of operation.query) {
    if (!parameter.required) continue;
    query[parameter.name] = String(sampleOf(parameter.schema));
  }
  return query;
}

export function withQuery(path: string, query: Record<string, string | string[]>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, one);
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
