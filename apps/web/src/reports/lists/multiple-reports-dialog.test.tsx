import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { listItem } from './list-fixtures.test-helper.ts';
import { MultipleReportsDialog } from './multiple-reports-dialog.tsx';
import { markerClass } from './reports-map.tsx';

const item = (id: string, coords: { lat: number; long: number } | null) => listItem(0, { id, incident_number: id, coords });

describe('the multiple-reports selector', () => {
  it('lists the reports at one place and those without coordinates, and opens the chosen one', async () => {
    const onChoose = vi.fn();
    render(
      <MultipleReportsDialog
        nearby={[item('CAD-1', { lat: 1, long: 1 }), item('CAD-2', { lat: 1, long: 1 })]}
        withoutCoordinates={[item('CAD-3', null)]}
        timeZone="America/Los_Angeles"
        onChoose={onChoose}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Reports at this place (2)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Reports without coordinates (1)' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /CAD-3/ }));
    expect(onChoose).toHaveBeenCalledWith(item('CAD-3', null));
  });

  it('marks one report plainly and several with a number, in colours above 5 and at 10 or more', () => {
    expect(markerClass(1)).toBe('map-marker');
    expect(markerClass(5)).toBe('map-marker map-marker-numbered');
    expect(markerClass(6)).toContain('is-many');
    expect(markerClass(10)).toContain('is-most');
  });
});
