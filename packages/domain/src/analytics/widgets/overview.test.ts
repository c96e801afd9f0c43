import { describe, expect, it } from 'vitest';
import { contextOf, many } from '../test-people.test-helper.ts';
import type { DoughnutConfig, RateCardConfig } from '../widget-types.ts';
import { OVERVIEW_WIDGETS } from './overview.ts';

const widget = (id: string) => OVERVIEW_WIDGETS.find((entry) => entry.id === id)!;

describe('overview widgets', () => {
  it('kpi_contacts counts reports, persons per report and a significant rise against the previous period', () => {
    const people = [...many(60, { reportId: 'a' }), ...many(60, { reportId: 'a', person: 1 })];
    const result = widget('kpi_contacts').compute(contextOf(people, { previous: many(20, { reportId: 'b' }) }));
    const config = result.config as RateCardConfig;
    expect(config.value.value).toBe(60);
    expect(config.subtitle).toBe('120 persons · 2.00 per contact');
    expect(config.deltas?.[0]).toMatchObject({ previous: 20, change: 2, significant: true });
    expect(config.deltas?.[1]).toMatchObject({ previous: 0, change: null, significant: true });
  });

  it('result_mix counts each result of a person once and has no data when nothing was recorded', () => {
    const people = [...many(3, { results: ['citation', 'arrest'] }), ...many(1, { results: ['warning'] })];
    const config = widget('result_mix').compute(contextOf(people)).config as DoughnutConfig;
    expect(config.data.map((slice) => [slice.name, slice.value])).toEqual([
      ['Citation', 3],
      ['Arrest', 3],
      ['Warning', 1],
    ]);
    expect(widget('result_mix').compute(contextOf([])).hasData).toBe(false);
  });
});
