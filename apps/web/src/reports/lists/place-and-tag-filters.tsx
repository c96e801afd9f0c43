import type { ReportFilters } from '@fieldbook/domain';
import { useQuery } from '@tanstack/react-query';
import { areasQueryOptions, tagsQueryOptions } from '../reports.api.ts';
import type { FiltersPatch, IssueAt } from './filter-values.ts';
import { MultiPick } from './multi-pick.tsx';

interface PlaceAndTagFiltersProps {
  filters: ReportFilters;
  onChange: (patch: FiltersPatch) => void;
  issueAt: IssueAt;
}

/** The agency's areas and agency tags. */
export function PlaceAndTagFilters({ filters, onChange, issueAt }: PlaceAndTagFiltersProps) {
  const areas = useQuery(areasQueryOptions());
  const tags = useQuery(tagsQueryOptions());
  return (
    <>
      <MultiPick
        label="Areas"
        options={(areas.data ?? []).map((area) => ({ key: area.id, label: area.name }))}
        chosen={filters.areas ?? []}
        onChange={(next) => onChange({ areas: next })}
        issue={issueAt('areas')}
        emptyText="No areas available."
      />
      <MultiPick
        label="Agency Tags"
        options={(tags.data ?? []).map((tag) => ({ key: tag.id, label: tag.name }))}
        chosen={filters.tags ?? []}
        onChange={(next) => onChange({ tags: next })}
        issue={issueAt('tags')}
        emptyText="No agency tags available."
      />
    </>
  );
}
