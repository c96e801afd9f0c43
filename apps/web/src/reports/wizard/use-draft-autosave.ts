import { useCallback, useEffect, useRef } from 'react';
import { saveDraft } from '../../offline/drafts.ts';

/** How long after the last change a draft is written to the device (as the form does, docs/decisions.md). */
export const DRAFT_SAVE_DELAY_MS = 800;

/**
 * Keeps `draft` on the device as it changes, 0.8 s after the last change, so a reload or a tab the phone dropped loses
 * nothing (issue 24, defect 14); null saves nothing. Returns `whenSaved`, settled once a write already started is done
 * (clear the draft after it, or a late write brings it back).
 */
export function useDraftAutosave(email: string, draft: object | null): { whenSaved: () => Promise<void> } {
  const lastWrite = useRef<Promise<unknown>>(Promise.resolve());
  useEffect(() => {
    if (!draft) return;
    const timer = window.setTimeout(() => {
      lastWrite.current = saveDraft(email, draft).catch(() => {});
    }, DRAFT_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [email, draft]);
  const whenSaved = useCallback(() => lastWrite.current.then(() => {}), []);
  return { whenSaved };
}
