import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AmendTour, amendTourId } from './amend-tour.tsx';

describe('the amend guided tour', () => {
  it('is tour 6 from agency reports and tour 10 from my reports', () => {
    expect(amendTourId('/app/agency-reports/contacts')).toBe(6);
    expect(amendTourId('/app/my-reports/contacts')).toBe(10);
  });

  it('walks through 3 steps once, then stays closed for that user', async () => {
    const { unmount } = render(<AmendTour email="officer@demo.test" tourId={10} />);
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 3 of 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    render(<AmendTour email="officer@demo.test" tourId={10} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
