import { type ReactNode, useId, useState } from 'react';

interface CollapsibleCardProps {
  title: string;
  /** Heading level inside the form: items of a list are h3, entries of an itemlist field h4. */
  level?: 3 | 4;
  /** Shown in the header beside the title (an issue about the whole item). */
  note?: string | undefined;
  onRemove: () => void;
  isRemoveDisabled?: boolean;
  children: ReactNode;
}

/** One item of a list: a titled card that folds away, with a Remove button. */
export function CollapsibleCard({ title, level = 3, note, onRemove, isRemoveDisabled = false, children }: CollapsibleCardProps) {
  const bodyId = useId();
  const [isOpen, setIsOpen] = useState(true);
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <section className="item-card" aria-label={title}>
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
          onClick={onRemove}
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
    </section>
  );
}
