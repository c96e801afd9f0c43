import type { MemberView, MeResponse } from '@fieldbook/contract';
import { DEFAULT_ROLES } from '@fieldbook/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CurrentUserContext } from '../../accounts/current-user-context.ts';
import { PHONE_QUERY } from '../../shell/use-media-query.ts';
import { callsTo, json, mockFetch } from '../../test/fetch-mock.ts';
import { officer, owner, signIn } from '../../test/fixtures.ts';
import { MembersSection } from './members-section.tsx';

const PENDING_PATH = '/api/invitations';

function member(id: string, name: string, role: 'owner' | 'manager' | 'officer', overrides: Partial<MemberView> = {}): MemberView {
  const priority = DEFAULT_ROLES.find((candidate) => candidate.name === role)?.priority ?? 0;
  return {
    id,
    name,
    email: `${id}@demo.test`,
    officer_id: id.toUpperCase(),
    title: null,
    role: { name: role, priority },
    is_active: true,
    is_locked: false,
    has_two_step: false,
    granted_permissions: [],
    ...overrides,
  };
}

const MEMBERS = [
  member('user-owner', 'Olivia Owens', 'owner'),
  member('user-manager', 'Marcus Reyes', 'manager'),
  member('user-manager2', 'Dana Cole', 'manager'),
  member('user-officer', 'Jordan Lee', 'officer'),
  member('user-locked', 'Sam Patel', 'officer', { is_locked: true }),
];

function manager(): MeResponse {
  const role = DEFAULT_ROLES.find((candidate) => candidate.name === 'manager');
  return officer({
    id: 'user-manager',
    name: 'Marcus Reyes',
    email: 'manager@demo.test',
    role: { id: 2, name: 'manager', priority: 20, permissions: [...(role?.permissions ?? [])] },
  });
}

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

function baseHandlers(members: MemberView[] = MEMBERS) {
  return {
    'GET /api/agency/members': () => json({ items: members }),
    [`GET ${PENDING_PATH}`]: () =>
      json({ items: [{ id: 'inv-1', email: 'pending@demo.test', status: 'Pending Delivery', created_at: '2026-01-05T10:00:00Z' }] }),
  };
}

const row = async (name: string) => within((await screen.findByText(name)).closest('tr') as HTMLElement);

