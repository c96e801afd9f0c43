import type { AlertsQuery, GroupView } from '@fieldbook/contract';
import { ALERT_STATUSES, INDICATOR_LABELS, INDICATORS, isRestrictedIndicator } from '@fieldbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../accounts/current-user-context.ts';
import { FilterSelect } from '../shell/filter-select.tsx';
import { http } from '../shell/http.ts';
import { ALERT_STATUS_LABELS } from './alert-status.tsx';
import { canManageEarlyIntervention } from './ei-format.ts';

interface AlertFiltersProps {
  filters: AlertsQuery;
  onChange: (next: AlertsQuery) => void;
}

/** Status, group and indicator; the first choice of each clears it. */
export function AlertFilters({ filters, onChange }: AlertFiltersProps) {
  const groups = useQuery({
    queryKey: ['agency', 'groups'],
    queryFn: ({ signal }) => http.get<GroupView[]>('/api/agencies/me/groups', { signal }),
    staleTime: 10 * 60_000,
  });
  // Restricted categories are offered only to those who may see them (owners, managers).
  const indicators = canManageEarlyIntervention(useCurrentUser()) ? INDICATORS : INDICATORS.filter((id) => !isRestrictedIndicator(id));
  const set = (key: 'status' | 'group_id' | 'indicator') => (value: string) => onChange({ ...filters, [key]: value || undefined });
  return (
    <fieldset className="ei-filters">
      <legend className="visually-hidden">Filter the alerts</legend>
      <FilterSelect
        id="ei-filter-status"
        label="Status"
        allLabel="Open and in review"
        value={filters.status ?? ''}
        options={ALERT_STATUSES.map((status) => ({ value: status, label: ALERT_STATUS_LABELS[status] }))}
        onChange={set('status')}
      />
      <FilterSelect
        id="ei-filter-group"
        label="Group"
        allLabel="Any group"
        value={filters.group_id ?? ''}
        options={(groups.data ?? []).map((group) => ({ value: group.id, label: group.name }))}
        onChange={set('group_id')}
      />
      <FilterSelect
        id="ei-filter-indicator"
        label="Indicator"
        allLabel="Any indicator"
        value={filters.indicator ?? ''}
        options={indicators.map((id) => ({ value: id, label: INDICATOR_LABELS[id] }))}
        onChange={set('indicator')}
      />
    </fieldset>
  );
}
