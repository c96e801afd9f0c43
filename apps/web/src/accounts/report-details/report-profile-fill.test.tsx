import type { ReportProfileView } from '@fieldbook/contract';
import { toLocalDateTime, wholeYearsBetween } from '@fieldbook/domain';
import { renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearDraft, loadDraft } from '../../offline/drafts.ts';
import { installFakeIndexedDb } from '../../offline/offline-test-utils.ts';
import { cacheReferenceData, REFERENCE_KEYS } from '../../offline/reference-cache.ts';
import type { ReportDraft } from '../../reports/form/index.ts';
import type { WizardDraft } from '../../reports/wizard/wizard-draft.ts';
import { readConfiguration } from '../../test/configurations.ts';
import { type Handler, json, mockFetch } from '../../test/fetch-mock.ts';
import { officer, signIn } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { fillDraftFromProfile } from './fill-draft-from-profile.ts';
import { useProfileFill } from './use-profile-fill.ts';

installFakeIndexedDb();

const me = officer();
const california = readConfiguration('california.json');
const PROFILE: ReportProfileView = {
  answers: { officer: { years_of_experience: 7, assignment: 'task_force' } },
  saved_on: { officer: { years_of_experience: '2020-01-15', assignment: '2020-01-15' } },
};
const yearsNow = () => 7 + wholeYearsBetween('2020-01-15', toLocalDateTime(new Date(), 'America/Los_Angeles').date);

function renderWizard(profile: Handler) {
  signIn();
  mockFetch({
    'GET /api/users/me': () => json(me),
    'GET /configurations/california.json': () => json(california),
    'GET /api/users/me/report-profile': profile,
    'GET /api/agencies/me/areas': () => json([]),
    'GET /api/agencies/me/tags': () => json([]),
    'GET /api/agencies/me/users': () => json([]),
    'GET /api/public/app-settings': () => json({ public_url: null }),
    'GET /api/report-templates': () => json({ agency: [], personal: [] }),
  });
  return renderApp('/app/report');
}

async function startReport(user: ReturnType<typeof renderWizard>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Call For Service' }));
  await user.click(await screen.findByRole('button', { name: 'Continue' }));
  await screen.findByRole('button', { name: 'Add Citizen' });
}

describe('a new report filled from the report details (issue 24)', () => {
  it('fills years of experience (counted to today) and assignment, which the officer can still change', async () => {
    const { user } = renderWizard(() => json(PROFILE));
    await startReport(user);
    const years = (await screen.findByLabelText(/Officer's years of experience/)) as HTMLInputElement;
    expect(years.value).toBe(String(yearsNow()));
    expect((screen.getByRole('radio', { name: 'Task force' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(async () =>
      expect((await loadDraft<WizardDraft>(me.email))?.form?.general_information.state_related).toMatchObject({
        officer: { years_of_experience: yearsNow(), assignment: 'task_force' },
      }),
    );

    await user.clear(years);
    await user.type(years, '3');
    await user.click(screen.getByRole('radio', { name: 'Narcotics/vice' }));
    await waitFor(
      async () =>
        expect((await loadDraft<WizardDraft>(me.email))?.form?.general_information.state_related).toMatchObject({
          officer: { years_of_experience: 3, assignment: 'narcotics_vice' },
        }),
      { timeout: 3000 },
    );
    await clearDraft(me.email);
  });

  it('fills them when they arrive after the form was made, keeping what the officer answered meanwhile', async () => {
    let answer: (response: Response) => void = () => {};
    const { user } = renderWizard(() => new Promise<Response>((resolve) => (answer = resolve)));
    await startReport(user);
    const years = (await screen.findByLabelText(/Officer's years of experience/)) as HTMLInputElement;
    expect(years.value).toBe('');
    await user.click(screen.getByRole('radio', { name: 'Gang enforcement' }));
    answer(json(PROFILE));
    await waitFor(() => expect(years.value).toBe(String(yearsNow())));
    expect((screen.getByRole('radio', { name: 'Gang enforcement' }) as HTMLInputElement).checked).toBe(true);
    await clearDraft(me.email);
  });

  it('fills them offline from the copy kept on the device', async () => {
    // What an earlier online start kept on the device.
    await cacheReferenceData(me.email, REFERENCE_KEYS.reportProfile, PROFILE);
    await cacheReferenceData(me.email, REFERENCE_KEYS.stateConfiguration('california.json'), california);
    const { user } = renderWizard(() => json({ detail: 'offline' }, 503));
    await startReport(user);
    const years = (await screen.findByLabelText(/Officer's years of experience/)) as HTMLInputElement;
    await waitFor(() => expect(years.value).toBe(String(yearsNow())));
    await clearDraft(me.email);
  });
});

describe('useProfileFill', () => {
  it('fills late the form as it is when the update runs, not the copy the render had', () => {
    const madeFrom = { id: 'f1', general_information: { state_related: { stop: { type_of_stop: 'traffic' } } } } as unknown as ReportDraft;
    const late: { formId: string; fill: (form: ReportDraft) => ReportDraft }[] = [];
    const onLateFill = (formId: string, fill: (form: ReportDraft) => ReportDraft) => late.push({ formId, fill });
    const { result, rerender } = renderHook(
      ({ profile, current }: { profile: ReportProfileView | null; current: ReportDraft | null }) =>
        useProfileFill({ config: california, reportProfile: profile }, 'America/Los_Angeles', current, onLateFill),
      { initialProps: { profile: null as ReportProfileView | null, current: null as ReportDraft | null } },
    );
    const made = result.current(madeFrom, new Date());
    rerender({ profile: PROFILE, current: made });
    expect(late.map((entry) => entry.formId)).toEqual(['f1']);
    // The officer answered between the render and the update: the fill keeps that answer.
    const meanwhile = { ...made, citizens: [{ id: 'c1', perception: { age: 34 } }] } as unknown as ReportDraft;
    const filled = late[0]?.fill(meanwhile) as unknown as Record<string, any>;
    expect(filled.citizens).toEqual([{ id: 'c1', perception: { age: 34 } }]);
    expect(filled.general_information.state_related.officer).toMatchObject({ assignment: 'task_force' });
  });
});

describe('fillDraftFromProfile', () => {
  const form = { general_information: { state_related: { stop: { type_of_stop: 'traffic' } } } } as never;

  it('leaves the draft as it is without a configuration or a profile', () => {
    expect(fillDraftFromProfile(form, undefined, PROFILE, new Date(), 'UTC')).toBe(form);
    expect(fillDraftFromProfile(form, california, null, new Date(), 'UTC')).toBe(form);
  });

  it("counts years to the day the report was started, in the agency's calendar", () => {
    const filled = fillDraftFromProfile(form, california, PROFILE, new Date('2021-01-15T07:59:00Z'), 'America/Los_Angeles');
    expect(filled.general_information.state_related).toEqual({
      stop: { type_of_stop: 'traffic' },
      officer: { years_of_experience: 7, assignment: 'task_force' },
    });
    const later = fillDraftFromProfile(form, california, PROFILE, new Date('2021-01-15T08:00:00Z'), 'America/Los_Angeles');
    expect(later.general_information.state_related.officer).toEqual({ years_of_experience: 8, assignment: 'task_force' });
  });
});
