import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultFilters } from './dashboard-filters.ts';
import { FilterBar } from './filter-bar.tsx';
import { filterChips } from './filter-chips.ts';

const FILTERS = {
  ...defaultFilters(false),
  groups: [{ id: 'g1', name: 'Night Shift' }],
  areas: [{ id: 'a1', name: 'North' }],
};

// happy-dom lays nothing out: a 300 px bar, 100 px chips and a 90 px 'Filter by' button.
const sizes = new Map<string, PropertyDescriptor | undefined>();
beforeEach(() => {
  for (const name of ['offsetWidth', 'clientWidth']) sizes.set(name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('filter-bar') ? 300 : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
    configurable: true,
    get(this: HTMLElement) {
      if (this.classList.contains('filter-by')) return 90;
      return this.classList.contains('filter-chip') ? 100 : 0;
    },
  });
});
afterEach(() => {
  for (const [name, descriptor] of sizes) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  }
});

describe('the filter bar', () => {
  it("keeps the chips that fit, puts the others behind '+N', and counts them all on 'Filter by (N)'", async () => {
    const onRemove = vi.fn();
    render(<FilterBar chips={filterChips(FILTERS)} onRemove={onRemove} onOpenFilters={() => {}} />);
    const shown = screen.getByRole('list', { name: 'Filters applied' });
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Last month']);
    expect(within(shown).queryByRole('button', { name: 'Remove Last month' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Filter by (3)' })).toBeTruthy();

    const more = screen.getByRole('button', { name: '2 more filters' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(more);
    const hidden = screen.getByRole('list', { name: 'More filters applied' });
    expect(
      within(hidden)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Group: Night Shift', 'Area: North']);
    await userEvent.click(within(hidden).getByRole('button', { name: 'Remove Area: North' }));
    expect(onRemove).toHaveBeenCalledWith('areas');
  });

  it('measures each removable chip with the room its × takes, as the row draws it (issue 27)', () => {
    const { container } = render(<FilterBar chips={filterChips(FILTERS)} onRemove={() => {}} onOpenFilters={() => {}} />);
    const measured = [...container.querySelectorAll('.filter-chips.is-measure > .filter-chip')];
    expect(measured.map((chip) => [chip.textContent, chip.querySelectorAll('.chip-remove').length])).toEqual([
      ['Last month', 0],
      ['Group: Night Shift', 1],
      ['Area: North', 1],
    ]);
    // Nothing of it can be reached: no button, hidden from assistive technology.
    expect(container.querySelector('.is-measure button')).toBeNull();
    expect(container.querySelector('.is-measure')?.getAttribute('aria-hidden')).toBe('true');
  });
});
