import { describe, expect, it } from 'vitest';
import { readConfiguration } from '../../test/configurations.ts';
import { createDraft, type ReportDraft, validateDraft } from '../form/index.ts';
import { addItem } from '../form/item-list-actions.ts';
import { jumpKeyOf, listJumpTargets } from './jump-targets.ts';

const TIME_ZONE = 'America/Los_Angeles';
const california = readConfiguration('california.json');

function draftWithCitizens(count: number): ReportDraft {
  let draft = createDraft({
    id: crypto.randomUUID(),
    type: 'Call For Service',
    incidentNumber: 'A-100',
    startedAt: new Date('2025-06-01T18:00:00Z'),
    timeZone: TIME_ZONE,
  });
  for (let index = 0; index < count; index += 1) draft = addItem(draft, 'citizens', california.citizens);
  return draft;
}

const issue = (path: string) => ({ path, message: 'Needs an answer.' });
const summary = (draft: ReportDraft, paths: string[]) =>
  listJumpTargets(california, draft, paths.map(issue)).map(
    ({ label, level, issueCount }) => `${'  '.repeat(level)}${label}: ${issueCount}`,
  );

describe('the jump list of the contact form', () => {
  it("lists California's parts in the form's order, each citizen and each General Information section apart", () => {
    const paths = [
      'citizens.0.perception.race',
      'citizens.0.perception.gender',
      'citizens.1.stop_reason.reason',
      'general_information.date',
      'general_information.location.address.full',
      'general_information.state_related.stop.type_of_stop',
      'general_information.state_related.officer.years_of_experience',
      'general_information.state_related.officer.assignment',
      'general_information.duration',
      'tags.agency',
      'use_of_force',
    ];
    expect(summary(draftWithCitizens(2), paths)).toEqual([
      'Citizens: 0',
      '  Citizen 1: 2',
      '  Citizen 2: 1',
      'General Information: 2',
      '  Stop: 1',
      '  Location of Stop: 0',
      '  Reporting Officer: 2',
      'Use of Force: 1',
      'Officers: 0',
      'Agency Tags: 1',
      'Duration: 1',
    ]);
  });

  it('counts every issue once: a list-level issue on its list, one of no part on General Information', () => {
    const paths = ['citizens', 'officers', 'citizens.3.perception.race', 'public_token', 'general_information.was_use_of_force'];
    const targets = listJumpTargets(california, draftWithCitizens(1), paths.map(issue));
    const counts = Object.fromEntries(targets.map((target) => [target.key, target.issueCount]));
    expect(counts).toMatchObject({ citizens: 2, 'citizens.0': 0, officers: 1, general_information: 1, use_of_force: 1 });
    expect(targets.reduce((sum, target) => sum + target.issueCount, 0)).toBe(paths.length);
  });

  it("adds up to the form's own issues for a blank California report", () => {
    const draft = draftWithCitizens(1);
    const issues = validateDraft(draft, { config: california, timeZone: TIME_ZONE, now: new Date('2025-06-02T18:00:00Z'), mode: 'create' });
    const targets = listJumpTargets(california, draft, issues);
    expect(issues.length).toBeGreaterThan(5);
    expect(targets.reduce((sum, target) => sum + target.issueCount, 0)).toBe(issues.length);
    expect(targets.find((target) => target.key === 'citizens.0')?.issueCount).toBeGreaterThan(0);
  });

  it('maps paths to the deepest part it lists', () => {
    const known = new Set(['citizens', 'citizens.0', 'general_information', 'general_information.state_related.stop', 'duration']);
    expect(jumpKeyOf('citizens.0.perception.race', known)).toBe('citizens.0');
    expect(jumpKeyOf('citizens.2.perception.race', known)).toBe('citizens');
    expect(jumpKeyOf('general_information.state_related.stop.type_of_stop', known)).toBe('general_information.state_related.stop');
    expect(jumpKeyOf('general_information.state_related.location.is_k12_school', known)).toBe('general_information');
    expect(jumpKeyOf('general_information.duration', known)).toBe('duration');
    expect(jumpKeyOf('general_information.time', known)).toBe('general_information');
  });

  it('lists complaints and investigations only where an amend shows them', () => {
    const keys = (isSupervisionShown: boolean) =>
      listJumpTargets(california, draftWithCitizens(0), [], { isSupervisionShown }).map((target) => target.key);
    expect(keys(false)).not.toContain('complaints');
    expect(keys(true).slice(-2)).toEqual(['complaints', 'investigations']);
  });
});
