import type { MeResponse, ReviewQueueItem } from '@fieldbook/contract';
import { readExampleReport } from '../test/configurations.ts';
import { officer, owner } from '../test/fixtures.ts';

/** The user's agency with its review switched on or off. */
export function withReview(me: MeResponse, isOn = true): MeResponse {
  const agency = { ...me.agency, review_required: isOn } as NonNullable<MeResponse['agency']>;
  return { ...me, agency };
}

export const reviewer = (isOn = true) => withReview(owner(), isOn);
export const reviewedOfficer = (isOn = true) => withReview(officer(), isOn);

export function queueItem(n: number, overrides: Partial<ReviewQueueItem> = {}): ReviewQueueItem {
  return {
    id: `r${n}`,
    incident_number: `CAD-${n}`,
    version: 0,
    type: 'Call For Service',
    date: '2026-06-15T16:30:00.000Z',
    submitted_at: new Date(Date.now() - n * 3 * 3_600_000).toISOString(),
    author: { id: `u${n}`, name: `Officer ${n}`, officer_id: `DPD-${n}` },
    groups: [{ id: 'g1', name: 'Night shift' }],
    ...overrides,
  };
}

export const queuePage = (items: ReviewQueueItem[], next: string | null = null) => ({ items, next_cursor: next, total: items.length });

const createdAt = '2026-06-15T16:30:00.000Z';

/** A report as GET /api/reports/{n} answers, in the given review state. */
export function reportView(incidentNumber: string, version = 0, state = 'pending_review', extra: Record<string, unknown> = {}) {
  return {
    id: `id-${incidentNumber}`,
    incident_number: incidentNumber,
    version,
    created_at: createdAt,
    updated_at: createdAt,
    author: { id: 'u1', name: 'Marcus Reyes', officer_id: 'DPD-0101', title: 'Officer', role_priority: 10 },
    report: readExampleReport('california.json'),
    versions: [
      { v: 0, created_at: createdAt, author: { name: 'Marcus Reyes', title: null, avatar_thumbnail_url: null }, from_public_api: false },
    ],
    can_amend: true,
    review: { state, reviewed_by: null, reviewed_at: null, note: null, fields: [] },
    can_review: state === 'pending_review',
    ...extra,
  };
}
