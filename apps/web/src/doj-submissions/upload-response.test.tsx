import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch } from '../test/fetch-mock.ts';
import { signIn } from '../test/fixtures.ts';
import { BatchList } from './batch-list.tsx';
import { UPLOAD_RESPONSE_LABEL, UploadResponse } from './upload-response.tsx';

// Issue 26: a portal agency uploads the DOJ's response file on the Submissions page; the control's states.
const PATH = '/api/doj-submissions/responses/upload';
const ANSWER = 'Record Level Errors:\r\nAgency ORI|File name|LEA record ID|Error List\r\nCA0349400|f.json|r1|"Offense code is not valid"';
const answerFile = (text = ANSWER, name = 'answer.txt') =>
  new File([text], name, { type: 'text/plain', lastModified: Date.UTC(2026, 2, 4) });

function renderWith(ui: ReactNode) {
  signIn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return { user, input: screen.getByLabelText(UPLOAD_RESPONSE_LABEL) as HTMLInputElement };
}

describe("Upload the DOJ's response file", () => {
  it('is a labelled, described file input; while the file is read it is disabled and says so; then it says what changed', async () => {
    let answer: (response: Response) => void = () => {};
    const calls = mockFetch({ [`POST ${PATH}`]: () => new Promise<Response>((done) => (answer = done)) });
    const { user, input } = renderWith(<UploadResponse />);
    expect(input.type).toBe('file');
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(input.getAttribute('aria-describedby') as string)?.textContent).toMatch(
      /downloaded from the DOJ's portal/,
    );
    expect(screen.queryByRole('alert')).toBeNull();

    await user.upload(input, answerFile());
    await waitFor(() => expect(input.disabled).toBe(true));
    expect(screen.getByRole('status').textContent).toContain('Reading the file…');
    expect(callsTo(calls, 'POST', PATH)[0]?.body).toEqual({
      file_name: 'answer.txt',
      content: ANSWER,
      written_at: '2026-03-04T00:00:00.000Z',
    });

    answer(json({ state: 'processed', failed: 1, accepted: 2, note: null }));
    expect(await screen.findByText('Response read: 1 stop failed, 2 stops accepted.')).toBeTruthy();
    expect(input.disabled).toBe(false);
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it("says nothing changed, and why, for a file of another ORI and for a file that is not the DOJ's", async () => {
    const results = [
      { state: 'foreign', failed: 0, accepted: 0, note: 'It names another agency (ORI).' },
      { state: 'malformed', failed: 0, accepted: 0, note: 'Line 1: not a line of the DOJ response (no | between fields).' },
    ];
    mockFetch({ [`POST ${PATH}`]: () => json(results.shift()) });
    const { user, input } = renderWith(<UploadResponse />);
    await user.upload(input, answerFile());
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Nothing changed: this file does not answer your agency's batches. It names another agency (ORI).",
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.upload(input, answerFile('Dear DOJ', 'notes.txt'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Nothing changed: this is not a DOJ response file. Line 1: not a line of the DOJ response (no | between fields).',
      ),
    );
  });

  it('does not send an empty file, and shows the server refusal and a failed request in plain words', async () => {
    const answers = [
      json({ detail: 'DOJ_NOT_PORTAL', errors: [{ path: 'body.content', message: "Your agency gets the DOJ's answers by SFTP." }] }, 409),
      json({ detail: 'INTERNAL_ERROR' }, 500),
    ];
    const calls = mockFetch({ [`POST ${PATH}`]: () => answers.shift() as Response });
    const { user, input } = renderWith(<UploadResponse />);
    await user.upload(input, answerFile('  \n'));
    expect((await screen.findByRole('alert')).textContent).toBe('The file is empty.');
    expect(callsTo(calls, 'POST', PATH)).toHaveLength(0);

    await user.upload(input, answerFile());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe("Your agency gets the DOJ's answers by SFTP."));
    await user.upload(input, answerFile());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The file could not be sent. Try again in a moment.'));
  });

  it('is offered to a portal agency in place of "Check for answers now", which SFTP agencies keep', () => {
    signIn();
    const queryClient = new QueryClient();
    const { rerender } = render(
      <QueryClientProvider client={queryClient}>
        <BatchList batches={[]} timeZone="UTC" transport="portal" />
      </QueryClientProvider>,
    );
    expect(screen.getByLabelText(UPLOAD_RESPONSE_LABEL)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check for answers now' })).toBeNull();
    rerender(
      <QueryClientProvider client={queryClient}>
        <BatchList batches={[]} timeZone="UTC" transport="sftp" />
      </QueryClientProvider>,
    );
    expect(screen.queryByLabelText(UPLOAD_RESPONSE_LABEL)).toBeNull();
    expect(screen.getByRole('button', { name: 'Check for answers now' })).toBeTruthy();
  });
});
