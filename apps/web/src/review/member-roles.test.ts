import { describe, expect, it } from 'vitest';
import { changeWords, otherRoles } from '../agency/settings/members/member-actions.ts';

describe("the 'Supervisor' role where roles are assigned (issue 25)", () => {
  it('offers every other member role', () => {
    expect(otherRoles('officer')).toEqual(['manager', 'supervisor']);
    expect(otherRoles('supervisor')).toEqual(['manager', 'officer']);
    expect(otherRoles('manager')).toEqual(['supervisor', 'officer']);
  });

  it('says what a supervisor does', () => {
    expect(changeWords({ kind: 'role', role: 'supervisor' }, { name: 'Jordan Lee' })).toMatchObject({
      button: 'Make supervisor',
      title: 'Make Jordan Lee a supervisor?',
      done: 'Jordan Lee is now a supervisor.',
    });
  });
});
