import { describe, expect, it } from 'vitest';
import { officer, owner } from '../../test/fixtures.ts';
import { allowedSections, resolveSection } from './settings-sections.ts';

const manager = () =>
  owner({
    role: {
      id: 2,
      name: 'manager',
      priority: 20,
      permissions: ['agency.members.manage', 'agency.catalog.manage', 'agency.reports.read'],
    },
  });

describe('allowedSections', () => {
  it('gives the owner every section, in order', () => {
    expect(allowedSections(owner())).toEqual([
      'members',
      'agency',
      'business_card',
      'areas',
      'groups',
      'tags',
      'system_notice',
      'audit_log',
      'page_loads',
      'early_intervention',
      'doj_submission',
      'doj_offense_codes',
      'population',
    ]);
  });
  it('gives a manager members and the catalog, not the agency or the business card', () => {
    expect(allowedSections(manager())).toEqual(['members', 'areas', 'groups', 'tags']);
  });
  it('gives a manager with the contact types permission the agency section (issue 24, defect 13)', () => {
    const contactTypes = owner({
      role: { id: 2, name: 'manager', priority: 20, permissions: ['agency.members.manage', 'agency.contact_types.manage'] },
    });
    expect(allowedSections(contactTypes)).toEqual(['members', 'agency']);
  });
  it('gives an officer nothing', () => {
    expect(allowedSections(officer())).toEqual([]);
  });
  it('follows permissions, not role names', () => {
    const catalogOnly = officer({ role: { id: 9, name: 'officer', priority: 10, permissions: ['agency.catalog.manage'] } });
    expect(allowedSections(catalogOnly)).toEqual(['areas', 'groups', 'tags']);
  });
});

describe('resolveSection', () => {
  const all = allowedSections(owner());
  it.each([
    ['tags', all, 'tags'],
    ['business_card', all, 'business_card'],
    [null, all, 'members'],
    ['billing', all, 'members'],
    ['agency', ['members', 'areas', 'groups', 'tags'] as const, 'members'],
    ['members', ['areas', 'groups', 'tags'] as const, 'areas'],
    ['members', [] as const, null],
  ])('?section=%s -> %s', (requested, allowed, expected) => {
    expect(resolveSection(requested, allowed)).toBe(expected);
  });
});
