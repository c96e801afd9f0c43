import type { PublicCaseView } from '@fieldbook/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../shell/storage-keys.ts';
import PublicCasePage from './public-case-page.tsx';

const TOKEN = 'Zx3_q9LmN0pR7sT2uVwXyA';
const CASE: PublicCaseView = {
  agency: {
    full_name: 'Demo Police Department',
    phone: '+1 916 555 0100',
    email: 'records@demo.test',
    address: '300 Richards Blvd',
    badge: '/api/agencies/a1/badge/1',
  },
  officer: { name: 'Jordan Lee', officer_id: 'DPD-0217' },
  incident_number: '1781539200-DPD0217',
  incident_date: '2026-06-15T16:30:00Z',
  timezone: 'America/Los_Angeles',
  review_state: 'pending_review',
};

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/case/:token', element: <PublicCasePage /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

/** The case answered by the server, and what the page posts (answered with `postAnswer`). */
function serveCase(
  view: PublicCaseView = CASE,
  postAnswer: () => Response = () => Response.json({ kind: 'complaint', status: 'received' }, { status: 201 }),
) {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => (init?.method === 'POST' ? postAnswer() : Response.json(view)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('the citizen case page in English', () => {
  it("shows the agency's badge, the review status, the incident and officer, and how to reach the agency, without signing in", async () => {
    browserLanguages(['en-US', 'en']);
    const fetchMock = serveCase();
    renderAt(`/case/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your case' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Badge of Demo Police Department' }).getAttribute('src')).toBe('/api/agencies/a1/badge/1');
    const status = screen.getByRole('region', { name: 'Review status' });
    expect(within(status).getByText('Waiting for review')).toBeTruthy();
    expect(screen.getByText('1781539200-DPD0217')).toBeTruthy();
    expect(screen.getByText('06/15/2026')).toBeTruthy();
    expect(screen.getByText('Jordan Lee (ID DPD-0217)')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+1 916 555 0100' }).getAttribute('href')).toBe('tel:+19165550100');
    expect(document.documentElement.lang).toBe('en');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/public/cases/${TOKEN}`);
    expect(new Headers(init.headers).has('authorization')).toBe(false);
  });

  it('words each review state', async () => {
    serveCase({ ...CASE, review_state: 'returned' });
    renderAt(`/case/${TOKEN}`);
    expect(await screen.findByText('Returned for corrections')).toBeTruthy();
  });

  it('sends a complaint: checks the message, contact details and consent first, then shows the thanks; HTML stays text', async () => {
    const fetchMock = serveCase();
    renderAt(`/case/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'File a complaint' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write your message.')).toBeTruthy();
    expect(screen.getByText('Tick the box to agree before you send.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: '<b>Rude</b> at the stop.' } });
    expect(screen.getByText('24 of 1000 characters')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter an email address like name@example.com, or leave it empty.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'maria@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you. The agency received your complaint. A manager will review it.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/public/cases/${TOKEN}/submissions`);
    const body = JSON.parse(init.body as string);
    expect(body).toMatchObject({ kind: 'complaint', text: '<b>Rude</b> at the stop.', email: 'maria@example.com', consent: true });
    expect(body.device_id).toBe(localStorage.getItem(STORAGE_KEYS.caseDevice));
  });

  it('says so when this device already has a message waiting for review', async () => {
    serveCase(CASE, () => Response.json({ detail: 'SUBMISSION_ALREADY_OPEN' }, { status: 409 }));
    renderAt(`/case/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Send a commendation' }));
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'Thank you.' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('You already sent a message about this case from this device. Please wait until the agency has reviewed it.'),
    ).toBeTruthy();
  });
});

describe('the citizen case page in Spanish', () => {
  it("opens in Spanish from the browser's language, with dates as Spanish speakers write them", async () => {
    browserLanguages(['es-MX', 'es']);
    serveCase({ ...CASE, review_state: 'approved' });
    renderAt(`/case/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Su caso' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Insignia de Demo Police Department' })).toBeTruthy();
    const status = screen.getByRole('region', { name: 'Estado de la revisión' });
    expect(within(status).getByText('Aprobado')).toBeTruthy();
    expect(screen.getByText('Número de incidente')).toBeTruthy();
    expect(screen.getByText('15/06/2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar un elogio' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
  });

  it('switches language and keeps the choice for the next visit', async () => {
    browserLanguages(['en-US']);
    serveCase();
    renderAt(`/case/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Su caso' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Español' }).getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.caseLanguage)).toBe('es');
  });

  it('checks a complaint in Spanish', async () => {
    localStorage.setItem(STORAGE_KEYS.caseLanguage, 'es');
    serveCase();
    renderAt(`/case/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Presentar una queja' }));
    fireEvent.change(screen.getByLabelText('Teléfono'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Escriba su mensaje.')).toBeTruthy();
    expect(screen.getByText('Escriba un número de teléfono de 7 a 15 dígitos, o déjelo en blanco.')).toBeTruthy();
    expect(screen.getByText('Marque la casilla para dar su conformidad antes de enviar.')).toBeTruthy();
  });
});

describe('links that find no case', () => {
  it('says a link that is no case link cannot be found, without asking the server', async () => {
    const fetchMock = vi.fn(async () => Response.json({ detail: 'NOT_FOUND' }, { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/case/unknown');
    expect(await screen.findByText(/This case could not be found/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a case the server has not seen may still be on the officer's device: it says so, and Try again finds it once uploaded (issue 24, defect 10)", async () => {
    let isUploaded = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => (isUploaded ? Response.json(CASE) : Response.json({ detail: 'NOT_FOUND' }, { status: 404 }))),
    );
    renderAt(`/case/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Your case is not online yet' })).toBeTruthy();
    expect(
      screen.getByText(
        "This case may still be on the officer's device. It will appear here once the officer's device uploads it. Please try again later.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Case not found|could not be found/)).toBeNull();
    isUploaded = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your case' })).toBeTruthy();
    expect(screen.getByText('1781539200-DPD0217')).toBeTruthy();
  });

  it('a server that cannot answer is no missing case: try again later', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ detail: 'TOO_MANY_REQUESTS' }, { status: 429 })),
    );
    renderAt(`/case/${TOKEN}`);
    expect(await screen.findByText('Your case could not be loaded right now. Please try again later.')).toBeTruthy();
  });
});
