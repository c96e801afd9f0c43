/** The demo agency and its people: printed at start, used by the e2e journeys. */
export const DEMO_PASSWORD = 'Fieldbook-demo-2026';

export const DEMO_AGENCY = {
  full_name: 'Demo Police Department',
  ori: 'CA0349400',
  state_name: 'California',
  timezone: 'America/Los_Angeles',
  configuration_file: 'california.json',
  centre: { latitude: 38.5816, longitude: -121.4944 },
} as const;

export const DEMO_USERS = [
  { email: 'owner@demo.test', name: 'Olivia Owens', officer_id: 'DPD-0001', title: 'Chief of Police', role: 'owner' },
  { email: 'manager@demo.test', name: 'Marcus Reyes', officer_id: 'DPD-0102', title: 'Sergeant', role: 'manager' },
  { email: 'officer@demo.test', name: 'Jordan Lee', officer_id: 'DPD-0217', title: 'Officer', role: 'officer' },
  { email: 'officer2@demo.test', name: 'Sam Patel', officer_id: 'DPD-0218', title: 'Officer', role: 'officer' },
] as const;

/** Patrol areas around the demo centre, as [longitude, latitude] rings. */
export const DEMO_AREAS = [
  { name: 'Downtown', acronym: 'DT', box: [-121.51, 38.57, -121.48, 38.59] },
  { name: 'Midtown', acronym: 'MT', box: [-121.48, 38.56, -121.45, 38.59] },
  { name: 'River District', acronym: 'RD', box: [-121.51, 38.59, -121.47, 38.61] },
] as const;

export const DEMO_TAGS = [
  { name: 'Traffic Safety', color: '#1e88e5' },
  { name: 'Community Event', color: '#43a047' },
  { name: 'Mental Health', color: '#8e24aa' },
  { name: 'School Zone', color: '#fb8c00' },
] as const;

/** Groups of officers, by the e-mails of their members (the report lists filter officers by group). */
export const DEMO_GROUPS = [
  { name: 'Day Shift', acronym: 'DAY', members: ['officer@demo.test', 'manager@demo.test'] },
  { name: 'Night Shift', acronym: 'NGT', members: ['officer2@demo.test'] },
] as const;

/** A second demo agency on the free Connect plan, so the plan upgrade can be tried (accounts.md §2.5). */
export const DEMO_CONNECT_AGENCY = {
  full_name: 'Demo Connect Sheriff Office',
  ori: 'CA0349401',
  state_name: 'California',
  timezone: 'America/Los_Angeles',
  configuration_file: 'california.json',
  owner: { email: 'connect-owner@demo.test', name: 'Casey Connor', officer_id: 'DCS-0001', title: 'Sheriff', role: 'owner' },
} as const;

/** A third demo agency with the workspace edition (Fieldbook Nexus: appPlan.nexus), its workspaces and reports. */
export const DEMO_NEXUS_AGENCY = {
  full_name: 'Demo Nexus Police Department',
  ori: 'CA0349402',
  state_name: 'California',
  timezone: 'America/Los_Angeles',
  configuration_file: 'california.json',
  centre: DEMO_AGENCY.centre,
  users: [
    { email: 'nexus-owner@demo.test', name: 'Nora Quinn', officer_id: 'DNX-0001', title: 'Chief of Police', role: 'owner' },
    { email: 'nexus-manager@demo.test', name: 'Nikhil Rao', officer_id: 'DNX-0102', title: 'Lieutenant', role: 'manager' },
    { email: 'nexus-officer@demo.test', name: 'Nadia Flores', officer_id: 'DNX-0217', title: 'Officer', role: 'officer' },
  ],
  /** Workspaces by the demo area or tag they show, shared with the officer. */
  workspaces: [
    { name: 'Downtown Patrol', area: 'Downtown' },
    { name: 'Traffic Safety Unit', tag: 'Traffic Safety' },
  ],
} as const;
