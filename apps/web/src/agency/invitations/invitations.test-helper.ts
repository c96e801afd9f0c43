import type { MeResponse, UserInvitationView } from '@fieldbook/contract';
import { officer } from '../../test/fixtures.ts';

/** A user who registered as a Member and has not joined an agency yet (the 'invited' role, no permissions). */
export function invitedUser(overrides: Partial<MeResponse> = {}): MeResponse {
  return officer({
    id: 'user-invited',
    name: 'Riley Quinn',
    email: 'riley@new.test',
    officer_id: 'NEW-7',
    title: null,
    agency_id: null,
    agency: null,
    subscription: null,
    role: { id: 4, name: 'invited', priority: 0, permissions: [] },
    ...overrides,
  });
}

export const DEMO_INVITATION: UserInvitationView = {
  id: '11111111-1111-4111-8111-111111111111',
  agency_id: 'agency-1',
  agency_name: 'Demo Police Department',
  invited_by_name: 'Olivia Owens',
  created_at: '2026-01-05T10:00:00.000Z',
};

export const OTHER_INVITATION: UserInvitationView = {
  id: '22222222-2222-4222-8222-222222222222',
  agency_id: 'agency-2',
  agency_name: 'Other County Sheriff',
  invited_by_name: null,
  created_at: '2026-01-06T10:00:00.000Z',
};
