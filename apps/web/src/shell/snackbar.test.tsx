import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Snackbar, showAlert } from './snackbar.tsx';

afterEach(() => vi.useRealTimers());

describe('the snackbar', () => {
  it('shows a message and hides it after 3600 ms', () => {
    vi.useFakeTimers();
    render(<Snackbar />);
    act(() => showAlert('The report was updated successfully.'));
    expect(screen.getByText('The report was updated successfully.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(3599));
    expect(screen.queryByText('The report was updated successfully.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('The report was updated successfully.')).toBeNull();
  });
});
