import type { MeResponse, ReportProfileView } from '@fieldbook/contract';
import { toLocalDateTime, wholeYearsBetween } from '@fieldbook/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeIndexedDb } from '../../offline/offline-test-utils.ts';
import { readConfiguration } from '../../test/configurations.ts';
import { callsTo, type Handler, json, mockFetch } from '../../test/fetch-mock.ts';
import { officer, signIn } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { REPORT_DETAILS_TEXTS } from './report-details-texts.ts';

installFakeIndexedDb();

const SAVED_ON = '2020-01-15';
const PROFILE: ReportProfileView = {
  answers: { officer: { years_of_experience: 7, assignment: 'patrol' } },
  saved_on: { officer: { years_of_experience: SAVED_ON, assignment: SAVED_ON } },
};

function meFor(configurationFile: string): MeResponse {
  const base = officer();
  return officer({ agency: { ...(base.agency as NonNullable<MeResponse['agency']>), configuration_file: configurationFile } });
}

function renderPage(configurationFile: string, handlers: Record<string, Handler> = {}) {
  signIn();
  const calls = mockFetch({
    'GET /api/users/me': () => json(meFor(configurationFile)),
    [`GET /configurations/${configurationFile}`]: () => json(readConfiguration(configurationFile)),
    'GET /api/users/me/report-profile': () => json(PROFILE),
    ...handlers,
  });
  return { ...renderApp('/app/account/report-details'), calls };
}

const yearsNow = () => 7 + wholeYearsBetween(SAVED_ON, toLocalDateTime(new Date(), 'America/Los_Angeles').date);

describe("'Report details' (issue 24)", () => {
  it('shows the saved answers, years counted to today, and saves the changes with a clear success', async () => {
    const saved: ReportProfileView = {
      answers: { officer: { years_of_experience: 7, assignment: 'other', assignment_other: 'Harbor unit' } },
      saved_on: { officer: { years_of_experience: SAVED_ON, assignment: '2026-11-27', assignment_other: '2026-11-27' } },
    };
    const { user, calls } = renderPage('california.json', { 'PUT /api/users/me/report-profile': () => json(saved) });
    const years = (await screen.findByLabelText(/Officer's years of experience/)) as HTMLInputElement;
    expect(years.value).toBe(String(yearsNow()));
    expect((screen.getByRole('radio', { name: /^Patrol, traffic enforcement/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText(/Specify the type of assignment/)).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.type(await screen.findByLabelText(/Specify the type of assignment/), 'Harbor unit');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(REPORT_DETAILS_TEXTS.saved, { selector: '.settings-status' })).toBeTruthy();
    const [put] = callsTo(calls, 'PUT', '/api/users/me/report-profile');
    expect(put?.body).toEqual({
      answers: { officer: { years_of_experience: yearsNow(), assignment: 'other', assignment_other: 'Harbor unit' } },
    });
  });

  it("refuses what the report's rules refuse before sending anything", async () => {
    const { user, calls } = renderPage('california.json');
    const years = await screen.findByLabelText(/Officer's years of experience/);
    await user.clear(years);
    await user.type(years, '51');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Years of experience must be at most 50.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(REPORT_DETAILS_TEXTS.checkFields);
    expect(callsTo(calls, 'PUT', '/api/users/me/report-profile')).toHaveLength(0);
  });

  it("shows the server's refusal on its field, and a failure that is not one as an error", async () => {
    let answer = json(
      { detail: 'VALIDATION_ERROR', errors: [{ path: 'body.answers.officer.assignment', message: 'Choose one of the offered values.' }] },
      400,
    );
    const { user } = renderPage('california.json', { 'PUT /api/users/me/report-profile': () => answer });
    await screen.findByLabelText(/Officer's years of experience/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose one of the offered values.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(REPORT_DETAILS_TEXTS.checkFields);

    answer = json({ detail: 'INTERNAL_ERROR' }, 500);
    await user.click(screen.getByRole('radio', { name: 'Task force' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(REPORT_DETAILS_TEXTS.failed));
  });

  it("is offered in the navigation only where the state's form asks about the officer", async () => {
    renderPage('california.json');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Report details' })).toBeTruthy();
  });

  it('asks nothing and offers no link in a state without such fields', async () => {
    const { calls } = renderPage('texas.json');
    expect(await screen.findByText(REPORT_DETAILS_TEXTS.none)).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: 'Report details' })).toBeNull();
    expect(callsTo(calls, 'GET', '/api/users/me/report-profile')).toHaveLength(0);
  });
});
