import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteError } from './route-error.tsx';

function Broken(): never {
  throw new Error('chunk failed to load');
}

function renderBrokenPage() {
  // React reports the caught error on the console; the page is what this test is about.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteError /> }]);
  render(<RouterProvider router={router} />);
}

describe('RouteError', () => {
  it('says the connection is missing when a page cannot load offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderBrokenPage();
    expect(screen.getByRole('heading', { name: 'No internet connection. You can try later.' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
  });

  it('says something went wrong otherwise', () => {
    renderBrokenPage();
    expect(screen.getByRole('heading', { name: 'Sorry, something went wrong.' })).toBeTruthy();
  });
});
