// Test helper: the ReportForm inside a parent that keeps the draft and validates it, as the wizard will.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AgencyUserView, TagView } from '@fieldbook/contract';
import type { StateConfiguration } from '@fieldbook/domain';
import { render } from '@testing-library/react';
import { type ReactNode, useMemo, useState } from 'react';
import { vi } from 'vitest';
import type { PeopleSearch } from './form-services.ts';
import { createDraft, type ReportDraft, validateDraft } from './report-draft.ts';
import { ReportForm, type ReportFormProps } from './report-form.tsx';

export const TIME_ZONE = 'America/Los_Angeles';

export function readConfiguration(fileName: string): StateConfiguration {
  return JSON.parse(readFileSync(join(import.meta.dirname, '../../../../../configurations', fileName), 'utf8'));
}

export function emptyDraft(): ReportDraft {
  return createDraft({
    id: crypto.randomUUID(),
    type: 'Call For Service',
    incidentNumber: 'A-100',
    startedAt: new Date('2025-06-01T18:00:00Z'),
    timeZone: TIME_ZONE,
  });
}

export const PEOPLE: AgencyUserView[] = [
  { id: 'u-1', name: 'Maria Gonzalez', officer_id: 'TX4471', avatar_thumbnail_url: null, title: 'Sergeant', height: null },
  { id: 'u-2', name: 'Mark Chen', officer_id: 'TX5012', avatar_thumbnail_url: null, title: null, height: null },
];

export const TAGS: TagView[] = [
  { id: 't-1', name: 'Gang unit', color: '#aa3300' },
  { id: 't-2', name: 'Downtown', color: '#0033aa' },
];

interface HarnessOptions extends Partial<Omit<ReportFormProps, 'config' | 'draft' | 'onChange' | 'issues'>> {
  config: StateConfiguration;
  draft?: ReportDraft;
  /** Validate every draft (as the wizard does on a deferred value); off keeps issues empty. */
  isValidated?: boolean;
  wrap?: (form: ReactNode) => ReactNode;
}

/** What the test reads back: the draft the parent holds now. */
interface HarnessState {
  draft: ReportDraft;
}

interface HarnessProps extends Omit<HarnessOptions, 'draft'> {
  initialDraft: ReportDraft;
  state: HarnessState;
  peopleSearch: PeopleSearch;
}

function Harness({ config, initialDraft, state, isValidated = true, wrap = (form) => form, ...props }: HarnessProps) {
  const [draft, setDraft] = useState(initialDraft);
  state.draft = draft;
  const issues = useMemo(
    () => (isValidated ? validateDraft(draft, { config, timeZone: TIME_ZONE, now: new Date('2025-06-02T18:00:00Z'), mode: 'create' }) : []),
    [draft, config, isValidated],
  );
  return wrap(
    <ReportForm
      config={config}
      draft={draft}
      onChange={setDraft}
      issues={issues}
      showIssues={props.showIssues ?? false}
      peopleSearch={props.peopleSearch}
      tags={props.tags ?? TAGS}
      areas={props.areas ?? []}
      groups={props.groups ?? []}
      deviceMinutes={props.deviceMinutes ?? 7}
      isSupervisionShown={props.isSupervisionShown ?? false}
      onSetLocation={props.onSetLocation ?? (() => {})}
    />,
  );
}

export function renderReportForm({ draft = emptyDraft(), ...options }: HarnessOptions) {
  const state: HarnessState = { draft };
  const peopleSearch = options.peopleSearch ?? vi.fn(async (name: string) => PEOPLE.filter((person) => person.name.includes(name)));
  const view = render(<Harness {...options} initialDraft={draft} state={state} peopleSearch={peopleSearch} />);
  return { ...view, state, peopleSearch };
}
