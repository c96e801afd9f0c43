import { describe, expect, it } from 'vitest';
import { describeIssue, fieldLabelOf, isReportFieldPath } from './issue-labels.ts';
import { TEST_CONFIGURATION, validTestReport } from './test-fixtures.ts';

/** Issue 24, defect 12: a refusal names the field it is about, in the form's words. */
describe('fieldLabelOf', () => {
  it.each([
    ['general_information.location.details', 'Location details'],
    ['general_information.location.address.zip', 'Zip code'],
    ['general_information.location.address.coords', 'Location on the map'],
    ['general_information.incident_number', 'Incident Number'],
    ['general_information.state_related.stop.type_of_stop', 'Type of Stop'],
    ['general_information.state_related.to_connect_reports.event_identifier', 'ID to link reports'],
    ['citizens.0.perception.age', 'Citizen 1 > Age'],
    ['citizens.2', 'Citizen 3'],
    ['tags.agency', 'Agency Tags'],
    ['body.general_information.location.details', 'Location details'],
    ['body.citizens.0.reason.explanation', 'Citizen 1 > Explanation'],
  ])('%s is %j', (path, label) => {
    expect(fieldLabelOf(path, TEST_CONFIGURATION)).toBe(label);
  });

  it('is null for a path the report does not have', () => {
    expect(fieldLabelOf('general_information.nothing', TEST_CONFIGURATION)).toBeNull();
    expect(fieldLabelOf('citizens.0.unknown.field', TEST_CONFIGURATION)).toBe('Citizen 1');
  });
});

describe('describeIssue', () => {
  it('puts the field before the message', () => {
    const issue = { path: 'general_information.location.details', message: 'This text contains characters that are not allowed.' };
    expect(describeIssue(issue, TEST_CONFIGURATION)).toBe('Location details: This text contains characters that are not allowed.');
  });

  it('names the fixed fields without the configuration', () => {
    const issue = { path: 'body.general_information.location.address.full', message: 'Use at most 100 characters.' };
    expect(describeIssue(issue)).toBe('Address: Use at most 100 characters.');
    expect(describeIssue({ path: 'citizens.0.perception.age', message: 'Too old.' })).toBe('Too old.');
  });

  it('keeps the message alone where the path names no field', () => {
    expect(describeIssue({ path: '', message: 'INTERNAL_ERROR' }, TEST_CONFIGURATION)).toBe('INTERNAL_ERROR');
    expect(describeIssue({ path: 'body.zzz', message: 'Nope.' }, TEST_CONFIGURATION)).toBe('Nope.');
    const citizens = 'It takes at least one citizen to continue.';
    expect(describeIssue({ path: 'citizens', message: citizens }, TEST_CONFIGURATION)).toBe(citizens);
  });
});

/** Issue 25: the fields a return note points at are fields of the report's configuration, items of the report. */
describe('isReportFieldPath', () => {
  const report = { ...validTestReport(), officers: [{}], complaints: [{}] };

  it.each([
    'general_information.location.details',
    'general_information.location.address.full',
    'general_information.duration',
    'tags.agency',
    'general_information.state_related.stop.type_of_stop',
    'general_information.state_related.to_connect_reports.event_identifier',
    'citizens.0.perception.age',
    'citizens.0.reason.offense_codes',
    'citizens.0.reason.offense_codes.1.code',
    'use_of_force.force.type_of_force',
    'officers.0.officer.user',
    'complaints.0.complaint.number',
  ])('accepts %s', (path) => {
    expect(isReportFieldPath(path, TEST_CONFIGURATION, report)).toBe(true);
  });

  it.each([
    ['a path the form does not have', 'general_information.nothing'],
    ['the report itself', 'id'],
    ['an item beyond the report’s', 'citizens.1.perception.age'],
    ['an index written otherwise', 'citizens.00.perception.age'],
    ['an item alone', 'citizens.0'],
    ['a section alone', 'citizens.0.perception'],
    ['an unknown field of a known section', 'citizens.0.perception.shoe_size'],
    ['an itemlist entry’s unknown field', 'citizens.0.reason.offense_codes.0.nothing'],
    ['an item list with no items', 'investigations.0.investigation.opened'],
    ['a state section’s unknown field', 'general_information.state_related.stop.nothing'],
    ['an edge path', 'body.general_information.location.details'],
    ['an empty path', ''],
  ])('refuses %s (%s)', (_, path) => {
    expect(isReportFieldPath(path, TEST_CONFIGURATION, report)).toBe(false);
  });

  it('refuses use of force fields where the state has none', () => {
    const { use_of_force: _, ...config } = TEST_CONFIGURATION;
    expect(isReportFieldPath('use_of_force.force.type_of_force', config, report)).toBe(false);
  });
});
