import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSettingsAt } from '../agency/settings/settings-test-utils.tsx';
import { callsTo, type Handler, json, mockFetch } from '../test/fetch-mock.ts';
import { signIn } from '../test/fixtures.ts';
import { eiManager, settings } from './ei-fixtures.test-helper.ts';

function mockSettings(handlers: Record<string, Handler> = {}, me = eiManager(false)) {
  return mockFetch({
    'GET /api/users/me': () => json(me),
    'GET /api/early-intervention/settings': () => json(settings()),
    'GET /api/early-intervention/evaluations/latest': () => json({ run: null }),
    'PUT /api/early-intervention/settings': (call) => json(call.body),
    ...handlers,
  });
}

const open = () => renderSettingsAt('/app/settings?section=early_intervention');

describe('Settings > Early intervention', { timeout: 20_000 }, () => {
  it('shows the indicators in three groups and saves the switch with the defaults and a routine search counted', async () => {
    signIn();
    const calls = mockSettings();
    const { user } = open();
    expect(await screen.findByRole('heading', { name: 'Early intervention', level: 2 })).toBeTruthy();
    const fromReports = await screen.findByRole('group', { name: 'Counted from reports' });
    expect((within(fromReports).getByLabelText('Use-of-force incidents') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('group', { name: 'Compared with peers' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Entered by hand' })).getByLabelText('Vehicle pursuit')).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Early intervention is on' }));
    // Routine searches are judged against peers by default; an agency may count them too.
    expect((within(fromReports).getByLabelText('Consent searches') as HTMLInputElement).checked).toBe(false);
    await user.click(within(fromReports).getByLabelText('Consent searches'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/early-intervention/settings')).toHaveLength(1));
    const body = callsTo(calls, 'PUT', '/api/early-intervention/settings')[0]?.body as ReturnType<typeof settings>;
    expect(body.enabled).toBe(true);
    expect(body.indicators).toContain('consent_searches');
    expect(body.indicators).not.toContain('searches_nothing_found');
    expect(body.count_rule).toEqual({ enabled: true, count: 3, window_months: 12 });
    expect(await screen.findByText('Early intervention settings saved.')).toBeTruthy();
  });

  it('chooses which force counts as a use-of-force incident, any force by default', async () => {
    signIn();
    const calls = mockSettings();
    const { user } = open();
    const force = await screen.findByRole('group', { name: 'Which force counts as a use-of-force incident' });
    expect((within(force).getByLabelText('Any force, handcuffing included') as HTMLInputElement).checked).toBe(true);
    expect(within(force).getAllByRole('radio')).toHaveLength(5);
    await user.click(within(force).getByLabelText('Physical force or more (holds, takedowns)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/early-intervention/settings')).toHaveLength(1));
    const body = callsTo(calls, 'PUT', '/api/early-intervention/settings')[0]?.body as ReturnType<typeof settings>;
    expect(body.force_threshold).toBe('physical_force');
  });

  it('checks the numbers with the schema before sending, message by field and focus on the first', async () => {
    signIn();
    const calls = mockSettings();
    const { user } = open();
    const count = await screen.findByLabelText('Events');
    await user.clear(count);
    await user.type(count, '0');
    const fdr = screen.getByLabelText('False-discovery rate');
    await user.clear(fdr);
    await user.type(fdr, '0.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A count of 1 to 50.')).toBeTruthy();
    expect(screen.getByText('A false-discovery rate between 0.001 and 0.2.')).toBeTruthy();
    expect(count.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(count));
    expect(callsTo(calls, 'PUT', '/api/early-intervention/settings')).toHaveLength(0);
  });

  it("shows the server's 400 messages by field", async () => {
    signIn();
    const refusal = {
      detail: 'VALIDATION_ERROR',
      errors: [{ path: 'body.review_deadline_days', message: 'A deadline of 1 to 365 days.' }],
    };
    mockSettings({ 'PUT /api/early-intervention/settings': () => json(refusal, 400) });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A deadline of 1 to 365 days.')).toBeTruthy();
    expect(screen.getByLabelText('Review deadline (days)').getAttribute('aria-invalid')).toBe('true');
  });

  it('runs the evaluation now, shows progress while it runs and the result when done', async () => {
    signIn();
    let latest: unknown = {
      run: {
        id: 'r0',
        status: 'done',
        started_at: '2026-06-01T09:00:00Z',
        finished_at: '2026-06-01T09:00:40Z',
        officers_evaluated: 40,
        alerts_opened: 1,
      },
    };
    const running = {
      id: 'r1',
      status: 'running',
      started_at: '2026-06-02T09:00:00Z',
      finished_at: null,
      officers_evaluated: 0,
      alerts_opened: 0,
    };
    const calls = mockSettings({
      'GET /api/early-intervention/evaluations/latest': () => json(latest),
      'POST /api/early-intervention/evaluations': () => {
        latest = { run: running };
        return json(running, 202);
      },
    });
    const { user } = open();
    expect(await screen.findByText(/40 officers evaluated, 1 new alert\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Run the evaluation now' }));
    expect(await screen.findByText('The evaluation is running…')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Evaluation progress' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Run the evaluation now' }) as HTMLButtonElement).disabled).toBe(true);
    latest = { run: { ...running, status: 'done', finished_at: '2026-06-02T09:00:30Z', officers_evaluated: 41, alerts_opened: 2 } };
    expect(await screen.findByText(/41 officers evaluated, 2 new alerts\./, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(callsTo(calls, 'POST', '/api/early-intervention/evaluations')).toHaveLength(1);
  });
});
