import { describe, expect, it } from 'vitest';
import type { ItemValues, SectionValues } from './report.types.ts';
import {
  applyTemplateAnswers,
  checkTemplateAnswers,
  countTemplateAnswers,
  TEMPLATE_MESSAGES,
  templateAnswersFromReport,
  templateInputSchema,
  templateSections,
  tidyTemplateAnswers,
} from './report-templates.ts';
import { exampleReport, shippedConfigurations } from './shipped-configurations.test-helper.ts';

const configs = shippedConfigurations();
const california = configs.find((entry) => entry.fileName === 'california.json')?.config;
if (!california) throw new Error('no California configuration');

type ReportLike = { general_information: { state_related: Record<string, SectionValues> }; citizens: ItemValues[] };

describe('stop templates (issue 24)', () => {
  it('hold the sections about the kind of stop in every shipped configuration, never who the person was', () => {
    for (const { fileName, config } of configs) {
      const sections = templateSections(config);
      expect(sections.citizen.length, fileName).toBeGreaterThan(0);
      const names = sections.citizen.map((section) => section.name);
      expect(names, fileName).not.toContain('perception');
      expect(names, fileName).not.toContain('demographics');
    }
    expect(templateSections(california).citizen.map((section) => section.name)).toEqual([
      'stop_reason',
      'reason_given',
      'actions',
      'search',
      'contraband',
      'property_seizure',
      'force',
      'result',
    ]);
    expect(templateSections(california).general.map((section) => section.name)).toEqual(['stop']);
  });

  it('keep from a filed stop the first citizen’s reason, actions and result and the type of stop, not the perception', () => {
    for (const { fileName, config } of configs) {
      const report = exampleReport(fileName) as unknown as ReportLike;
      const answers = templateAnswersFromReport(config, report);
      expect(countTemplateAnswers(answers), fileName).toBeGreaterThan(0);
      expect(checkTemplateAnswers(config, answers), fileName).toEqual([]);
      expect(Object.keys(answers.citizen), fileName).not.toContain('perception');
      expect(JSON.stringify(answers)).not.toContain(String(report.citizens[0]?.id));
    }
    const answers = templateAnswersFromReport(california, exampleReport('california.json') as unknown as ReportLike);
    expect(answers.citizen.stop_reason?.primary_reason).toBeDefined();
    expect(answers.general).toHaveProperty('stop.type_of_stop');
    expect(answers.general).not.toHaveProperty('officer');
    // The brief explanation is that stop's own narrative: the officer writes it for each stop.
    expect(exampleReport('california.json').citizens[0]).toHaveProperty('stop_reason.explanation');
    expect(answers.citizen.stop_reason).not.toHaveProperty('explanation');
  });

  it('refuse answers outside the template sections, of the wrong type, or not among the options', () => {
    const issues = checkTemplateAnswers(california, {
      general: { officer: { years_of_experience: 7 } },
      citizen: {
        perception: { race: ['white'] },
        stop_reason: { primary_reason: 'not_an_option', explanation: 'Copied narrative' },
        result: { result_of_stop: ['citation'], unknown_field: 'x' },
      },
    });
    expect(issues).toEqual([
      { path: 'answers.general.officer', message: TEMPLATE_MESSAGES.unknownField },
      { path: 'answers.citizen.perception', message: TEMPLATE_MESSAGES.unknownField },
      { path: 'answers.citizen.stop_reason.primary_reason', message: TEMPLATE_MESSAGES.unknownField },
      { path: 'answers.citizen.stop_reason.explanation', message: TEMPLATE_MESSAGES.unknownField },
      { path: 'answers.citizen.result.unknown_field', message: TEMPLATE_MESSAGES.unknownField },
    ]);
  });

  it('refuse a template with no answers, and a name that is blank or too long', () => {
    expect(checkTemplateAnswers(california, { general: {}, citizen: {} })).toEqual([{ path: 'answers', message: TEMPLATE_MESSAGES.empty }]);
    const input = { contact_type: 'Officer Pro-active', scope: 'personal', answers: { general: {}, citizen: {} } };
    expect(templateInputSchema.safeParse({ ...input, name: '   ' }).success).toBe(false);
    expect(templateInputSchema.safeParse({ ...input, name: 'x'.repeat(61) }).success).toBe(false);
    expect(templateInputSchema.safeParse({ ...input, name: ' Speeding ' }).data?.name).toBe('Speeding');
    expect(templateInputSchema.safeParse({ ...input, name: 'Speeding', extra: 1 }).success).toBe(false);
  });

  it('fill a new stop: the type of stop and a first citizen with the answers, a copy the form may change', () => {
    const answers = {
      general: { stop: { type_of_stop: 'vehicular' } },
      citizen: { stop_reason: { primary_reason: 'traffic_violation' }, result: { result_of_stop: ['citation'] } },
    };
    const draft = {
      general_information: { state_related: { to_connect_reports: { event_identifier: 'E1' } } },
      citizens: [] as ItemValues[],
    };
    const filled = applyTemplateAnswers(draft, answers, () => 'citizen-1');
    expect(filled.general_information.state_related).toEqual({
      to_connect_reports: { event_identifier: 'E1' },
      stop: { type_of_stop: 'vehicular' },
    });
    expect(filled.citizens).toEqual([{ id: 'citizen-1', ...answers.citizen }]);
    const copied = filled.citizens[0] as unknown as { result: { result_of_stop: string[] } };
    copied.result.result_of_stop.push('arrest');
    expect(answers.citizen.result.result_of_stop).toEqual(['citation']);
  });

  it('fill an existing first citizen without touching the perception already answered', () => {
    const draft = { general_information: { state_related: {} }, citizens: [{ id: 'c1', perception: { race: ['white'] } }] as ItemValues[] };
    const filled = applyTemplateAnswers(draft, { general: {}, citizen: { result: { result_of_stop: ['citation'] } } }, () => 'unused');
    expect(filled.citizens).toEqual([{ id: 'c1', perception: { race: ['white'] }, result: { result_of_stop: ['citation'] } }]);
  });

  it('are kept tidy: a field the other answers hide is cleared as the form clears it, empty answers dropped', () => {
    const tidy = tidyTemplateAnswers(california, {
      general: { stop: { type_of_stop: 'vehicular', welfare_check: false } },
      citizen: {
        // Reasonable suspicion hides the traffic violation's questions.
        stop_reason: { primary_reason: 'reasonable_suspicion', traffic_violation_type: 'moving', explanation: '' },
        actions: { non_force_actions: [] },
      },
    });
    expect(tidy).toEqual({
      general: { stop: { type_of_stop: 'vehicular', welfare_check: false } },
      citizen: { stop_reason: { primary_reason: 'reasonable_suspicion' } },
    });
  });
});
