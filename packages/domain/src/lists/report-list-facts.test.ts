import { describe, expect, it } from 'vitest';
import { TEST_CONFIGURATION, validTestReport } from '../report/test-fixtures.ts';
import { citizenFilterFields } from './citizen-filters.ts';
import { deriveReportListFacts } from './report-list-facts.ts';

const configuration = {
  ...TEST_CONFIGURATION,
  list_filters: {
    citizen_age: 'perception.age',
    citizen_fields: ['perception.race', 'reason.primary', 'perception.unknown_field'],
    citizen_flags: ['perception.limited_english', 'perception.race'],
    consent_search: { field: 'reason.primary', in: ['traffic'] },
  },
};

describe('the list facts of a report', () => {
  it('offers only declared fields that exist with options (choices) or as switches (flags)', () => {
    expect(citizenFilterFields(configuration).map(({ key, kind }) => `${kind}:${key}`)).toEqual([
      'choice:perception.race',
      'choice:reason.primary',
      'flag:perception.limited_english',
    ]);
  });

  it('derives per-person facets and ages, sections, areas, tags and the search text', () => {
    const report = validTestReport();
    report.general_information.was_use_of_force = true;
    report.general_information.officer_name = 'Jordan Lee';
    report.general_information.officer_id_number = 'DPD-0217';
    report.general_information.state_related.to_connect_reports = { event_identifier: 'CAD-77' };
    report.general_information.location.areas = [
      { id: 'A1A1A1A1-0000-4000-8000-000000000001', name: 'Downtown' },
      { id: 'area-north', name: 'Old' },
    ];
    report.tags.agency = [{ id: 'b2b2b2b2-0000-4000-8000-000000000002', name: 'School Zone', color: '#fff' }];
    report.complaints = [{ id: 'c' }];
    report.citizens.push({
      id: 'c-2',
      perception: { age: 19, race: ['asian', 'white'], limited_english: true },
      reason: { primary: 'traffic' },
    });
    const facts = deriveReportListFacts(report, configuration);
    expect(facts).toMatchObject({
      isUseOfForce: true,
      hasComplaints: true,
      hasInvestigations: false,
      hasConsentSearch: true,
      areaIds: ['a1a1a1a1-0000-4000-8000-000000000001'],
      tagIds: ['b2b2b2b2-0000-4000-8000-000000000002'],
    });
    expect(facts.people).toEqual([
      { age: 30, facets: ['perception.race=white', 'reason.primary=suspicion', 'perception.limited_english=false'] },
      { age: 19, facets: ['perception.race=asian', 'perception.race=white', 'reason.primary=traffic', 'perception.limited_english=true'] },
    ]);
    for (const part of ['1781539200-dpd0217', 'cad-77', 'jordan lee', 'dpd-0217', '100 main st', 'school zone'])
      expect(facts.searchText).toContain(part);
  });

  it('has no consent searches or people facets where the configuration declares none', () => {
    const facts = deriveReportListFacts(validTestReport(), TEST_CONFIGURATION);
    expect(facts.hasConsentSearch).toBe(false);
    expect(facts.people).toEqual([{ age: null, facets: [] }]);
  });
});
