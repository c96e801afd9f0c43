import type { Colour } from '@fieldbook/domain';
import { useId } from 'react';
import type { Theme } from '../charts/chart-options.ts';

interface FilterMapOptionsProps {
  options: ReadonlyArray<{ label: string; colour: Colour }>;
  checked: readonly string[];
  theme: Theme;
  onChange: (checked: string[]) => void;
}

/** The filter map's options, each a checkbox with its colour; all are checked at first (analytics.md §4). */
export function FilterMapOptions({ options, checked, theme, onChange }: FilterMapOptionsProps) {
  return (
    <fieldset className="filter-map-options">
      <legend className="visually-hidden">Show on the map</legend>
      {options.map((option) => (
        <label key={option.label} className="filter-map-option">
          <input
            type="checkbox"
            checked={checked.includes(option.label)}
            onChange={(event) =>
              onChange(event.target.checked ? [...checked, option.label] : checked.filter((label) => label !== option.label))
            }
          />
          <span className="legend-swatch" style={{ background: option.colour[theme] }} aria-hidden="true" />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/** The metric the filter map colours its areas by (analytics-widgets.md F2). */
export function MetricSelect({
  metrics,
  metric,
  onChange,
}: {
  metrics: readonly string[];
  metric: number;
  onChange: (metric: number) => void;
}) {
  const id = useId();
  return (
    <div className="filter-map-metric">
      <label htmlFor={id}>Colour areas by</label>
      <select id={id} className="select" value={metric} onChange={(event) => onChange(Number(event.target.value))}>
        {metrics.map((label, index) => (
          <option key={label} value={index}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
