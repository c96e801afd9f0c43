import type { HeatMapConfig, RankingCardConfig } from '@fieldbook/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeatMapWidget } from './heat-map-widget.tsx';
import { RankingCardWidget } from './ranking-card-widget.tsx';

const ranking: RankingCardConfig = {
  header: { elements_label: 'Officer', value_label: 'Reports' },
  unit: 'count',
  ranking_list: [
    {
      elements: [
        { label: 'Marcus Reyes', tooltip_value: '21 reports', detail: '21 persons' },
        { label: 'Searches', tooltip_value: '35' },
        { label: 'Search rate', tooltip_value: '70.0% (56.2–80.9), n = 50' },
      ],
      value: { value: 21 },
    },
  ],
};

describe('ranking card', () => {
  it('writes each metric of a row on its own line with its value: nothing only in a hover a phone cannot make', () => {
    render(<RankingCardWidget config={ranking} caption="Officer activity" timeZone="America/Los_Angeles" />);
    const row = screen.getByRole('rowheader');
    const lines = [...row.querySelectorAll('.ranking-metric')].map((line) => line.textContent);
    expect(lines).toEqual(['Searches 35', 'Search rate 70.0% (56.2–80.9), n = 50']);
    expect(row.querySelector('[title]')).toBeNull();
    expect(row.querySelector('.ranking-element')?.textContent).toBe('Marcus Reyes 21 persons');
  });
});

const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));
const byHour: HeatMapConfig = {
  rows: ['Sunday', 'Monday'],
  columns: HOURS,
  unit: 'count',
  cells: HOURS.map((_, hour) => [hour % 2, hour, { value: hour }] as [number, number, { value: number }]),
};

describe('heat map', () => {
  it('fits 24 hours in its card: colours with a scale, every third hour named, every value kept for screen readers', () => {
    render(<HeatMapWidget config={byHour} caption="When contacts happen" theme="day" />);
    const table = screen.getByRole('table');
    expect(table.classList.contains('is-dense')).toBe(true);
    const shown = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.querySelector('span:not(.visually-hidden)')?.textContent)
      .filter(Boolean);
    expect(shown).toEqual(['00', '03', '06', '09', '12', '15', '18', '21']);
    expect(within(table).getAllByRole('cell').at(-1)?.textContent).toBe('23');
    expect(document.querySelector('.heat-map-scale')?.textContent).toBe('023');
  });

  it('writes the values in the cells of a small matrix', () => {
    render(<HeatMapWidget config={{ ...byHour, columns: HOURS.slice(0, 6) }} caption="Small" theme="day" />);
    expect(screen.getByRole('table').classList.contains('is-dense')).toBe(false);
    expect(document.querySelector('.heat-cell .visually-hidden')).toBeNull();
  });

  it('writes rates per 1,000 bare in the cells and names their unit once, and lets a row name break after a slash', () => {
    const byContext: HeatMapConfig = {
      rows: ['Traffic violation', 'Parole/probation'],
      columns: ['Officer-initiated · daylight', 'Call for service · dark'],
      unit: 'per_1000',
      cells: [
        [0, 0, { value: 32.25 }],
        [1, 1, { value: null }],
      ],
    };
    render(<HeatMapWidget config={byContext} caption="Force rate by context" theme="day" />);
    const table = screen.getByRole('table', { name: 'Force rate by context, per 1,000' });
    expect([...table.querySelectorAll('.heat-cell')].map((cell) => cell.textContent)).toEqual(['32.3', '—', '—', '—']);
    expect(document.querySelector('.heat-map-scale')?.textContent).toBe('Rates per 1,000');
    expect([...table.querySelectorAll('tbody th')].map((row) => row.innerHTML)).toEqual(['Traffic violation', 'Parole/<wbr>probation']);
  });
});
