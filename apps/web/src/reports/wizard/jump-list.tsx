import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { ModalDialog } from '../../shell/modal-dialog.tsx';
import type { JumpTarget } from './jump-targets.ts';

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]';

/** '1 field needs attention', '5 fields need attention': the footer's words, kept as the button's accessible name. */
export function attentionText(count: number): string {
  return count === 1 ? '1 field needs attention' : `${count} fields need attention`;
}

/** The nearest ancestor (or the element) that is a part the jump list offers. */
function partOf(element: Element, keys: ReadonlySet<string>): Element | null {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const key = node.getAttribute('data-jump-target');
    if (key && keys.has(key)) return node;
  }
  return null;
}

/**
 * Scrolls to the part `key` of the form and moves the focus there: to its first field marked invalid (not one of a
 * section listed apart), or else to its heading (the card's toggle where the heading holds one).
 */
export function focusJumpTarget(key: string, keys: ReadonlySet<string>): boolean {
  const part = document.querySelector<HTMLElement>(`[data-jump-target="${key}"]`);
  if (!part) return false;
  const invalid = [...part.querySelectorAll<HTMLElement>('[aria-invalid="true"]:not(:disabled)')].find(
    (field) => partOf(field, keys) === part,
  );
  const heading = part.querySelector<HTMLElement>('h2, h3, h4, legend');
  const target = invalid ?? heading?.querySelector<HTMLElement>('button') ?? heading ?? part;
  if (!target.matches(FOCUSABLE)) target.tabIndex = -1;
  target.focus({ preventScroll: true });
  // The form's scroll margins (wizard.css) keep it clear of the sticky top bar and footer.
  target.scrollIntoView?.({ block: invalid ? 'center' : 'start' });
  return true;
}

/** 'Citizen 1: 3 fields need attention', or only 'Citizen 1'. */
const entryName = ({ label, issueCount }: JumpTarget) => (issueCount === 0 ? label : `${label}: ${attentionText(issueCount)}`);

interface JumpListDialogProps {
  targets: readonly JumpTarget[];
  issueCount: number;
  onChoose: (key: string) => void;
  onClose: () => void;
}

/** The parts of the form in order, each with what still needs attention in it; arrows, Home and End move between them. */
function JumpListDialog({ targets, issueCount, onChoose, onClose }: JumpListDialogProps) {
  const titleId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const firstRef = useRef<HTMLButtonElement>(null);
  const firstWithIssues = targets.find((target) => target.issueCount > 0) ?? targets[0];

  function handleKeyDown(event: KeyboardEvent<HTMLOListElement>) {
    const entries = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('.jump-list-entry') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLButtonElement);
    const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: entries.length - 1 }[event.key];
    if (next === undefined || entries.length === 0) return;
    event.preventDefault();
    entries[(next + entries.length) % entries.length]?.focus();
  }

  return (
    <ModalDialog className="modal jump-list" labelledBy={titleId} onDismiss={onClose} initialFocusRef={firstRef}>
      <h2 id={titleId} className="modal-title">
        Sections
      </h2>
      <p className="jump-list-summary">{issueCount === 0 ? 'Nothing needs attention.' : `${attentionText(issueCount)}.`}</p>
      <ol ref={listRef} className="jump-list-entries" onKeyDown={handleKeyDown}>
        {targets.map((target) => (
          <li key={target.key} className={target.level === 1 ? 'jump-list-item is-nested' : 'jump-list-item'}>
            <button
              ref={target === firstWithIssues ? firstRef : undefined}
              type="button"
              className="jump-list-entry"
              aria-label={entryName(target)}
              onClick={() => onChoose(target.key)}
            >
              <span className="jump-list-label">{target.label}</span>
              {target.issueCount > 0 ? <span className="jump-list-count">{target.issueCount}</span> : null}
            </button>
          </li>
        ))}
      </ol>
      <div className="modal-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </ModalDialog>
  );
}

interface JumpListProps {
  /** The footer's count: the issues that keep Submit disabled. */
  issueCount: number;
  /** The parts as they are when the list opens (the modal keeps the form still while it is open). */
  getTargets: () => readonly JumpTarget[];
  /** The list opened: the form shows every issue from now on, as it did behind 'N fields need attention'. */
  onOpen: () => void;
}

/**
 * The footer's compact button: 'N fields' (named 'N fields need attention'), or 'Sections' once nothing does. It opens
 * the jump list; choosing a part scrolls to it and moves the focus into it. Escape or Close gives the focus back.
 */
export function JumpList({ issueCount, getTargets, onOpen }: JumpListProps) {
  const [targets, setTargets] = useState<readonly JumpTarget[] | null>(null);

  function handleOpen() {
    onOpen();
    setTargets(getTargets());
  }

  function handleChoose(key: string) {
    const keys = new Set((targets ?? []).map((target) => target.key));
    setTargets(null);
    // Once the dialog is gone (it gives the focus back to this button as it closes), and the issues show.
    requestAnimationFrame(() => focusJumpTarget(key, keys));
  }

  return (
    <>
      <button
        type="button"
        className={issueCount > 0 ? 'button jump-list-button has-issues' : 'button jump-list-button'}
        aria-label={issueCount > 0 ? attentionText(issueCount) : undefined}
        aria-haspopup="dialog"
        aria-expanded={targets !== null}
        onClick={handleOpen}
      >
        {issueCount > 0 ? (
          <>
            {issueCount === 1 ? '1 field' : `${issueCount} fields`}
            <span className="visually-hidden">{issueCount === 1 ? ' needs attention' : ' need attention'}</span>
          </>
        ) : (
          'Sections'
        )}
      </button>
      {targets && <JumpListDialog targets={targets} issueCount={issueCount} onChoose={handleChoose} onClose={() => setTargets(null)} />}
    </>
  );
}
