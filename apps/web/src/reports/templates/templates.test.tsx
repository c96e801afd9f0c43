import type { MeResponse, ReportTemplateView } from '@fieldbook/contract';
import { TEMPLATE_MESSAGES } from '@fieldbook/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { loadDraft } from '../../offline/drafts.ts';
import { installFakeIndexedDb } from '../../offline/offline-test-utils.ts';
import { readConfiguration } from '../../test/configurations.ts';
import { callsTo, json, mockFetch } from '../../test/fetch-mock.ts';
import { officer, owner, signIn } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import type { WizardDraft } from '../wizard/wizard-draft.ts';
import { SaveAsTemplate } from './save-as-template.tsx';
import { TemplatePicker } from './template-picker.tsx';

installFakeIndexedDb();

const CALIFORNIA = 'california.json';
const SPEEDING_ANSWERS = {
  general: { stop: { type_of_stop: 'vehicular' } },
  citizen: {
    stop_reason: { primary_reason: 'traffic_violation', traffic_violation_type: 'moving', traffic_offense_code: '54106' },
    result: { result_of_stop: ['citation'] },
  },
};
const template = (name: string, scope: 'agency' | 'personal', contactType = 'Officer Pro-active'): ReportTemplateView => ({
  id: `t-${name.replace(/\W/g, '')}`,
  name,
  contact_type: contactType as ReportTemplateView['contact_type'],
  scope,
  answers: SPEEDING_ANSWERS,
  updated_at: '2026-11-01T10:00:00.000Z',
});

