import type { AnalyticsPeriods } from '@fieldbook/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { MultiPick } from '../reports/lists/multi-pick.tsx';
import { areasQueryOptions, tagsQueryOptions } from '../reports/reports.api.ts';
import { ModalDialog } from '../shell/modal-dialog.tsx';
import { offeredInWorkspace, type WorkspaceChoices } from '../workspaces/workspace-options.ts';
import '../reports/form/report-form.css';
import { type DashboardFilters, isSameRequest, type NamedId } from './dashboard-filters.ts';
import { OfficerFields, SourceField } from './officer-fields.tsx';
import { customRangeIssue, PeriodFields } from './period-fields.tsx';

interface FilterDialogProps {
  applied: DashboardFilters;
  isOfficerView: boolean;
  periods: AnalyticsPeriods | null;
  today: string;
  onApply: (filters: DashboardFilters) => void;
  onDismiss: () => void;
  /** In a workspace: only its areas, groups, tags and officers are offered (issue 27). */
  scope?: WorkspaceChoices | undefined;
}

const named = (options: readonly { id: string; name: string }[], keys: readonly string[] | undefined): NamedId[] =>
  (keys ?? []).map((key) => ({ id: key, name: options.find((option) => option.id === key)?.name ?? key }));

/** Whether the draft can be shown: something changed, a calendar period has its value, and the exact dates are valid. */
export function canShowResults(draft: DashboardFilters, applied: DashboardFilters, today: string): boolean {
  if (customRangeIssue(draft, today) !== null) return false;
  if ((draft.period === 'quarter' || draft.period === 'half_year' || draft.period === 'year') && !draft.periodValue) return false;
  return !isSameRequest(draft, applied);
}

/** The dashboard's filters (analytics.md §2, §5): period, officer or source, area and agency tags; 'Show Results' applies them. */
export function FilterDialog({ applied, isOfficerView, periods, today, onApply, onDismiss, scope }: FilterDialogProps) {
  const [draft, setDraft] = useState(applied);
  const areas = useQuery(areasQueryOptions());
  const tags = useQuery(tagsQueryOptions());
  const areaList = offeredInWorkspace(areas.data ?? [], scope?.areas);
  const tagList = offeredInWorkspace(tags.data ?? [], scope?.tags);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (canShowResults(draft, applied, today)) onApply(draft);
  }

  return (
    <ModalDialog className="modal filter-dialog" labelledBy="analytics-filter-title" onDismiss={onDismiss}>
      <form className="filter-dialog-form" onSubmit={handleSubmit} aria-labelledby="analytics-filter-title">
        <h2 id="analytics-filter-title" className="modal-title">
          Filter by
        </h2>
        <div className="filter-dialog-body">
          <PeriodFields draft={draft} onChange={setDraft} periods={periods} today={today} />
          {isOfficerView ? (
            <SourceField draft={draft} onChange={setDraft} />
          ) : (
            <OfficerFields draft={draft} onChange={setDraft} scope={scope} />
          )}
          <MultiPick
            label="Area"
            options={areaList.map((area) => ({ key: area.id, label: area.name }))}
            chosen={draft.areas.map((area) => area.id)}
            onChange={(keys) => setDraft({ ...draft, areas: named(areaList, keys) })}
            emptyText="No areas available."
          />
          <MultiPick
            label="Agency Tags"
            options={tagList.map((tag) => ({ key: tag.id, label: tag.name }))}
            chosen={draft.tags.map((tag) => tag.id)}
            onChange={(keys) => setDraft({ ...draft, tags: named(tagList, keys) })}
            emptyText="No agency tags available."
          />
        </div>
        <div className="modal-actions">
          <button type="button" className="button button-secondary" onClick={onDismiss}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={!canShowResults(draft, applied, today)}>
            Show Results
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
