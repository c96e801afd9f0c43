import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserContext } from '../../accounts/current-user-context.ts';
import { readConfiguration, readExampleReport } from '../../test/configurations.ts';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { officer } from '../../test/fixtures.ts';
import { AMEND_NOT_ALLOWED, AMEND_ONLY_CURRENT, ReportViewer, VERSION_LOAD_FAILED } from './report-viewer.tsx';

const config = readConfiguration('california.json');
const versions = [
  {
    v: 0,
    created_at: '2026-06-15T16:30:00.000Z',
    author: { name: 'Jordan Lee', title: null, avatar_thumbnail_url: null },
    from_public_api: false,
  },
  {
    v: 1,
    created_at: '2026-06-16T10:00:00.000Z',
    author: { name: 'Marcus Reyes', title: null, avatar_thumbnail_url: null },
    from_public_api: false,
  },
];
const view = (canAmend: boolean) => ({
  id: 'r1',
  incident_number: 'CAD-1',
  version: 1,
  created_at: versions[0]?.created_at,
  updated_at: versions[1]?.created_at,
  author: { id: 'u1', name: 'Jordan Lee', officer_id: 'DPD-0217', title: 'Officer', role_priority: 10 },
  report: readExampleReport('california.json'),
  versions,
  can_amend: canAmend,
});

function renderViewer(onAmend = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CurrentUserContext.Provider value={officer()}>
        <ReportViewer incidentNumber="CAD-1" config={config} timeZone="America/Los_Angeles" onAmend={onAmend} />
      </CurrentUserContext.Provider>
    </QueryClientProvider>,
  );
  return onAmend;
}

afterEach(() => vi.useRealTimers());

describe('the full report viewer', () => {
  it('shows the sections in order and lets an allowed user amend the current version', async () => {
    mockFetch({ 'GET /api/reports/CAD-1': () => json(view(true)) });
    const onAmend = renderViewer();
    await screen.findByRole('heading', { name: 'Contact Report' });
    const sections = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(sections).toEqual(['General Information', 'Citizens', 'Use of force', 'Other agencies', 'Officers', 'Agency Tags', 'Duration']);
    // Issue 24, defect 5: 'Was Use Of Force: Yes' is followed by each citizen's force-related actions, not 'Nothing recorded.'
    const useOfForce = within(screen.getByRole('region', { name: 'Use of force' }));
    expect(useOfForce.queryByText('Nothing recorded.')).toBeNull();
    expect(useOfForce.getAllByRole('term').map((term) => term.textContent)).toEqual(['Citizen 1', 'Citizen 2']);
    expect(useOfForce.getAllByRole('definition').map((value) => value.textContent)).toEqual(['None', 'Handcuffed or flex cuffed']);
    await userEvent.click(screen.getByRole('button', { name: 'Amend Report' }));
    expect(onAmend).toHaveBeenCalled();
  });

  it('disables Amend Report with the spec tooltip without the amend right', async () => {
    mockFetch({ 'GET /api/reports/CAD-1': () => json(view(false)) });
    renderViewer();
    const button = (await screen.findByRole('button', { name: 'Amend Report' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByRole('tooltip').textContent).toBe(AMEND_NOT_ALLOWED);
    expect(AMEND_NOT_ALLOWED).toBe('Sorry, you do not have permission to amend this report.');
  });

  it('on an older version says only the current version can be amended, not that permission is missing (issue 13)', async () => {
    mockFetch({ 'GET /api/reports/CAD-1': () => json(view(true)) });
    renderViewer();
    const picker = await screen.findByRole('combobox', { name: 'Version' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([expect.stringMatching(/^Version 2 · .* · Marcus Reyes$/), expect.stringMatching(/^Version 1 · .* · Jordan Lee$/)]);
    await userEvent.selectOptions(picker, versions[0]?.created_at ?? '');
    const button = screen.getByRole('button', { name: 'Amend Report' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(screen.getByRole('tooltip').textContent).toBe('Only the current version can be amended.');
    expect(AMEND_ONLY_CURRENT).toBe('Only the current version can be amended.');
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
    expect(screen.queryByText(AMEND_NOT_ALLOWED)).toBeNull();

    await userEvent.selectOptions(picker, versions[1]?.created_at ?? '');
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('says when a version cannot be loaded, for 3600 ms, and keeps the current one', async () => {
    mockFetch({
      'GET /api/reports/CAD-1': (call) =>
        call.path === '/api/reports/CAD-1' && calls++ > 0 ? json({ detail: 'INTERNAL_ERROR' }, 500) : json(view(true)),
    });
    let calls = 0;
    renderViewer();
    const select = await screen.findByLabelText('Version');
    await userEvent.selectOptions(select, versions[0]?.created_at ?? '');
    expect(await screen.findByText(VERSION_LOAD_FAILED)).toBeTruthy();
    expect(VERSION_LOAD_FAILED).toBe('The selected version could not be loaded correctly. Please try again.');
    expect((screen.getByRole('button', { name: 'Amend Report' }) as HTMLButtonElement).disabled).toBe(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 3700)));
    expect(screen.queryByText(VERSION_LOAD_FAILED)).toBeNull();
  }, 10_000);
});