function withProviders(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

function renderAs(me: MeResponse, path: string, templates: ReportTemplateView[], extra: Parameters<typeof mockFetch>[0] = {}) {
  signIn();
  const calls = mockFetch({
    'GET /api/users/me': () => json(me),
    [`GET /configurations/${CALIFORNIA}`]: () => json(readConfiguration(CALIFORNIA)),
    'GET /api/agencies/me/areas': () => json([]),
    'GET /api/agencies/me/tags': () => json([]),
    'GET /api/agencies/me/users': () => json([]),
    'GET /api/public/app-settings': () => json({ public_url: 'https://fieldbook.example' }),
    'GET /api/report-templates': () => json({ templates }),
    ...extra,
  });
  return { ...renderApp(path), calls };
}

describe('starting a stop from a template (issue 24)', () => {
  it('offers the favourites and agency templates; one picks its contact type and fills the new report', async () => {
    const { user } = renderAs(officer(), '/app/report', [template('My seat belt', 'personal'), template('Speeding (radar)', 'agency')]);
    const picker = await screen.findByRole('region', { name: 'Or start from a template' });
    const buttons = await within(picker).findAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'My seat beltOfficer Pro-active · Your favourite',
      'Speeding (radar)Officer Pro-active · Agency template',
    ]);
    // Named by the template alone, described by its contact type and kind: no template's name is a contact type's.
    expect(
      within(picker).getByRole('button', { name: 'Speeding (radar)', description: 'Officer Pro-active · Agency template' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Officer Pro-active/ }).map((button) => button.textContent)).toEqual([
      'Officer Pro-active',
    ]);
    await user.click(within(picker).getByRole('button', { name: 'Speeding (radar)' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));

    expect((await screen.findByRole('note')).textContent).toContain('Started from the template ‘Speeding (radar)’');
    const citizen = await screen.findByRole('region', { name: 'Citizen 1' });
    expect((within(citizen).getByLabelText('Traffic violation', { exact: true }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Vehicular stop', { exact: true }) as HTMLInputElement).checked).toBe(true);
    await waitFor(async () => {
      const draft = await loadDraft<WizardDraft>('officer@demo.test');
      expect(draft?.type).toBe('Officer Pro-active');
      expect(draft?.form?.citizens[0]).toMatchObject({ result: { result_of_stop: ['citation'] } });
      expect(draft?.form?.general_information.state_related).toMatchObject({ stop: { type_of_stop: 'vehicular' } });
    });
  });
});

describe('TemplatePicker', () => {
  it('leaves out templates of a contact type the agency no longer offers, and filters a long list as you type', async () => {
    const many = Array.from({ length: 7 }, (_, index) => template(`Stop ${index}`, 'agency'));
    const onChoose = vi.fn();
    withProviders(
      <TemplatePicker
        templates={[...many, template('Call only', 'agency', 'Call For Service')]}
        offered={['Officer Pro-active']}
        onChoose={onChoose}
      />,
    );
    expect(screen.queryByRole('button', { name: /^Call only/ })).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Filter templates' }), 'stop 3');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Stop 3Officer Pro-active · Agency template']);
    await user.clear(screen.getByRole('searchbox', { name: 'Filter templates' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filter templates' }), 'seat');
    expect(screen.getByRole('status').textContent).toBe('No template matches “seat”.');
  });

  it('says how to make one when there are none', () => {
    withProviders(<TemplatePicker templates={[]} offered={['Officer Pro-active']} onChoose={vi.fn()} />);
    expect(screen.getByText(/No templates yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage templates' }).getAttribute('href')).toBe('/app/templates');
  });
});

describe('SaveAsTemplate (the outcome screen)', () => {
  it('keeps the filed stop as a favourite by name, sending the answers it was given', async () => {
    signIn();
    const calls = mockFetch({
      'POST /api/report-templates': (call) =>
        json({ ...template('x', 'personal'), name: (call.body as { name: string }).name }, 201, 'Created'),
    });
    withProviders(<SaveAsTemplate answers={SPEEDING_ANSWERS} contactType="Officer Pro-active" isOnline mayKeepForAgency={false} />);
    const user = userEvent.setup();
    expect(screen.queryByRole('group', { name: 'Keep it for' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(screen.getByRole('alert').textContent).toBe(TEMPLATE_MESSAGES.nameRequired);
    expect(callsTo(calls, 'POST', '/api/report-templates')).toHaveLength(0);

    await user.type(screen.getByLabelText('Template name'), 'Speeding');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect((await screen.findByRole('status')).textContent).toContain('Saved as ‘Speeding’');
    expect(callsTo(calls, 'POST', '/api/report-templates')[0]?.body).toEqual({
      name: 'Speeding',
      contact_type: 'Officer Pro-active',
      scope: 'personal',
      answers: SPEEDING_ANSWERS,
    });
  });

  it('lets a manager keep it for the agency, and shows the server’s words when the name is taken', async () => {
    signIn();
    const calls = mockFetch({
      'POST /api/report-templates': () =>
        json({ detail: 'VALIDATION_ERROR', errors: [{ path: 'body.name', message: TEMPLATE_MESSAGES.duplicateName }] }, 400, 'Bad Request'),
    });
    withProviders(<SaveAsTemplate answers={SPEEDING_ANSWERS} contactType="Officer Pro-active" isOnline mayKeepForAgency />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Template name'), 'Speeding');
    await user.click(screen.getByLabelText(/Everyone in the agency/));
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TEMPLATE_MESSAGES.duplicateName);
    expect(callsTo(calls, 'POST', '/api/report-templates')[0]?.body).toMatchObject({ scope: 'agency' });
  });

  it('says a template needs a connection and does not try offline', () => {
    withProviders(<SaveAsTemplate answers={SPEEDING_ANSWERS} contactType="Officer Pro-active" isOnline={false} mayKeepForAgency={false} />);
    expect(screen.getByText('Saving a template needs a connection.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save template' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('/app/templates', () => {
  it('shows an officer their favourites to change and the agency’s templates to use, each summarised in words', async () => {
    renderAs(officer(), '/app/templates', [template('My seat belt', 'personal'), template('Speeding (radar)', 'agency')]);
    const favourites = await screen.findByRole('region', { name: 'Your favourites' });
    expect(await within(favourites).findByText('My seat belt')).toBeTruthy();
    expect(within(favourites).getByRole('button', { name: 'Edit My seat belt' })).toBeTruthy();
    const agency = screen.getByRole('region', { name: 'Agency templates' });
    expect(within(agency).queryByRole('button', { name: /Edit/ })).toBeNull();
    await waitFor(() => expect(within(agency).getByText(/^Vehicular stop · Traffic violation · Moving violation · 54106/)).toBeTruthy());
  });

  it('lets an owner make an agency template with the form’s own fields, showing the server’s refusal by the field', async () => {
    let attempt = 0;
    const { user, calls } = renderAs(owner(), '/app/templates', [], {
      'POST /api/report-templates': (call) =>
        ++attempt === 1
          ? json(
              { detail: 'VALIDATION_ERROR', errors: [{ path: 'body.name', message: TEMPLATE_MESSAGES.duplicateName }] },
              400,
              'Bad Request',
            )
          : json({ ...template('Seat belt', 'agency'), ...(call.body as object) }, 201, 'Created'),
    });
    const newTemplate = await screen.findByRole('button', { name: 'New template' });
    // Enabled once the state configuration (the editor's questions) is at hand.
    await waitFor(() => expect((newTemplate as HTMLButtonElement).disabled).toBe(false));
    await user.click(newTemplate);
    const editor = await screen.findByRole('form', { name: 'New template' });
    await user.type(within(editor).getByLabelText('Template name'), 'Seat belt');
    await user.click(within(editor).getByLabelText('Traffic violation', { exact: true }));
    await user.click(within(editor).getByLabelText('Non-moving violation, including registration violation', { exact: true }));
    await user.click(within(editor).getByRole('button', { name: 'Save template' }));
    expect((await within(editor).findAllByText(TEMPLATE_MESSAGES.duplicateName)).length).toBeGreaterThan(0);
    await user.click(within(editor).getByRole('button', { name: 'Save template' }));
    await screen.findByRole('region', { name: 'Agency templates' });
    expect(callsTo(calls, 'POST', '/api/report-templates')[1]?.body).toMatchObject({
      scope: 'agency',
      answers: { general: {}, citizen: { stop_reason: { primary_reason: 'traffic_violation', traffic_violation_type: 'non_moving' } } },
    });
  });

  it('deletes a favourite after asking', async () => {
    const { user, calls } = renderAs(officer(), '/app/templates', [template('My seat belt', 'personal')], {
      'DELETE /api/report-templates/t-Myseatbelt': () => new Response(null, { status: 204 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete My seat belt' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete ‘My seat belt’?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(calls, 'DELETE', '/api/report-templates/t-Myseatbelt')).toHaveLength(1));
  });
});
