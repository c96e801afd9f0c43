import type { ReportFilters } from '@fieldbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ChipList } from '../form/chip-list.tsx';
import { ChoiceList } from '../form/choice-list.tsx';
import { Combobox } from '../form/combobox.tsx';
import { FieldFrame } from '../form/field-frame.tsx';
import { usePeopleSearch } from '../form/use-people-search.ts';
import type { FiltersPatch, IssueAt } from './filter-values.ts';
import { groupsQueryOptions, searchAllAgencyUsers } from './lists.api.ts';
import { MultiPick } from './multi-pick.tsx';

interface OfficerFilterProps {
  filters: ReportFilters;
  onChange: (patch: FiltersPatch) => void;
  issueAt: IssueAt;
}

type OfficerOption = 'name' | 'group';
const OFFICER_OPTIONS = [
  { value: 'name', label: 'Name' },
  { value: 'group', label: 'Group' },
];

/** Officers found by name (former members too), shown as chips. */
function OfficerNames({ filters, onChange, issueAt }: OfficerFilterProps) {
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const [query, setQuery] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const search = usePeopleSearch(searchAllAgencyUsers, query, isOpen);
  const chosen = filters.officers ?? [];
  const options = search.results
    .filter((person) => !chosen.includes(person.id))
    .map((person) => ({ key: person.id, label: person.name, detail: person.officer_id }));

  function handleRemove(id: string) {
    const rest = chosen.filter((value) => value !== id);
    onChange({ officers: rest.length > 0 ? rest : undefined });
  }

  return (
    <FieldFrame label="Officer name" issue={issueAt('officers')}>
      {(a11y) => (
        <>
          <ChipList chips={chosen.map((id) => ({ key: id, label: names.get(id) ?? id }))} onRemove={handleRemove} />
          <Combobox
            a11y={a11y}
            label="Officer name"
            inputValue={query}
            onInputChange={setQuery}
            options={search.isLoading ? [] : options}
            isLoading={search.isLoading}
            emptyText={search.hasFailed ? 'The search failed. Please try again.' : 'No officers found'}
            onOpenChange={setIsOpen}
            onSelect={(option) => {
              setNames((previous) => new Map(previous).set(option.key, option.label));
              onChange({ officers: [...chosen, option.key] });
              setQuery('');
            }}
          />
        </>
      )}
    </FieldFrame>
  );
}

function OfficerGroups({ filters, onChange, issueAt }: OfficerFilterProps) {
  const groups = useQuery(groupsQueryOptions());
  const options = (groups.data ?? []).map((group) => ({ key: group.id, label: group.name, detail: group.acronym }));
  return (
    <MultiPick
      label="Group"
      options={options}
      chosen={filters.groups ?? []}
      onChange={(next) => onChange({ groups: next })}
      issue={issueAt('groups')}
      emptyText={groups.isError ? 'The groups could not be loaded.' : 'No groups available.'}
    />
  );
}

/** The officer filter: by 'Name' (people search) or by 'Group'; choosing one clears the other. */
export function OfficerFilter(props: OfficerFilterProps) {
  const [option, setOption] = useState<OfficerOption>(props.filters.groups?.length ? 'group' : 'name');

  function handleOption(next: OfficerOption) {
    setOption(next);
    props.onChange(next === 'name' ? { groups: undefined } : { officers: undefined });
  }

  return (
    <div className="filter-group">
      <FieldFrame label="Officer" isGroup>
        {(a11y) => (
          <ChoiceList
            a11y={a11y}
            type="radio"
            choices={OFFICER_OPTIONS}
            chosen={[option]}
            onToggle={(value) => handleOption(value as OfficerOption)}
          />
        )}
      </FieldFrame>
      {option === 'name' ? <OfficerNames {...props} /> : <OfficerGroups {...props} />}
    </div>
  );
}
