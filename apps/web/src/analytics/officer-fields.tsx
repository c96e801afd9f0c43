import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Combobox } from '../reports/form/combobox.tsx';
import { FieldFrame } from '../reports/form/field-frame.tsx';
import { usePeopleSearch } from '../reports/form/use-people-search.ts';
import { groupsQueryOptions, searchAllAgencyUsers } from '../reports/lists/lists.api.ts';
import { MultiPick } from '../reports/lists/multi-pick.tsx';
import { offeredInWorkspace, type WorkspaceChoices } from '../workspaces/workspace-options.ts';
import type { DashboardFilters, OfficerOption, ReportSource } from './dashboard-filters.ts';
import { sourceLabel } from './filter-chips.ts';

interface FieldsProps {
  draft: DashboardFilters;
  onChange: (next: DashboardFilters) => void;
}

/** In a workspace, the officers and groups offered are its own. */
type ScopedFieldsProps = FieldsProps & { scope?: WorkspaceChoices | undefined };

const SOURCES: readonly ReportSource[] = ['created', 'collaborated', 'all'];

/** The officer role's Source filter (analytics.md §6): My Reports, Collaborated Reports or All Reports. */
export function SourceField({ draft, onChange }: FieldsProps) {
  const id = useId();
  return (
    <fieldset className="form-field-group filter-group">
      <legend className="form-field-label">Source</legend>
      <div className="choice-list">
        {SOURCES.map((source) => (
          <label key={source} className="choice">
            <input type="radio" name={id} checked={(draft.source ?? 'all') === source} onChange={() => onChange({ ...draft, source })} />
            <span>{sourceLabel(source)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** One officer by name (former members too: their reports stay in the agency's analytics). */
function OfficerName({ draft, onChange, scope }: ScopedFieldsProps) {
  const [query, setQuery] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const search = usePeopleSearch(searchAllAgencyUsers, query, isOpen);
  return (
    <FieldFrame label="Officer name">
      {(a11y) => (
        <>
          {draft.officer ? (
            <ul className="chips">
              <li className="chip">
                <span>{draft.officer.name}</span>
                <button type="button" className="chip-remove" onClick={() => onChange({ ...draft, officer: undefined })}>
                  <span aria-hidden="true">×</span>
                  <span className="visually-hidden">Remove {draft.officer.name}</span>
                </button>
              </li>
            </ul>
          ) : null}
          <Combobox
            a11y={a11y}
            label="Officer name"
            inputValue={query}
            onInputChange={setQuery}
            options={
              search.isLoading
                ? []
                : offeredInWorkspace(search.results, scope?.officers).map((person) => ({
                    key: person.id,
                    label: person.name,
                    detail: person.officer_id,
                  }))
            }
            isLoading={search.isLoading}
            emptyText={search.hasFailed ? 'The search failed. Please try again.' : 'No officers found'}
            onOpenChange={setIsOpen}
            onSelect={(option) => {
              onChange({ ...draft, officer: { id: option.key, name: option.label }, groups: [] });
              setQuery('');
            }}
          />
        </>
      )}
    </FieldFrame>
  );
}

/** Groups: a multi-select labelled 'Group' whose options carry name, acronym and id (analytics.md §2). */
function OfficerGroups({ draft, onChange, scope }: ScopedFieldsProps) {
  const groups = useQuery(groupsQueryOptions());
  const options = offeredInWorkspace(groups.data ?? [], scope?.groups).map((group) => ({
    key: group.id,
    label: group.name,
    detail: group.acronym,
  }));
  return (
    <MultiPick
      label="Group"
      options={options}
      chosen={draft.groups.map((group) => group.id)}
      onChange={(next) =>
        onChange({
          ...draft,
          officer: undefined,
          groups: (next ?? []).map((key) => ({ id: key, name: options.find((option) => option.key === key)?.label ?? key })),
        })
      }
      emptyText={groups.isError ? 'The groups could not be loaded.' : 'No groups available.'}
    />
  );
}

/** The officer filter: by 'Name' or by 'Group'; choosing one clears the other. */
export function OfficerFields({ draft, onChange, scope }: ScopedFieldsProps) {
  const id = useId();
  function handleOption(officerOption: OfficerOption) {
    onChange({ ...draft, officerOption, officer: undefined, groups: [] });
  }
  return (
    <div className="filter-group">
      <fieldset className="form-field-group">
        <legend className="form-field-label">Officer</legend>
        <div className="choice-list">
          {(['name', 'group'] as const).map((option) => (
            <label key={option} className="choice">
              <input type="radio" name={id} checked={draft.officerOption === option} onChange={() => handleOption(option)} />
              <span>{option === 'name' ? 'Name' : 'Group'}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {draft.officerOption === 'name' ? (
        <OfficerName draft={draft} onChange={onChange} scope={scope} />
      ) : (
        <OfficerGroups draft={draft} onChange={onChange} scope={scope} />
      )}
    </div>
  );
}
