import type { AlertListItem, AlertProfile, MeResponse } from '@fieldbook/contract';
import { DEFAULT_EI_SETTINGS, DEFAULT_ROLES } from '@fieldbook/domain';
import { officer, owner } from '../test/fixtures.ts';

/** The user's agency with early intervention on or off. */
export function withEi(me: MeResponse, isOn = true): MeResponse {
  return { ...me, agency: { ...(me.agency as NonNullable<MeResponse['agency']>), early_intervention_enabled: isOn } };
}

export const eiManager = (isOn = true) => withEi(owner(), isOn);

export function eiSupervisor(isOn = true): MeResponse {
  const role = DEFAULT_ROLES.find((candidate) => candidate.name === 'supervisor');
  if (!role) throw new Error('no supervisor role');
  return withEi(
    officer({
      id: 'user-sup',
      name: 'Sam Ortiz',
      role: { id: 4, name: 'supervisor', priority: role.priority, permissions: [...role.permissions] },
    }),
    isOn,
  );
}

export const eiOfficer = (isOn = true) => withEi(officer(), isOn);

export const settings = (overrides: Partial<typeof DEFAULT_EI_SETTINGS> = {}) => ({ ...DEFAULT_EI_SETTINGS, ...overrides });

export function alertItem(n: number, overrides: Partial<AlertListItem> = {}): AlertListItem {
  return {
    id: `a${n}`,
    officer: { id: `00000000-0000-4000-8000-00000000000${n}`, name: `Officer ${n}`, officer_id: `DPD-${n}` },
    status: 'open',
    opened_at: '2026-05-01T10:00:00.000Z',
    days_open: 12,
    deadline_days: 30,
    indicators: ['force_incidents'],
    reviewer: null,
    follow_up_on: null,
    confidential_entries: 0,
    ...overrides,
  };
}

export function alertProfile(overrides: Partial<AlertProfile> = {}): AlertProfile {
  return {
    ...alertItem(1),
    commendations: [],
    why: ['3 use-of-force incidents in the last 12 months (the agency reviews at 3).'],
    timeline: [
      {
        id: 'e1',
        indicator: 'force_incidents',
        occurred_on: '2026-04-02',
        source: 'report',
        incident_number: 'CAD-7',
        note: null,
        entered_by: null,
      },
      {
        id: 'e2',
        indicator: 'vehicle_pursuit',
        occurred_on: '2026-03-10',
        source: 'manual',
        incident_number: null,
        note: 'Pursuit ended safely.',
        entered_by: { name: 'Olivia Owens' },
      },
    ],
    peer_comparisons: [
      {
        indicator: 'search_rate',
        label: 'Search rate',
        officer: { rate: 0.24, lower: 0.18, upper: 0.31, n: 180 },
        peers: { rate: 0.11, lower: 0.1, upper: 0.12, n: 2400 },
        ratio: 2.18,
        q_value: 0.01,
        flagged: true,
      },
      {
        indicator: 'hit_rate',
        label: 'Hit rate',
        officer: { rate: null, lower: null, upper: null, n: 0 },
        peers: { rate: null, lower: null, upper: null, n: 0 },
        ratio: null,
        q_value: null,
        flagged: false,
      },
    ],
    actions: [{ kind: 'opened', at: '2026-05-01T10:00:00.000Z', by: null, note: null, outcome: null, follow_up_on: null }],
    ...overrides,
  };
}
