import { isSameValue } from '@fieldbook/domain';
import { createContext, useContext, useSyncExternalStore } from 'react';

/** A returned report's note as a field it names shows it (issue 25): the note, and whether the officer changed the field. */
export interface ReviewerNote {
  note: string;
  isChanged: boolean;
}

/**
 * The reviewer's note by the paths it names ('citizens.0.perception.age', the form's issue paths). A store, not a
 * context value: a field reads its own entry, so a named field changing re-renders that field alone (the form's
 * memoisation, report-form-performance.test.tsx), never its neighbours.
 */
export interface ReviewerNotes {
  get(path: string): ReviewerNote | undefined;
  subscribe(listener: () => void): () => void;
  /** The named fields whose value now differs from the version the note was written on. */
  setChanged(changed: ReadonlySet<string>): void;
}

export function createReviewerNotes(note: string, paths: readonly string[]): ReviewerNotes {
  const entries = new Map(paths.map((path) => [path, { note, isChanged: false }]));
  const listeners = new Set<() => void>();
  return {
    get: (path) => entries.get(path),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setChanged(changed) {
      let isMoved = false;
      for (const [path, entry] of entries) {
        const isChanged = changed.has(path);
        if (entry.isChanged === isChanged) continue;
        entries.set(path, { note, isChanged });
        isMoved = true;
      }
      if (isMoved) for (const listener of listeners) listener();
    },
  };
}

/** Reads a report path through objects and lists ('citizens.0.perception.age'); undefined when a step is missing. */
function valueAt(root: unknown, path: string): unknown {
  let current = root;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** The paths whose value differs between two payloads (spaces around a text and a blank text count as unchanged). */
export function changedPaths(paths: readonly string[], before: unknown, after: unknown): Set<string> {
  return new Set(paths.filter((path) => !isSameValue(valueAt(before, path), valueAt(after, path), { isTextTrimmed: true })));
}

export const ReviewerNotesContext = createContext<ReviewerNotes | null>(null);

const NO_SUBSCRIPTION = () => () => {};

/** The reviewer's note on the field at `path`, if the returned report's note names it. */
export function useReviewerNote(path: string | undefined): ReviewerNote | undefined {
  const notes = useContext(ReviewerNotesContext);
  const read = () => (notes && path !== undefined ? notes.get(path) : undefined);
  return useSyncExternalStore(notes?.subscribe ?? NO_SUBSCRIPTION, read, read);
}

export const REVIEWER_NOTE_TEXTS = { prefix: 'Reviewer:', changedPrefix: "Reviewer's note (changed):" } as const;

/** 'Reviewer: <note>' under a field's label; once the officer changed the field, "Reviewer's note (changed): <note>". */
export function ReviewerNoteLine({ id, note }: { id: string; note: ReviewerNote }) {
  return (
    <p id={id} role="note" className={note.isChanged ? 'reviewer-note is-changed' : 'reviewer-note'}>
      <strong>{note.isChanged ? REVIEWER_NOTE_TEXTS.changedPrefix : REVIEWER_NOTE_TEXTS.prefix}</strong> {note.note}
    </p>
  );
}
