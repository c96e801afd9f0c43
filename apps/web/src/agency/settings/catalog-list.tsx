import type { ReactNode } from 'react';

export interface CatalogEntry {
  id: string;
  name: string;
  /** A second line, e.g. the acronym. */
  detail?: string | null;
  /** A swatch or an avatar before the name. */
  visual?: ReactNode;
}

interface CatalogListProps {
  /** 'tag', 'group', 'area': names the buttons for screen readers ('Edit tag Night Shift'). */
  kind: string;
  label: string;
  entries: readonly CatalogEntry[];
  isLoading: boolean;
  emptyText: string;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
  /** One more action on each entry (a group's 'Supervisors', issue 25), named with the entry for screen readers. */
  extraAction?: { label: string; onPress: (id: string) => void } | null | undefined;
}

/** The entries of one catalog with Edit and Delete on each. */
export function CatalogList({ kind, label, entries, isLoading, emptyText, onEdit, onDelete, extraAction }: CatalogListProps) {
  if (isLoading) {
    return (
      <p className="settings-loading" role="status">
        <span className="spinner" aria-hidden="true" /> Loading…
      </p>
    );
  }
  if (entries.length === 0) return <p className="empty-state">{emptyText}</p>;
  return (
    <ul className="catalog-list" aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.id} className="catalog-item">
          {entry.visual}
          <span className="catalog-item-text">
            <span className="catalog-item-name">{entry.name}</span>
            {entry.detail ? <span className="catalog-item-detail">{entry.detail}</span> : null}
          </span>
          <span className="catalog-item-actions">
            {extraAction ? (
              <button
                type="button"
                className="button button-secondary"
                aria-label={`${extraAction.label} of ${kind} ${entry.name}`}
                onClick={() => extraAction.onPress(entry.id)}
              >
                {extraAction.label}
              </button>
            ) : null}
            <button
              type="button"
              className="button button-secondary"
              aria-label={`Edit ${kind} ${entry.name}`}
              onClick={() => onEdit(entry.id)}
            >
              Edit
            </button>
            <button
              type="button"
              className="button button-secondary"
              aria-label={`Delete ${kind} ${entry.name}`}
              onClick={() => onDelete(entry.id)}
            >
              Delete
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}
