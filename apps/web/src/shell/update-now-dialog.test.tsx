import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from './storage-keys.ts';

const update = vi.fn();
vi.mock('../offline/service-worker.ts', () => ({ useServiceWorkerUpdate: () => ({ isUpdateWaiting: true, update }) }));
const { UpdateNowDialog } = await import('./update-now-dialog.tsx');

describe('Update Now', () => {
  it('clears the session and applies the waiting version', async () => {
    sessionStorage.setItem(STORAGE_KEYS.accessToken, 'token');
    render(<UpdateNowDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Update Now' }));
    expect(sessionStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(update).toHaveBeenCalled();
  });
});
