import type { MeResponse, TokenPair } from '@fieldbook/contract';
import { DEFAULT_ROLES } from '@fieldbook/domain';
import { saveSession } from '../accounts/session.ts';

function roleNamed(name: 'owner' | 'manager' | 'officer', id: number): MeResponse['role'] {
  const role = DEFAULT_ROLES.find((candidate) => candidate.name === name);
  if (!role) throw new Error(`no default role ${name}`);
  return { id, name, priority: role.priority, permissions: [...role.permissions] };
}

const agency: NonNullable<MeResponse['agency']> = {
  id: 'agency-1',
  full_name: 'Demo Police Department',
  ori: 'CA0349400',
  state_name: 'California',
  timezone: 'America/Los_Angeles',
  status: 'Active',
  owner_email: 'owner@demo.test',
  configuration_file: 'california.json',
  contact_types: ['Call For Service', 'Officer Pro-active'],
  review_required: false,
};

const subscription: NonNullable<MeResponse['subscription']> = {
  status: 'Active',
  plan: 'analytics',
  product: 'cc',
  billing_cycle: 'annually',
};

export function officer(overrides: Partial<MeResponse> = {}): MeResponse {
  return {
    id: 'user-officer',
    name: 'Jordan Lee',
    email: 'officer@demo.test',
    officer_id: 'DPD-0217',
    title: 'Officer',
    agency_id: agency.id,
    role: roleNamed('officer', 3),
    agency,
    subscription,
    ...overrides,
  };
}

export function owner(overrides: Partial<MeResponse> = {}): MeResponse {
  return officer({ id: 'user-owner', name: 'Olivia Owens', email: 'owner@demo.test', role: roleNamed('owner', 1), ...overrides });
}

export const TOKENS: TokenPair = { access_token: 'access-1', refresh_token: 'refresh-1', token_type: 'bearer' };

export function signIn(pair: Pick<TokenPair, 'access_token' | 'refresh_token'> = TOKENS): void {
  saveSession(pair);
}
