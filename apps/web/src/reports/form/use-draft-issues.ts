import type { FieldIssue, ReportMode, StateConfiguration } from '@fieldbook/domain';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useDojTables } from '../doj/doj-tables-context.ts';
import { type ReportDraft, validateDraft } from './report-draft.ts';

/** Typing pauses this long before the draft is validated again. */
export const VALIDATION_DELAY_MS = 250;

function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * validateDraft kept off the typing path: the draft is validated once typing pauses, in a low-priority render.
 * Validating 100 citizens takes tens of milliseconds, too long to run between two keystrokes on a phone.
 * On submit, call validateDraft on the current draft instead of reading these issues.
 */
export function useDraftIssues(draft: ReportDraft, config: StateConfiguration, timeZone: string, mode: ReportMode): readonly FieldIssue[] {
  const settled = useDeferredValue(useSettledValue(draft, VALIDATION_DELAY_MS));
  const tables = useDojTables();
  return useMemo(
    () => validateDraft(settled, { config, timeZone, mode, now: new Date(), tables }),
    [settled, config, timeZone, mode, tables],
  );
}
