import { type FieldIssue, isSameValue, type ReportMode, readPath, type StateConfiguration } from '@fieldbook/domain';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { EMPTY_INDEX, type IssueIndex, indexIssues } from './issue-index.ts';
import { type DraftItemArea, normalizeDraft, normalizeDraftItem, normalizeDraftOutsideItems } from './normalize-draft.ts';
import type { ReportDraft } from './report-draft.ts';
import { collectReportPaths } from './report-scope.ts';

export type DraftRecipe = (draft: ReportDraft) => ReportDraft;
/**
 * Applies a change to the latest draft, normalises it and hands it to onChange. Stable for the form's life.
 * `item` says the change stays inside one list item, which is then the only part normalised.
 */
export type DraftUpdate = (recipe: DraftRecipe, item?: { area: DraftItemArea; id: string }) => void;

export function useDraftUpdate(
  draft: ReportDraft,
  onChange: (draft: ReportDraft) => void,
  config: StateConfiguration,
  mode: ReportMode,
): DraftUpdate {
  const reportPaths = useMemo(() => collectReportPaths(config), [config]);
  const latest = useRef({ draft, onChange, config, mode, reportPaths, isNormalized: false });
  useLayoutEffect(() => {
    // A draft the parent made itself (a restored one) gets a full pass on its first change.
    const isOurs = draft === latest.current.draft && config === latest.current.config && mode === latest.current.mode;
    latest.current = { draft, onChange, config, mode, reportPaths, isNormalized: latest.current.isNormalized && isOurs };
  });
  return useCallback<DraftUpdate>((recipe, item) => {
    const current = latest.current;
    const changed = recipe(current.draft);
    // Items depend on the rest of the report only through the values their conditions read (reportPaths).
    const isItemScopeSame = current.reportPaths.every((path) => Object.is(readPath(current.draft, path), readPath(changed, path)));
    let next: ReportDraft;
    if (!current.isNormalized) next = normalizeDraft(changed, current.config, current.mode);
    else if (item) next = normalizeDraftItem(changed, current.config, current.mode, item.area, item.id);
    else if (isItemScopeSame) next = normalizeDraftOutsideItems(changed, current.config, current.mode);
    else next = normalizeDraft(changed, current.config, current.mode);
    // Two changes in one event build on each other even before the parent renders again.
    latest.current = { ...current, draft: next, isNormalized: true };
    current.onChange(next);
  }, []);
}

/** A function of stable identity that always calls the latest `callback` (props the parent may recreate each render). */
export function useStableCallback<Args extends unknown[], Result>(callback: (...args: Args) => Result): (...args: Args) => Result {
  const ref = useRef(callback);
  useLayoutEffect(() => {
    ref.current = callback;
  });
  return useCallback((...args: Args) => ref.current(...args), []);
}

/** The issues grouped by item, sharing unchanged groups with the previous validation. */
export function useIssueIndex(issues: readonly FieldIssue[]): IssueIndex {
  const previous = useRef(EMPTY_INDEX);
  return useMemo(() => {
    const next = indexIssues(issues, previous.current);
    previous.current = next;
    return next;
  }, [issues]);
}

/**
 * The previous list while it holds the same values, so `tags={data ?? []}` or inline objects do not change the
 * contexts every field reads on each render.
 */
export function useStableList<T>(list: readonly T[]): readonly T[] {
  const previous = useRef(list);
  if (!isSameValue(previous.current, list)) previous.current = list;
  return previous.current;
}
