import type { ReportProfileView } from '@fieldbook/contract';
import type { StateConfiguration } from '@fieldbook/domain';
import { useEffect, useRef } from 'react';
import type { ReportDraft } from '../../reports/form/index.ts';
import { fillDraftFromProfile } from './fill-draft-from-profile.ts';

interface ProfileSources {
  config: StateConfiguration | undefined;
  reportProfile?: ReportProfileView | null | undefined;
}

/**
 * Fills each new report's draft from the officer's report details once (issue 24): when the draft is made, or, when
 * the details were not there yet (a slow connection, the device cache still being read), as soon as they arrive.
 * Only empty fields are filled, so what the officer answered meanwhile stays. `current` is the form on screen;
 * `onLateFill` gets the form's id and the fill, to apply to the form as it is when the update runs (an answer given
 * between this render and the update must not be replaced by a copy filled from the render's form).
 */
export function useProfileFill(
  { config, reportProfile }: ProfileSources,
  timeZone: string,
  current: ReportDraft | null,
  onLateFill: (formId: string, fill: (form: ReportDraft) => ReportDraft) => void,
) {
  const waiting = useRef<{ id: string; startedAt: Date } | null>(null);

  useEffect(() => {
    const pending = waiting.current;
    if (!pending || !current || current.id !== pending.id || !config || !reportProfile) return;
    waiting.current = null;
    const fill = (form: ReportDraft) => fillDraftFromProfile(form, config, reportProfile, pending.startedAt, timeZone);
    if (fill(current) !== current) onLateFill(current.id, fill);
  }, [config, reportProfile, current, timeZone, onLateFill]);

  /** A new draft, filled now, or remembered to be filled when the details arrive. */
  return function fillNew(form: ReportDraft, startedAt: Date): ReportDraft {
    waiting.current = config && reportProfile ? null : { id: form.id, startedAt };
    return fillDraftFromProfile(form, config, reportProfile, startedAt, timeZone);
  };
}
