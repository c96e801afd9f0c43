import { describe, expect, it } from 'vitest';
import { canSubmitLogin, normalizeEmail } from './accounts.ts';
import { hasPermission, isPermission, REPORT_PERMISSIONS } from './permissions.ts';
import { DEFAULT_ROLES } from './roles.ts';

describe('permissions and roles', () => {
  it('has exactly the seven permission strings of reports.md §6', () => {
    expect([...REPORT_PERMISSIONS].sort()).toEqual(
      [
        'agency.reports.read',
        'agency.reports.amend',
        'agency.reports.create',
        'agency.reports.collaboration.read',
        'agency.analytics.watch',
        'self.reports.amend',
        'self.reports.read',
      ].sort(),
    );
    expect(isPermission('agency.reports.delete')).toBe(false);
  });

  it('ranks owner over manager over supervisor over officer, and gives roles only known permissions', () => {
    const priority = (name: string) => DEFAULT_ROLES.find((role) => role.name === name)?.priority ?? 0;
    expect(priority('owner')).toBeGreaterThan(priority('manager'));
    expect(priority('manager')).toBeGreaterThan(priority('supervisor'));
    expect(priority('supervisor')).toBeGreaterThan(priority('officer'));
    for (const role of DEFAULT_ROLES) expect(role.permissions.every(isPermission)).toBe(true);
  });

  it('keeps agency-wide reading and amending away from officers', () => {
    const officer = DEFAULT_ROLES.find((role) => role.name === 'officer');
    expect(hasPermission(officer, 'agency.reports.read')).toBe(false);
    expect(hasPermission(officer, 'agency.reports.amend')).toBe(false);
    expect(hasPermission(officer, 'agency.reports.create')).toBe(true);
    expect(hasPermission(null, 'self.reports.read')).toBe(false);
  });

  it('keeps billing, agency settings and role assignment with the owner, and gives the invited role nothing', () => {
    const role = (name: string) => DEFAULT_ROLES.find((entry) => entry.name === name);
    for (const permission of ['agency.billing.manage', 'agency.settings.manage', 'agency.roles.assign'] as const) {
      expect(hasPermission(role('owner'), permission)).toBe(true);
      expect(hasPermission(role('manager'), permission)).toBe(false);
      expect(hasPermission(role('officer'), permission)).toBe(false);
    }
    expect(hasPermission(role('manager'), 'agency.members.manage')).toBe(true);
    // The agency's contact types are the owner's and the managers' to choose (issue 24, defect 13).
    expect(hasPermission(role('owner'), 'agency.contact_types.manage')).toBe(true);
    expect(hasPermission(role('manager'), 'agency.contact_types.manage')).toBe(true);
    expect(hasPermission(role('officer'), 'agency.contact_types.manage')).toBe(false);
    // The agency's stop templates likewise; officers keep personal favourites, which need no permission.
    expect(hasPermission(role('manager'), 'agency.report_templates.manage')).toBe(true);
    expect(hasPermission(role('officer'), 'agency.report_templates.manage')).toBe(false);
    expect(hasPermission(role('officer'), 'agency.members.manage')).toBe(false);
    expect(role('invited')?.permissions).toEqual([]);
  });

  it("gives a supervisor an officer's permissions, reviewing, and their groups' early-intervention alerts (issues 25, 28), and keeps role ids stable", () => {
    const role = (name: string) => DEFAULT_ROLES.find((entry) => entry.name === name);
    expect([...(role('supervisor')?.permissions ?? [])].sort()).toEqual(
      [...(role('officer')?.permissions ?? []), 'agency.reports.review', 'agency.early_intervention.review'].sort(),
    );
    expect(hasPermission(role('manager'), 'agency.early_intervention.manage')).toBe(true);
    expect(hasPermission(role('officer'), 'agency.early_intervention.review')).toBe(false);
    expect(hasPermission(role('supervisor'), 'agency.reports.read')).toBe(false);
    expect(hasPermission(role('officer'), 'agency.reports.review')).toBe(false);
    // A role's id is its place in the list: the first four keep theirs.
    expect(DEFAULT_ROLES.map((entry) => entry.name)).toEqual(['owner', 'manager', 'officer', 'invited', 'supervisor']);
  });
});

describe('login form rules (accounts.md §5)', () => {
  it.each([
    ['', '', false],
    ['a@b.c', '', false],
    ['', 'secret', false],
    ['   ', 'secret', false],
    ['a@b.c', 'secret', true],
  ])('email %j password %j can submit: %s', (email, password, expected) => {
    expect(canSubmitLogin(email, password)).toBe(expected);
  });

  it('lower-cases and trims e-mails', () => {
    expect(normalizeEmail('  Officer@Demo.TEST ')).toBe('officer@demo.test');
  });
});
