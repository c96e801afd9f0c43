import type { AuditEventView } from '@fieldbook/contract';
import { DEFAULT_SYSTEM_USE_NOTICE, SYSTEM_USE_NOTICE_MESSAGES } from '@fieldbook/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSettingsAt } from '../agency/settings/settings-test-utils.tsx';
import { callsTo, json, mockFetch } from '../test/fetch-mock.ts';
import { officer, owner, signIn } from '../test/fixtures.ts';

function setUp(section: string, handlers: Parameters<typeof mockFetch>[0], me = owner()) {
  signIn();
  const calls = mockFetch({ 'GET /api/users/me': () => json(me), ...handlers });
  return { ...renderSettingsAt(`/app/settings?section=${section}`), calls };
}

const event = (id: number, overrides: Partial<AuditEventView> = {}): AuditEventView => ({
  id: String(id),
  occurred_at: '2026-11-25T17:30:00.000Z',
  action: 'report.read',
  outcome: 'success',
  actor: { id: 'u-2', name: 'Marcus Reyes', email: 'manager@demo.test' },
  target: null,
  source_ip: '10.0.0.8',
  details: null,
  ...overrides,
});

afterEach(() => vi.restoreAllMocks());

describe('Settings > System-use notice', { timeout: 20_000 }, () => {
  it('checks the text with the server rule, saves it, and restores the default', async () => {
    let saved = { text: DEFAULT_SYSTEM_USE_NOTICE, is_default: true };
    const { user, calls } = setUp('system_notice', {
      'GET /api/agencies/me/system-use-notice': () => json(saved),
      'PUT /api/agencies/me/system-use-notice': ({ body }) => {
        const text = (body as { text: string | null }).text;
        saved = { text: text ?? DEFAULT_SYSTEM_USE_NOTICE, is_default: text === null };
        return json(saved);
      },
    });
    const field = await screen.findByLabelText('Notice text');
    expect(screen.getByText(/Your agency's login link/).textContent).toContain('/login?agency=agency-1');
    await user.clear(field);
    await user.type(field, 'Too short');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SYSTEM_USE_NOTICE_MESSAGES.tooShort)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(calls, 'PUT', '/api/agencies/me/system-use-notice')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'Demo Police Department: authorized use only, monitored and recorded.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Notice saved.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Use the default notice' }));
    expect(await screen.findByText('The default notice is shown again.')).toBeTruthy();
    expect(callsTo(calls, 'PUT', '/api/agencies/me/system-use-notice').map((call) => call.body)).toEqual([
      { text: 'Demo Police Department: authorized use only, monitored and recorded.' },
      { text: null },
    ]);
  });

  it('is not offered to an officer, nor is the audit log', async () => {
    setUp('audit_log', {}, officer());
    expect(await screen.findByText(/Your role has no agency settings to change/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Audit log' })).toBeNull();
  });
});

describe('Settings > Audit log', { timeout: 20_000 }, () => {
  const handlers = (): Parameters<typeof mockFetch>[0] => ({
    'GET /api/agency/members': () => json({ items: [] }),
    'GET /api/agency/audit-events': ({ search }) => {
      if (search.includes('after=3'))
        return json({ items: [event(2, { action: 'login', outcome: 'failure', actor: null })], links: { next: null } });
      if (search.includes('kind=amends')) return json({ items: [], links: { next: null } });
      return json({ items: [event(4), event(3, { action: 'report.amend' })], links: { next: '/api/agency/audit-events?after=3' } });
    },
    'GET /api/agency/audit-events/export.csv': () =>
      new Response('\uFEFFTime (UTC),Action\n2026-11-25T17:30:00.000Z,report.read\n', { headers: { 'content-type': 'text/csv' } }),
  });

  it("lists the agency's rows in its time, and loads more from links.next", async () => {
    const { user, calls } = setUp('audit_log', handlers());
    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getAllByText('11/25/2026 - 09:30')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('System')).toBeTruthy();
    expect(within(table).getByText('Failure')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(callsTo(calls, 'GET', '/api/agency/audit-events').map((call) => call.search)).toEqual(['', '?after=3']);
  });

  it('applies valid filters only, with the same rule as the server', async () => {
    const { user, calls } = setUp('audit_log', handlers());
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('From'), '2026-11-20');
    await user.type(screen.getByLabelText('To'), '2026-11-10');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('The start date must not be after the end date.')).toBeTruthy();
    expect(callsTo(calls, 'GET', '/api/agency/audit-events')).toHaveLength(1);

    await user.clear(screen.getByLabelText('To'));
    await user.selectOptions(screen.getByLabelText('Kind'), 'Amends');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('No audit entries match these filters.')).toBeTruthy();
    expect(callsTo(calls, 'GET', '/api/agency/audit-events').at(-1)?.search).toBe('?from=2026-11-20&kind=amends');
  });

  it('exports the filtered rows as a CSV file', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:audit');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { user, calls } = setUp('audit_log', handlers());
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The audit log was exported as CSV.')).toBeTruthy();
    expect(callsTo(calls, 'GET', '/api/agency/audit-events/export.csv')).toHaveLength(1);
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(await blob.text()).toContain('report.read');
  });

  it("exports the amend trail of a period, checking the period with the server's rule first (issue 25)", async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:trail');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { user, calls } = setUp('audit_log', {
      ...handlers(),
      'GET /api/reports/amend-trail.csv': () =>
        new Response('\uFEFFIncident Number,Version\nCAD-1,1\n', { headers: { 'content-type': 'text/csv' } }),
    });
    const trail = await screen.findByRole('region', { name: 'Amend trail' });
    await user.clear(within(trail).getByLabelText('Amends from'));
    await user.type(within(trail).getByLabelText('Amends from'), '2026-11-20');
    await user.clear(within(trail).getByLabelText('Amends to'));
    await user.type(within(trail).getByLabelText('Amends to'), '2026-11-10');
    await user.click(within(trail).getByRole('button', { name: 'Download amend trail (CSV)' }));
    expect(within(trail).getByRole('alert').textContent).toBe('The period ends before it starts.');
    expect(callsTo(calls, 'GET', '/api/reports/amend-trail.csv')).toHaveLength(0);

    await user.clear(within(trail).getByLabelText('Amends to'));
    await user.type(within(trail).getByLabelText('Amends to'), '2026-11-26');
    await user.click(within(trail).getByRole('button', { name: 'Download amend trail (CSV)' }));
    expect(await within(trail).findByText('The amend trail was exported as CSV.')).toBeTruthy();
    expect(callsTo(calls, 'GET', '/api/reports/amend-trail.csv')[0]?.search).toBe('?from=2026-11-20&to=2026-11-26');
  });

  it('offers the amend trail only to those who read the agency’s reports', async () => {
    const noReports = owner();
    noReports.role = {
      ...noReports.role,
      permissions: noReports.role.permissions.filter((permission) => permission !== 'agency.reports.read'),
    };
    setUp('audit_log', handlers(), noReports);
    await screen.findByRole('table');
    expect(screen.queryByRole('region', { name: 'Amend trail' })).toBeNull();
  });
});
