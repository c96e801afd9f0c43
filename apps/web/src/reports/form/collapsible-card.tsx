import { type ReactNode, useId, useRef, useState } from 'react';
import { RemoveCardDialog } from './remove-card-dialog.tsx';

interface CollapsibleCardProps {
  title: string;
  /** Heading level inside the form: items of a list are h3, entries of an itemlist field h4. */
  level?: 3 | 4;
  /** The card's key for the wizard's jump list ('citizens.0'): its `data-jump-target`. */
  jumpTarget?: string;
  /** Shown in the header beside the title (an issue about the whole item). */
  note?: string | undefined;
  onRemove: () => void;
  /** The answers the card holds (countAnswers): with any, Remove asks first (issue 24, defect 8). */
  getAnswerCount?: () => number;
  isRemoveDisabled?: boolean;
  children: ReactNode;
}

/**
 * One item of a list: a titled card that folds away, with a Remove button that asks first when the card holds answers.
 * Once it is gone, the focus goes to the next card's title, or to what follows the list's cards (its Add button).
 */
export function CollapsibleCard({
  title,
  level = 3,
  jumpTarget,
  note,
  onRemove,
  getAnswerCount,
  isRemoveDisabled = false,
  children,
}: CollapsibleCardProps) {
  const bodyId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const [isOpen, setIsOpen] = useState(true);
  const [answersToRemove, setAnswersToRemove] = useState(0);
  const Heading = level === 3 ? 'h3' : 'h4';

  function handleRemove() {
    const next = cardRef.current?.nextElementSibling;
    const focusAfter = next?.classList.contains('item-card') ? next.querySelector<HTMLElement>('.item-card-toggle') : next;
    setAnswersToRemove(0);
    onRemove();
    requestAnimationFrame(() => (focusAfter instanceof HTMLElement ? focusAfter.focus() : undefined));
  }

  function handleRemoveClick() {
    const count = getAnswerCount?.() ?? 0;
    if (count > 0) setAnswersToRemove(count);
    else handleRemove();
  }

  return (
    <section ref={cardRef} className="item-card" aria-label={title} data-jump-target={jumpTarget}>
      <div className="item-card-header">
        <Heading className="item-card-title">
          <button
            type="button"
            className="item-card-toggle"
            aria-expanded={isOpen}
            aria-controls={bodyId}
            onClick={() => setIsOpen(!isOpen)}
          >
            <span aria-hidden="true" className="item-card-chevron">
              {isOpen ? '▾' : '▸'}
            </span>
            {title}
          </button>
        </Heading>
        <button
          type="button"
          className="button button-secondary item-card-remove"
          onClick={handleRemoveClick}
          disabled={isRemoveDisabled}
          aria-label={`Remove ${title}`}
        >
          Remove
        </button>
      </div>
      {note ? <p className="form-field-error">{note}</p> : null}
      <div id={bodyId} className="item-card-body" hidden={!isOpen}>
        {isOpen ? children : null}
      </div>
      {answersToRemove > 0 && (
        <RemoveCardDialog title={title} answerCount={answersToRemove} onConfirm={handleRemove} onCancel={() => setAnswersToRemove(0)} />
      )}
    </section>
  );
}
