import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from './permissions.ts';
import { CONTACT_PLAN_PERMISSIONS, isContactPlan, permissionsUnderPlan } from './plan-permissions.ts';

describe('permissions under the agency plan', () => {
  it('Connect and the business card are the plans without contacts', () => {
    expect(['connect', 'business-card', 'basic', 'analytics'].map(isContactPlan)).toEqual([false, false, true, true]);
  });

  it('without a contacts plan a member keeps the account, card, billing and members permissions, not the reports ones', () => {
    const kept = permissionsUnderPlan(PERMISSIONS, { status: 'Active', plan: 'connect' });
    expect(kept).not.toContain('agency.reports.create');
    expect(kept).not.toContain('self.reports.read');
    expect(kept).not.toContain('agency.catalog.manage');
    expect(kept).toEqual(
      expect.arrayContaining(['agency.billing.manage', 'agency.members.manage', 'agency.roles.assign', 'agency.settings.manage']),
    );
    // Analytics and workspaces answer their own plan errors (ANALYTICS_PLAN_REQUIRED, NEXUS_PLAN_REQUIRED).
    expect(kept).toEqual(expect.arrayContaining(['agency.analytics.watch', 'self.analytics.watch', 'agency.workspaces.manage']));
    expect(kept).toHaveLength(PERMISSIONS.length - CONTACT_PLAN_PERMISSIONS.length);
  });

  it('with one in force (Active or Past Due), every permission of the role stays; a lapsed one or none is no plan', () => {
    for (const status of ['Active', 'Past Due'])
      expect(permissionsUnderPlan(PERMISSIONS, { status, plan: 'analytics' })).toEqual([...PERMISSIONS]);
    for (const subscription of [
      { status: 'Canceled', plan: 'analytics' },
      { status: 'Unpaid', plan: 'basic' },
      { status: 'Inactive', plan: 'analytics' },
      null,
    ])
      expect(permissionsUnderPlan(PERMISSIONS, subscription)).not.toContain('agency.reports.read');
  });
});
