import { useId } from 'react';

interface AdvancedSearchSwitchProps {
  isOn: boolean;
  /** How many filters are applied, shown beside the label. */
  filterCount: number;
  onChange: (isOn: boolean) => void;
}

/** 'Advanced search': on opens the filters; off clears them and lists again (analytics.md §4). */
export function AdvancedSearchSwitch({ isOn, filterCount, onChange }: AdvancedSearchSwitchProps) {
  const id = useId();
  return (
    <div className="advanced-switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="switch"
        checked={isOn}
        aria-checked={isOn}
        aria-describedby={filterCount > 0 ? `${id}-count` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>Advanced search</label>
      {filterCount > 0 && (
        <span id={`${id}-count`} className="filter-count">
          {filterCount === 1 ? '1 filter' : `${filterCount} filters`}
        </span>
      )}
    </div>
  );
}
