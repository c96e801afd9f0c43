import type { ItemForm, ItemValues } from '@fieldbook/domain';
import { MESSAGES } from '@fieldbook/domain';
import { useId } from 'react';
import { useShowIssues } from './form-services.ts';
import { type IssueIndex, itemIssues } from './issue-index.ts';
import { ItemCard } from './item-card.tsx';
import type { ItemArea, ItemListActions } from './item-list-actions.ts';

interface ItemListProps {
  area: ItemArea;
  title: string;
  form: ItemForm;
  items: readonly ItemValues[];
  report: unknown;
  issueIndex: IssueIndex;
  /** Messages about the whole list (use-of-force and bystander rules...). */
  listMessages: readonly string[];
  /** Shown while the list is empty: 'It takes at least one citizen to continue.' for citizens. */
  emptyMessage: string | null;
  /** Why nothing can be added yet: 'It takes at least one citizen to add officers.' */
  lockedMessage?: string | null;
  actions: ItemListActions;
}

/**
 * Citizens, officers, complaints or investigations: their cards, Add (capped by max_items) and the list's messages.
 * The part itself is no card: each item is the one card around its sections (issue 24, one level of cards).
 */
export function ItemList({
  area,
  title,
  form,
  items,
  report,
  issueIndex,
  listMessages,
  emptyMessage,
  lockedMessage,
  actions,
}: ItemListProps) {
  const headingId = useId();
  const showIssues = useShowIssues();
  const isFull = form.max_items !== undefined && items.length >= form.max_items;
  const messages = showIssues ? listMessages.filter((message) => message !== emptyMessage) : [];
  return (
    <section className="form-part form-part-items" aria-labelledby={headingId} data-jump-target={area}>
      <h2 id={headingId} className="form-part-title">
        {title}
      </h2>
      {items.length === 0 && emptyMessage ? <p className="form-field-hint">{emptyMessage}</p> : null}
      {lockedMessage ? <p className="form-field-hint">{lockedMessage}</p> : null}
      {messages.map((message) => (
        <p key={message} className="form-field-error">
          {message}
        </p>
      ))}
      {items.map((item, index) => (
        <ItemCard
          key={item.id}
          area={area}
          index={index}
          item={item}
          form={form}
          report={report}
          issues={itemIssues(issueIndex, area, index)}
          onChange={actions.onChange}
          onRemove={actions.onRemove}
        />
      ))}
      <button
        type="button"
        className="button button-secondary"
        disabled={Boolean(lockedMessage) || isFull}
        onClick={() => actions.onAdd(area)}
      >
        Add {form.item_name}
      </button>
      {isFull && form.max_items !== undefined ? <p className="form-field-hint">{MESSAGES.maxItems(form.max_items)}</p> : null}
    </section>
  );
}
