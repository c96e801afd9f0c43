import { describe, expect, it } from 'vitest';
import { defaultFilters, hasOfficerFilter, toGenerateBody } from './dashboard-filters.ts';
import { countFittingChips, filterChips, removeChip, sourceLabel } from './filter-chips.ts';

const agency = defaultFilters(false);

describe('filter chips (analytics.md §9)', () => {
  it('shows only the period chip by default, and it cannot be removed', () => {
    expect(filterChips(agency)).toEqual([{ key: 'period', label: 'Last month', isRemovable: false }]);
    expect(removeChip(agency, 'period')).toBe(agency);
  });

  it('labels the source: created is My Reports, collaborated is Collaborated Reports, anything else All Reports', () => {
    expect(sourceLabel('created')).toBe('My Reports');
    expect(sourceLabel('collaborated')).toBe('Collaborated Reports');
    expect(sourceLabel('all')).toBe('All Reports');
    expect(sourceLabel('anything')).toBe('All Reports');
    expect(filterChips(defaultFilters(true)).map((chip) => chip.label)).toEqual(['Last month', 'My Reports']);
  });

  it('labels groups, areas and tags with their comma-joined names, and each can be removed', () => {
    const filters = {
      ...agency,
      period: 'custom' as const,
      from: '2026-03-01',
      to: '2026-03-15',
      groups: [
        { id: 'g1', name: 'Night Shift' },
        { id: 'g2', name: 'Traffic' },
      ],
      areas: [{ id: 'a1', name: 'North' }],
      tags: [
        { id: 't1', name: 'DUI' },
        { id: 't2', name: 'School zone' },
      ],
    };
    expect(filterChips(filters)).toEqual([
      { key: 'period', label: '03/01/2026 - 03/15/2026', isRemovable: false },
      { key: 'groups', label: 'Group: Night Shift, Traffic', isRemovable: true },
      { key: 'areas', label: 'Area: North', isRemovable: true },
      { key: 'tags', label: 'Agency Tags: DUI, School zone', isRemovable: true },
    ]);
    expect(filterChips(removeChip(filters, 'groups')).map((chip) => chip.key)).toEqual(['period', 'areas', 'tags']);
    expect(hasOfficerFilter(filters)).toBe(true);
    expect(hasOfficerFilter(removeChip(filters, 'groups'))).toBe(false);
  });

  it('names a calendar period by the label the periods call gave', () => {
    expect(filterChips({ ...agency, period: 'quarter', periodValue: { value: '2026-Q1', label: 'Q1 2026' } })[0]?.label).toBe('Q1 2026');
    expect(filterChips({ ...agency, period: 'week' })[0]?.label).toBe('Last week');
  });
});

describe('chip overflow', () => {
  it('keeps every chip when all fit, else as many as fit beside the overflow button', () => {
    expect(countFittingChips([100, 80, 90], 300, 8, 60)).toBe(3);
    // 100 + 8 + 80 + 8 + 90 = 286 > 250: room for the button (60) + 100 + 80 with gaps = 256 > 250, so 1 chip.
    expect(countFittingChips([100, 80, 90], 250, 8, 60)).toBe(1);
    expect(countFittingChips([100, 80, 90], 260, 8, 60)).toBe(2);
  });

  it('always shows the period chip', () => {
    expect(countFittingChips([400, 80], 200, 8, 60)).toBe(1);
  });
});

describe('the generate body', () => {
  it('sends the period alone by default and omits empty filters', () => {
    expect(toGenerateBody(agency)).toEqual({ period: 'month' });
    expect(toGenerateBody(defaultFilters(true))).toEqual({
      period: 'month',
      filters: { officers: { officer_information: { source: 'created' } } },
    });
  });

  it('sends exact dates, the period value, the officer or groups, areas and tags', () => {
    expect(
      toGenerateBody({
        ...agency,
        period: 'custom',
        from: '2026-03-01',
        to: '2026-03-15',
        officer: { id: 'u1', name: 'Jordan Lee' },
        areas: [{ id: 'a1', name: 'North' }],
        tags: [{ id: 't1', name: 'DUI' }],
      }),
    ).toEqual({
      period: 'custom',
      filters: {
        general_information: { date: { from: '2026-03-01', to: '2026-03-15' }, location: { areas: ['a1'] } },
        officers: { officer_information: { id: 'u1' } },
        tags: { agency: ['t1'] },
      },
    });
    expect(toGenerateBody({ ...agency, period: 'year', periodValue: { value: '2025', label: '2025' } })).toEqual({
      period: 'year',
      period_value: '2025',
    });
  });
});
