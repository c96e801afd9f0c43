import type { DojOverview } from '@fieldbook/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Snackbar } from '../shell/snackbar.tsx';
import { callsTo, json, mockFetch } from '../test/fetch-mock.ts';
import { signIn } from '../test/fixtures.ts';
import { DojStopLists } from './doj-errors.tsx';
import { DOJ_KEY } from './doj-submissions.api.ts';
import { SubmitNow } from './submit-now.tsx';

// Issue 26: 'Submit selected now' on the Submissions page sends the chosen stops (report_ids) of the DOJ's errors and
// of the stops held back; a Failed stop not amended since cannot be chosen.
const PATH = '/api/doj-submissions/batches';
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const ERRORS: DojOverview['errors'] = [
  {
    message: 'Age is required',
    stops: [
      { id: id(1), incident_number: 'A-1', send: 'amend_first' },
      { id: id(2), incident_number: 'A-2', send: 'ready' },
      { id: id(3), incident_number: 'A-3', send: 'ready' },
    ],
  },
  { message: 'Offense code is not valid', stops: [{ id: id(4), incident_number: 'B-4', send: 'in_review' }] },
];
const NOT_SENDABLE: DojOverview['not_sendable'] = [{ id: id(5), incident_number: 'C-5', reasons: ['No offense code.'] }];

function renderWith(ui: ReactNode) {
  signIn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <Snackbar />
    </QueryClientProvider>,
  );
  return { user, invalidated };
}
const lists = (canSubmit = true) => <DojStopLists errors={ERRORS} notSendable={NOT_SENDABLE} onOpen={() => {}} canSubmit={canSubmit} />;
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const submitSelected = () => screen.getByRole('button', { name: 'Submit selected now' }) as HTMLButtonElement;

describe('Submit selected now', () => {
  it('offers a checkbox per stop named by its incident number, only for stops that can be sent, and select all per group', async () => {
    const calls = mockFetch({ [`POST ${PATH}`]: () => json({ batch_id: id(9), eligible: 2 }, 202) });
    const { user, invalidated } = renderWith(lists());
    expect(box('A-1').disabled).toBe(true);
    expect(box('A-1').getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(box('A-1').getAttribute('aria-describedby') as string)?.textContent).toBe('Amend it first');
    expect(box('A-2').disabled).toBe(false);
    expect(box('C-5').disabled).toBe(false);
    expect(submitSelected().disabled).toBe(true);

    const [firstGroup, secondGroup] = screen.getAllByRole('checkbox', { name: 'Select all' }) as HTMLInputElement[];
    expect(secondGroup?.disabled).toBe(true);
    expect(document.getElementById(firstGroup?.getAttribute('aria-describedby') as string)?.textContent).toBe('Age is required');
    await user.click(firstGroup as HTMLInputElement);
    expect([box('A-1').checked, box('A-2').checked, box('A-3').checked]).toEqual([false, true, true]);
    // By keyboard: Space on a focused box.
    box('A-3').focus();
    await user.keyboard(' ');
    expect(box('A-3').checked).toBe(false);
    expect(firstGroup?.indeterminate).toBe(true);
    await user.click(box('C-5'));
    expect(screen.getByText('2 stops chosen')).toBeTruthy();

    await user.click(submitSelected());
    await waitFor(() => expect(callsTo(calls, 'POST', PATH)).toHaveLength(1));
    expect(callsTo(calls, 'POST', PATH)[0]?.body).toEqual({ report_ids: [id(2), id(5)] });
    expect(await screen.findByText('2 stops are being sent')).toBeTruthy();
    await waitFor(() => expect(invalidated).toHaveBeenCalledWith({ queryKey: [DOJ_KEY] }));
    expect(box('A-2').checked).toBe(false);
    expect(screen.getByText('No stop chosen')).toBeTruthy();
  });

  it('says how many of the chosen stops the server would not send, and a failed request in plain words', async () => {
    const answers = [
      json({ batch_id: id(9), eligible: 1 }, 202),
      json({ batch_id: null, eligible: 0 }),
      json({ detail: 'INTERNAL_ERROR' }, 500),
    ];
    mockFetch({ [`POST ${PATH}`]: () => answers.shift() as Response });
    const { user } = renderWith(lists());
    await user.click(box('A-2'));
    await user.click(box('A-3'));
    await user.click(submitSelected());
    expect(await screen.findByText('1 stop is being sent; 1 stop cannot be sent now')).toBeTruthy();
    await user.click(box('A-2'));
    await user.click(submitSelected());
    expect(await screen.findByText('The chosen stop cannot be sent now')).toBeTruthy();
    await user.click(box('A-2'));
    await user.click(submitSelected());
    const form = screen.getByRole('form', { name: 'Chosen stops' });
    expect((await within(form).findByRole('alert')).textContent).toBe('The stops could not be sent. Try again in a moment.');
  });

  it('shows no checkbox and no button when nothing can be sent (no DOJ connection)', () => {
    mockFetch({});
    renderWith(lists(false));
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Submit selected now' })).toBeNull();
    expect(screen.getByRole('button', { name: 'A-1' })).toBeTruthy();
  });

  it("the period's Submit now tells its outcome the same way", async () => {
    const calls = mockFetch({ [`POST ${PATH}`]: () => json({ batch_id: id(9), eligible: 3 }, 202) });
    const { user, invalidated } = renderWith(<SubmitNow year={2025} eligible={3} timeZone="UTC" />);
    await user.click(screen.getByRole('button', { name: 'Submit now' }));
    expect(await screen.findByText('3 stops are being sent')).toBeTruthy();
    expect(callsTo(calls, 'POST', PATH)[0]?.body).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    await waitFor(() => expect(invalidated).toHaveBeenCalledWith({ queryKey: [DOJ_KEY] }));
  });
});
