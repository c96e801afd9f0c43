import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installFakeIndexedDb } from '../../offline/offline-test-utils.ts';
import { readConfiguration } from '../../test/configurations.ts';
import { createDraft, type ReportDraft } from '../form/index.ts';
import { addItem } from '../form/item-list-actions.ts';
import { ReportFormStep } from './report-form-step.tsx';
import type { useReportReferences } from './use-report-references.ts';

/** Issue 24: the contact form's jump list, a dialog of the form's parts with what needs attention in each. */
installFakeIndexedDb();

const california = readConfiguration('california.json');
const TIME_ZONE = 'America/Los_Angeles';

function renderStep() {
  let form: ReportDraft = createDraft({
    id: crypto.randomUUID(),
    type: 'Call For Service',
    incidentNumber: 'A-100',
    startedAt: new Date(),
    timeZone: TIME_ZONE,
  });
  form = addItem(form, 'citizens', california.citizens);
  const references = {
    config: california,
    isLoading: false,
    hasFailed: false,
    areas: [],
    tags: [],
    publicUrl: null,
    peopleSearch: async () => [],
  } as ReturnType<typeof useReportReferences>;
  const draft = {
    step: 3 as const,
    startedAt: new Date().toISOString(),
    deviceCoords: null,
    type: 'Call For Service' as const,
    incidentNumber: 'A-100',
    eventIdentifier: '',
    form,
  };
  vi.spyOn(console, 'info').mockImplementation(() => {});
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <ReportFormStep
        draft={draft}
        references={references}
        timeZone={TIME_ZONE}
        email="officer@demo.test"
        isOnline
        onDraftChange={vi.fn()}
        onCancel={vi.fn()}
        onFinished={vi.fn()}
      />
    </QueryClientProvider>,
  );
}

/** The footer's count once the deferred validation has run. */
async function openJumpList() {
  const user = userEvent.setup();
  const button = await screen.findByRole('button', { name: /fields? needs? attention$/ }, { timeout: 3000 });
  await user.click(button);
  return { user, button, dialog: await screen.findByRole('dialog', { name: 'Sections' }) };
}

const entryNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('button')?.getAttribute('aria-label'));

describe('the jump list of the contact form', () => {
  it('lists the parts in order with the count of what needs attention in each', async () => {
    renderStep();
    const { button, dialog } = await openJumpList();
    const total = Number(/^(\d+)/.exec(button.textContent ?? '')?.[1]);
    const names = within(dialog)
      .getAllByRole('button')
      .map((entry) => entry.getAttribute('aria-label') ?? entry.textContent ?? '');
    expect(names.map((name) => name.replace(/: .*/, ''))).toEqual([
      'Citizens',
      'Citizen 1',
      'General Information',
      'Stop',
      'Location of Stop',
      'Reporting Officer',
      'Use of Force',
      'Officers',
      'Agency Tags',
      'Duration',
      'Close',
    ]);
    expect(within(dialog).getByRole('button', { name: /^Citizen 1: \d+ fields need attention$/ })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Stop: 1 field needs attention' })).toBeTruthy();
    const counts = entryNames(dialog).map((name) => Number(/: (\d+)/.exec(name ?? '')?.[1] ?? 0));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(total);
    expect(dialog.textContent).toContain(`${total} fields need attention.`);
  });

  it('choosing a part closes the list and moves the focus to its first field that needs attention, or its heading', async () => {
    renderStep();
    const { user, dialog } = await openJumpList();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: /^Citizen 1:/ }));
    await user.click(within(dialog).getByRole('button', { name: /^Citizen 1:/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const citizen = screen.getByRole('region', { name: 'Citizen 1' });
    await waitFor(() => expect(citizen.contains(document.activeElement)).toBe(true));
    expect(document.activeElement?.getAttribute('aria-invalid')).toBe('true');

    await user.click(screen.getByRole('button', { name: /fields? needs? attention$/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Location of Stop' }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Location of Stop'));
    expect(document.activeElement?.tagName).toBe('LEGEND');
  });

  it('works with the keyboard: arrows move between the parts, Escape closes and gives the focus back', async () => {
    renderStep();
    const { user, button, dialog } = await openJumpList();
    await user.keyboard('{Home}');
    expect(document.activeElement?.textContent).toBe('Citizens');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement?.textContent).toMatch(/^General Information/);
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toMatch(/^Duration/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
    expect(dialog.isConnected).toBe(false);

    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Sections' });
    await user.keyboard('{End}{Enter}');
    await waitFor(() => expect(document.activeElement?.closest('[data-jump-target]')?.getAttribute('data-jump-target')).toBe('duration'));
  });
});
