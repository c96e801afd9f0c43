import { type ReactNode, useRef, useState } from 'react';
import { RemoveCardDialog } from './remove-card-dialog.tsx';

interface ItemEntryRowProps {
  /** 'Offense code 1': names the row and its Remove button. */
  title: string;
  onRemove: () => void;
  /** The answers the entry holds (countAnswers): with any, Remove asks first (issue 24, defect 8). */
  getAnswerCount: () => number;
  isRemoveDisabled: boolean;
  children: ReactNode;
}

/**
 * One entry of an itemlist field (an offense code): a plain row of its fields and Remove, not a card inside the
 * citizen's card (issue 24, one level of cards). Once it is gone, the focus goes to the entry that took its place,
 * or to the list's Add button.
 */
export function ItemEntryRow({ title, onRemove, getAnswerCount, isRemoveDisabled, children }: ItemEntryRowProps) {
  const rowRef = useRef<HTMLFieldSetElement>(null);
  const [answersToRemove, setAnswersToRemove] = useState(0);

  function handleRemove() {
    const row = rowRef.current;
    const list = row?.parentElement;
    setAnswersToRemove(0);
    onRemove();
    requestAnimationFrame(() => {
      // Entries are keyed by position: the row stays when a later entry moves up into it.
      const target = row?.isConnected
        ? row.querySelector<HTMLElement>('input, select, textarea')
        : list?.querySelector<HTMLElement>(':scope > .item-list-add');
      target?.focus();
    });
  }

  function handleRemoveClick() {
    const count = getAnswerCount();
    if (count > 0) setAnswersToRemove(count);
    else handleRemove();
  }

  return (
    <fieldset ref={rowRef} aria-label={title} className="item-entry">
      <div className="item-entry-fields">{children}</div>
      <button
        type="button"
        className="button button-secondary item-entry-remove"
        onClick={handleRemoveClick}
        disabled={isRemoveDisabled}
        aria-label={`Remove ${title}`}
      >
        Remove
      </button>
      {answersToRemove > 0 && (
        <RemoveCardDialog title={title} answerCount={answersToRemove} onConfirm={handleRemove} onCancel={() => setAnswersToRemove(0)} />
      )}
    </fieldset>
  );
}
