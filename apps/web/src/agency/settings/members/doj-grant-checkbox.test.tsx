import type { MemberView, MeResponse } from '@fieldbook/contract';
import { DEFAULT_ROLES } from '@fieldbook/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CurrentUserContext } from '../../../accounts/current-user-context.ts';
import { callsTo, json, mockFetch } from '../../../test/fetch-mock.ts';
import { owner, signIn } from '../../../test/fixtures.ts';
import { MembersSection } from '../members-section.tsx';

/** Issue 26: the owner's 'May submit stops to the DOJ' on a member's row, for California agencies. */
const DOJ = 'agency.doj_submissions.manage';
const PRIORITY = { owner: 30, manager: 20, supervisor: 15, officer: 10 } as const;
const member = (id: string, name: string, role: keyof typeof PRIORITY, granted: MemberView['granted_permissions'] = []): MemberView => ({
  id,
  name,
  email: `${id}@demo.test`,
  officer_id: id.toUpperCase(),
  title: null,
  role: { name: role, priority: PRIORITY[role] },
  is_active: true,
  is_locked: false,
  has_two_step: false,
  granted_permissions: granted,
});
const MEMBERS = [
  member('user-owner', 'Olivia Owens', 'owner'),
  member('user-manager', 'Marcus Reyes', 'manager'),
  member('user-officer', 'Jordan Lee', 'officer'),
  member('user-clerk', 'Sam Patel', 'supervisor', [DOJ]),
];
const PUT_PATH = '/api/agency/members/user-officer/permissions';

function renderSection(me: MeResponse) {
  signIn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/app/settings',
        element: (
          <CurrentUserContext value={me}>
            <MembersSection />
          </CurrentUserContext>
        ),
      },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/app/settings?section=members'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

const handlers = (put: () => Response | Promise<Response>) => ({
  'GET /api/agency/members': () => json({ items: MEMBERS }),
  'GET /api/invitations': () => json({ items: [] }),
  [`PUT ${PUT_PATH}`]: put,
});
const row = async (name: string) => within((await screen.findByText(name)).closest('tr') as HTMLElement);
const box = (name: string) => screen.findByRole('checkbox', { name: `May submit stops to the DOJ: ${name}` });

describe('DojGrantCheckbox', () => {
  it('the owner sees it on officers and supervisors (checked when granted), not on themselves or a manager', async () => {
    mockFetch(handlers(() => json({})));
    renderSection(owner());
    expect(((await box('Jordan Lee')) as HTMLInputElement).checked).toBe(false);
    expect(((await box('Sam Patel')) as HTMLInputElement).checked).toBe(true);
    expect((await row('Olivia Owens (you)')).queryByRole('checkbox')).toBeNull();
    expect((await row('Marcus Reyes')).queryByRole('checkbox')).toBeNull();
  });

  it('saves on Space from the keyboard, says it is saving, and keeps the saved member', async () => {
    let answer: (response: Response) => void = () => {};
    const calls = mockFetch(
      handlers(
        () =>
          new Promise<Response>((done) => {
            answer = done;
          }),
      ),
    );
    const { user } = renderSection(owner());
    const checkbox = await box('Jordan Lee');
    checkbox.focus();
    await user.keyboard(' ');
    expect(await screen.findByText('Saving…')).toBeTruthy();
    expect((checkbox as HTMLInputElement).disabled).toBe(true);
    expect((checkbox as HTMLInputElement).checked).toBe(true);
    expect(callsTo(calls, 'PUT', PUT_PATH)[0]?.body).toEqual({ granted: [DOJ] });
    answer(json(member('user-officer', 'Jordan Lee', 'officer', [DOJ])));
    await waitFor(() => expect((checkbox as HTMLInputElement).disabled).toBe(false));
    expect((checkbox as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText('Saving…')).toBeNull();
    expect(checkbox.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('says when it could not save and shows the member as before', async () => {
    mockFetch(handlers(() => json({ detail: 'INTERNAL' }, 500)));
    const { user } = renderSection(owner());
    const checkbox = await box('Jordan Lee');
    await user.click(checkbox);
    expect(await screen.findByText('Not saved. Try again.')).toBeTruthy();
    expect((checkbox as HTMLInputElement).checked).toBe(false);
  });

  it('is not shown outside California', async () => {
    mockFetch(handlers(() => json({})));
    const me = owner();
    renderSection({ ...me, agency: me.agency ? { ...me.agency, configuration_file: 'generic.json' } : null });
    await row('Jordan Lee');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('is not shown to a manager, whose role holds the DOJ submission but may not give it', async () => {
    mockFetch(handlers(() => json({})));
    const permissions = [...(DEFAULT_ROLES.find((role) => role.name === 'manager')?.permissions ?? [])];
    renderSection(owner({ id: 'user-manager', name: 'Marcus Reyes', role: { id: 2, name: 'manager', priority: 20, permissions } }));
    await row('Jordan Lee');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
