import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type ChipKey, countFittingChips, type FilterChip } from './filter-chips.ts';

const GAP_PX = 8;
const MORE_BUTTON_PX = 64;

interface FilterBarProps {
  chips: readonly FilterChip[];
  onRemove: (key: ChipKey) => void;
  onOpenFilters: () => void;
}

function Chip({ chip, onRemove }: { chip: FilterChip; onRemove?: ((key: ChipKey) => void) | undefined }) {
  return (
    <li className="filter-chip">
      <span className="filter-chip-label">{chip.label}</span>
      {chip.isRemovable && onRemove ? (
        <button type="button" className="chip-remove" aria-label={`Remove ${chip.label}`} onClick={() => onRemove(chip.key)}>
          <span aria-hidden="true">×</span>
        </button>
      ) : chip.isRemovable ? (
        // Measured (no onRemove): the room its × takes, or chips measured without it overlap 'Filter by' (issue 27).
        <span className="chip-remove" />
      ) : null}
    </li>
  );
}

/** The row's width now, followed as the window or the navigation changes it. */
function useWidth(element: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    setWidth(target.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(target.clientWidth));
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/**
 * The filter bar (analytics.md §2): the chips, those that do not fit in an overflow list, and 'Filter by (N)' where N
 * is the number of chips. The period chip cannot be removed.
 */
export function FilterBar({ chips, onRemove, onOpenFilters }: FilterBarProps) {
  const row = useRef<HTMLDivElement>(null);
  const measure = useRef<HTMLUListElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const width = useWidth(row);
  const [fitting, setFitting] = useState(chips.length);
  const [isOverflowOpen, setIsOverflowOpen] = useState(false);

  useLayoutEffect(() => {
    const widths = Array.from(measure.current?.children ?? []).map((chip) => (chip as HTMLElement).offsetWidth);
    const available = width - (button.current?.offsetWidth ?? 0) - GAP_PX;
    setFitting(width === 0 ? chips.length : countFittingChips(widths, available, GAP_PX, MORE_BUTTON_PX));
  }, [chips, width]);

  const hidden = chips.slice(fitting);
  useEffect(() => {
    if (hidden.length === 0) setIsOverflowOpen(false);
  }, [hidden.length]);

  return (
    <div ref={row} className="filter-bar">
      <ul ref={measure} className="filter-chips is-measure" aria-hidden="true">
        {chips.map((chip) => (
          <Chip key={chip.key} chip={chip} />
        ))}
      </ul>
      <ul className="filter-chips" aria-label="Filters applied">
        {chips.slice(0, fitting).map((chip) => (
          <Chip key={chip.key} chip={chip} onRemove={onRemove} />
        ))}
      </ul>
      {hidden.length > 0 ? (
        <div className="filter-overflow">
          <button
            type="button"
            className="filter-chip filter-more"
            aria-expanded={isOverflowOpen}
            aria-controls="filter-overflow-list"
            aria-label={`${hidden.length} more ${hidden.length === 1 ? 'filter' : 'filters'}`}
            onClick={() => setIsOverflowOpen(!isOverflowOpen)}
          >
            +{hidden.length}
          </button>
          {isOverflowOpen ? (
            <ul id="filter-overflow-list" className="filter-overflow-list" aria-label="More filters applied">
              {hidden.map((chip) => (
                <Chip key={chip.key} chip={chip} onRemove={onRemove} />
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <button ref={button} type="button" className="button button-secondary filter-by" onClick={onOpenFilters}>
        Filter by ({chips.length})
      </button>
    </div>
  );
}
