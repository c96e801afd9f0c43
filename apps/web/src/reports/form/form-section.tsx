import type { FormSection } from '@fieldbook/domain';
import { type ReactNode, useEffect, useRef, useState } from 'react';

interface FormSectionGroupProps {
  section: FormSection;
  /** The wizard's jump list finds the section by it (`data-jump-target`), folded or not. */
  jumpTarget: string;
  /** Sections of citizens and officers fold; the report's own sections do not. */
  isFoldable: boolean;
  /** Answered, every required field, with no issue (section-summary.ts). */
  isComplete: boolean;
  /** The answers in words, shown on the folded line. */
  summary: string;
  children: ReactNode;
}

/**
 * A section of the form: a headed group (fieldset) of its fields. A foldable section that is complete folds to one
 * line, its title and its answers, once the officer moves on (a tap or the focus elsewhere, never while the focus is
 * inside), and unfolds on its title button (aria-expanded). A section with an issue is never folded; one that was
 * complete when the form opened (an amend, a reopened draft) starts folded.
 */
export function FormSectionGroup({ section, jumpTarget, isFoldable, isComplete, summary, children }: FormSectionGroupProps) {
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const [wantsFold, setWantsFold] = useState(isComplete);
  const [isEngaged, setIsEngaged] = useState(false);
  const isFolded = isFoldable && wantsFold && isComplete;
  const isWatching = isFoldable && isEngaged && !wantsFold;

  // The officer moved on: a pointer released outside the section, or the focus went elsewhere by keyboard. Folding
  // waits for the tap to end (the click lands where it was aimed) and the page keeps its place (CSS scroll anchoring).
  useEffect(() => {
    const group = groupRef.current;
    if (!isWatching || !group) return;
    let isPointerDown = false;
    let isPending = false;
    let timer: number | undefined;
    const isOutside = (target: EventTarget | null) => target instanceof Node && !group.contains(target);
    const fold = () => {
      isPending = false;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (!group.contains(document.activeElement)) setWantsFold(true);
      }, 0);
    };
    const handlePointerDown = (event: PointerEvent) => {
      isPointerDown = true;
      isPending = isOutside(event.target);
    };
    const handlePointerUp = () => {
      isPointerDown = false;
      if (isPending) fold();
    };
    const handlePointerCancel = () => {
      // A finger that scrolled the page did not move on.
      isPointerDown = false;
      isPending = false;
    };
    const handleFocusIn = (event: FocusEvent) => {
      if (!isOutside(event.target)) isPending = false;
      else if (isPointerDown) isPending = true;
      else fold();
    };
    document.addEventListener('pointerdown', handlePointerDown, true);
    document.addEventListener('pointerup', handlePointerUp, true);
    document.addEventListener('pointercancel', handlePointerCancel, true);
    document.addEventListener('focusin', handleFocusIn, true);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('pointerdown', handlePointerDown, true);
      document.removeEventListener('pointerup', handlePointerUp, true);
      document.removeEventListener('pointercancel', handlePointerCancel, true);
      document.removeEventListener('focusin', handleFocusIn, true);
    };
  }, [isWatching]);

  function handleEngage() {
    if (!isEngaged) setIsEngaged(true);
  }

  function handleToggle() {
    setIsEngaged(!isFolded);
    setWantsFold(!isFolded);
  }

  const hasToggle = isFoldable && isComplete;
  return (
    <fieldset
      ref={groupRef}
      className={isFolded ? 'form-section is-folded' : 'form-section'}
      data-jump-target={jumpTarget}
      onFocus={handleEngage}
      onPointerDown={handleEngage}
      onChange={handleEngage}
    >
      <legend className="form-section-title">
        {hasToggle ? (
          <button type="button" className="section-toggle" aria-expanded={!isFolded} onClick={handleToggle}>
            <span aria-hidden="true" className="section-toggle-chevron">
              {isFolded ? '▸' : '▾'}
            </span>
            <span className="section-toggle-text">
              <span className="section-toggle-title">{section.label}</span>
              {isFolded ? <span className="section-summary">{summary}</span> : null}
            </span>
          </button>
        ) : (
          section.label
        )}
      </legend>
      {isFolded ? null : (
        <>
          {section.hint ? <p className="form-field-hint">{section.hint}</p> : null}
          {children}
        </>
      )}
    </fieldset>
  );
}
