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
 * `onLateFill` gets it filled.
 */
export function useProfileFill(
  { config, reportProfile }: ProfileSources,
  timeZone: string,
  current: ReportDraft | null,
  onLateFill: (form: ReportDraft) => void,
) {
  const waiting = useRef<{ id: string; startedAt: Date } | null>(null);

  useEffect(() => {
    const pending = waiting.current;
    if (!pending || !current || current.id !== pending.id || !config || !reportProfile) return;
    waiting.current = null;
    const filled = fillDraftFromProfile(current, config, reportProfile, pending.startedAt, timeZone);
    if (filled !== current) onLateFill(filled);
  }, [config, reportProfile, current, timeZone, onLateFill]);

  /** A new draft, filled now, or remembered to be filled when the details arrive. */
  return function fillNew(form: ReportDraft, startedAt: Date): ReportDraft {
    waiting.current = config && reportProfile ? null : { id: form.id, startedAt };
    return fillDraftFromProfile(form, config, reportProfile, startedAt, timeZone);
  };
}
