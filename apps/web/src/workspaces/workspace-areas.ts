import type { MeResponse } from '@fieldbook/contract';
import { type AppArea, AREA_ACCESS, hasContactPlan } from '../shell/nav-links.ts';

/** The three areas whose index is a card list in the workspace edition (accounts.md §2.3). */
export type WorkspaceArea = 'agency-reports' | 'my-reports' | 'analytics';

export const WORKSPACE_AREAS: Record<WorkspaceArea, { label: string; access: AppArea }> = {
  'agency-reports': { label: 'Agency Reports', access: 'agencyReports' },
  'my-reports': { label: 'My Reports', access: 'myReports' },
  analytics: { label: 'Analytics', access: 'analytics' },
};

/** The side-navigation link of each area (nav-links.ts `to`). */
export const areaOfPath = (to: string): WorkspaceArea | null => {
  const name = to.replace('/app/', '');
  return name in WORKSPACE_AREAS ? (name as WorkspaceArea) : null;
};

export const workspacePath = (area: WorkspaceArea, workspaceId: string) => `/app/${area}/workspaces/${workspaceId}`;

/** Contacts is one of the cards when the contact plan is on (accounts.md §2.3). */
export const showsContactsCard = (me: MeResponse, area: WorkspaceArea) =>
  hasContactPlan(me) && AREA_ACCESS[WORKSPACE_AREAS[area].access](me);