describe('MembersSection', () => {
  it('lists members with role, access and lock; the owner sees every action but none on themselves', async () => {
    mockFetch(baseHandlers());
    renderSection(owner());
    const self = await row('Olivia Owens (you)');
    expect(self.queryAllByRole('button')).toEqual([]);
    const officerRow = await row('Jordan Lee');
    expect(officerRow.getByText('Officer')).toBeTruthy();
    expect(officerRow.getByText('Active')).toBeTruthy();
    expect(officerRow.getByRole('button', { name: 'Make manager: Jordan Lee' })).toBeTruthy();
    expect(officerRow.getByRole('button', { name: 'Disable access: Jordan Lee' })).toBeTruthy();
    expect((await row('Marcus Reyes')).getByRole('button', { name: 'Make officer: Marcus Reyes' })).toBeTruthy();
    const locked = await row('Sam Patel');
    expect(locked.getByText('Locked')).toBeTruthy();
    expect(locked.getByRole('button', { name: 'Unlock: Sam Patel' })).toBeTruthy();
    expect(screen.getByText('List the emails separated by commas and press ENTER.')).toBeTruthy();
  });

  it('keeps the actions cell a table cell (the buttons wrap in a block inside it) and lets e-mails wrap only before the @', async () => {
    mockFetch(baseHandlers([member('user-owner', 'Olivia Owens', 'owner'), member('user-officer', 'Jordan Lee', 'officer')]));
    renderSection(owner());
    const officerRow = await row('Jordan Lee');
    const rowElement = (await screen.findByText('Jordan Lee')).closest('tr') as HTMLElement;
    expect(within(rowElement).getAllByRole('cell')).toHaveLength(4);
    const button = officerRow.getByRole('button', { name: 'Make manager: Jordan Lee' });
    const cell = button.closest('td') as HTMLElement;
    expect(button.parentElement).not.toBe(cell);
    expect(button.parentElement?.classList.contains('member-actions')).toBe(true);
    expect(cell.classList.contains('member-actions')).toBe(false);
    const email = rowElement.querySelector('.member-email') as HTMLElement;
    expect(email.textContent).toBe('user-officer@demo.test');
    expect(email.innerHTML).toBe('user-officer<wbr>@demo.test');
  });

  it('on a phone (< 600 px) lists the members as cards instead of a table', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === PHONE_QUERY,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    mockFetch(baseHandlers());
    renderSection(owner());
    const list = await screen.findByRole('list', { name: 'Agency members' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(MEMBERS.length);
    const card = within(cards[3] as HTMLElement);
    expect(card.getByText('Jordan Lee')).toBeTruthy();
    expect(card.getByText('Officer ID').nextElementSibling?.textContent).toBe('USER-OFFICER');
    expect(card.getByText('Role').nextElementSibling?.textContent).toBe('Officer');
    expect(card.getByText('Access').nextElementSibling?.textContent).toBe('Active');
    expect(card.getByRole('button', { name: 'Make manager: Jordan Lee' })).toBeTruthy();
    expect(within(cards[4] as HTMLElement).getByText('Locked')).toBeTruthy();
  });

  it('hides what a manager may not do: no role changes, nothing on another manager or the owner', async () => {
    mockFetch(baseHandlers());
    renderSection(manager());
    const officerRow = await row('Jordan Lee');
    expect(officerRow.queryByRole('button', { name: /Make manager/ })).toBeNull();
    expect(officerRow.getByRole('button', { name: 'Disable access: Jordan Lee' })).toBeTruthy();
    expect((await row('Dana Cole')).queryAllByRole('button')).toEqual([]);
    expect((await row('Olivia Owens')).queryAllByRole('button')).toEqual([]);
  });

  it('asks before disabling access, sends it, refreshes the list and says so', async () => {
    let members = MEMBERS;
    const calls = mockFetch({
      ...baseHandlers(),
      'GET /api/agency/members': () => json({ items: members }),
      'PUT /api/agency/members/user-officer/access': () => {
        members = members.map((entry) => (entry.id === 'user-officer' ? { ...entry, is_active: false } : entry));
        return json({ ...MEMBERS[3], is_active: false });
      },
    });
    const { user } = renderSection(owner());
    await user.click((await row('Jordan Lee')).getByRole('button', { name: 'Disable access: Jordan Lee' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Disable access for Jordan Lee?')).toBeTruthy();
    expect(
      within(dialog).getByText('Jordan Lee is logged out at once and cannot use the agency until access is enabled again.'),
    ).toBeTruthy();
    expect(callsTo(calls, 'PUT', '/api/agency/members/user-officer/access')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Disable access' }));
    expect(await screen.findByText('Access disabled for Jordan Lee.')).toBeTruthy();
    expect(callsTo(calls, 'PUT', '/api/agency/members/user-officer/access')[0]?.body).toEqual({ is_active: false });
    const updated = await row('Jordan Lee');
    await waitFor(() => expect(updated.getByText('Disabled')).toBeTruthy());
    expect((await row('Jordan Lee')).getByRole('button', { name: 'Enable access: Jordan Lee' })).toBeTruthy();
  });

  it('cancelling the dialog changes nothing', async () => {
    const calls = mockFetch(baseHandlers());
    const { user } = renderSection(owner());
    await user.click((await row('Jordan Lee')).getByRole('button', { name: 'Make manager: Jordan Lee' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('makes a manager after confirmation and unlocks a locked account with H1 endpoint', async () => {
    const calls = mockFetch({
      ...baseHandlers(),
      'PUT /api/agency/members/user-officer/role': () => json({ ...MEMBERS[3], role: { name: 'manager', priority: 20 } }),
      'POST /api/agency/members/user-locked/unlock': () => json({ detail: 'OK' }),
    });
    const { user } = renderSection(owner());
    await user.click((await row('Jordan Lee')).getByRole('button', { name: 'Make manager: Jordan Lee' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Make manager' }));
    expect(await screen.findByText('Jordan Lee is now a manager.')).toBeTruthy();
    expect(callsTo(calls, 'PUT', '/api/agency/members/user-officer/role')[0]?.body).toEqual({ role: 'manager' });

    await user.click((await row('Sam Patel')).getByRole('button', { name: 'Unlock: Sam Patel' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('Sam Patel can log in again.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/agency/members/user-locked/unlock')).toHaveLength(1);
  });

  it('invites the e-mails typed separated by commas and lists pending invitations with Remove', async () => {
    const calls = mockFetch({
      ...baseHandlers(),
      [`POST ${PENDING_PATH}`]: () =>
        json({
          invited: [{ id: 'inv-2', email: 'a@demo.test', status: 'Pending Delivery', created_at: '' }],
          already_members: ['jordan@demo.test'],
          refused: [],
        }),
      [`DELETE ${PENDING_PATH}`]: () => json({ removed: ['pending@demo.test'] }),
    });
    const { user } = renderSection(owner());
    const input = await screen.findByLabelText('Member Emails');
    await user.type(input, 'a@demo.test, jordan@demo.test{Enter}');
    await user.click(screen.getByRole('button', { name: 'Send Invitations' }));
    expect(await screen.findByText('1 invitation sent. Already members: jordan@demo.test.')).toBeTruthy();
    expect(callsTo(calls, 'POST', PENDING_PATH)[0]?.body).toEqual({ emails: ['a@demo.test', 'jordan@demo.test'] });

    await user.click(await screen.findByRole('button', { name: 'Remove invitation to pending@demo.test' }));
    expect(await screen.findByText('Invitation to pending@demo.test removed.')).toBeTruthy();
    expect(callsTo(calls, 'DELETE', PENDING_PATH)[0]?.body).toEqual({ emails: ['pending@demo.test'] });
  });

  it('keeps Send Invitations disabled while an e-mail is invalid or the caller own', async () => {
    mockFetch(baseHandlers());
    const { user } = renderSection(owner());
    const input = await screen.findByLabelText('Member Emails');
    const send = screen.getByRole<HTMLButtonElement>('button', { name: 'Send Invitations' });
    expect(send.disabled).toBe(true);
    await user.type(input, 'OWNER@demo.test{Enter}');
    expect(send.disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toContain('You cannot invite your own email.');
  });

  it('sends a refused change where the error catalogue says (403 to /action-not-allowed)', async () => {
    mockFetch({ ...baseHandlers(), 'DELETE /api/agency/members/user-officer': () => json({ detail: 'Forbidden' }, 403, 'Forbidden') });
    const { user, router } = renderSection(owner());
    await user.click((await row('Jordan Lee')).getByRole('button', { name: 'Remove from agency: Jordan Lee' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove from agency' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/action-not-allowed'));
  });
});
