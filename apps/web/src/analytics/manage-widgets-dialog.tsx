import { SECTIONS, type Widget } from '@fieldbook/domain';
import { type FormEvent, useState } from 'react';
import { ModalDialog } from '../shell/modal-dialog.tsx';
// Its checkbox rows (.choice-list, .choice) are styled there: loaded with this dialog, not only with the filter dialog.
import '../reports/form/report-form.css';

interface ManageWidgetsDialogProps {
  widgets: readonly Widget[];
  favourites: readonly string[];
  onSave: (favourites: string[]) => void;
  onDismiss: () => void;
  /** 'add' (the workspace header's 'Add widgets'): only the widgets not yet favourites, each checked one added. */
  mode?: 'manage' | 'add';
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

/** The favourites after the dialog: those kept in their order, then the newly chosen in the catalogue's order. */
export function chosenFavourites(widgets: readonly Widget[], favourites: readonly string[], chosen: readonly string[]): string[] {
  const kept = favourites.filter((id) => chosen.includes(id));
  const added = widgets.map((widget) => widget.id).filter((id) => chosen.includes(id) && !kept.includes(id));
  return [...kept, ...added];
}

/**
 * Manage Widgets (analytics.md §2): a checkbox per offered widget by section; Save only when the selection changed.
 * As 'Add widgets' (the workspace header), it lists the widgets not yet favourites and adds those checked.
 */
export function ManageWidgetsDialog({ widgets, favourites, onSave, onDismiss, mode = 'manage' }: ManageWidgetsDialogProps) {
  const isAdding = mode === 'add';
  const initial = isAdding ? [] : favourites.filter((id) => widgets.some((widget) => widget.id === id));
  const [chosen, setChosen] = useState<string[]>(initial);
  const listed = isAdding ? widgets.filter((widget) => !favourites.includes(widget.id)) : widgets;
  const sections = new Map<string, Widget[]>();
  for (const widget of listed) sections.set(widget.section, [...(sections.get(widget.section) ?? []), widget]);
  const title = isAdding ? 'Add widgets' : 'Manage Widgets';

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (sameSet(chosen, initial)) return;
    onSave(chosenFavourites(widgets, favourites, isAdding ? [...favourites, ...chosen] : chosen));
  }

  return (
    <ModalDialog className="modal manage-widgets-dialog" labelledBy="manage-widgets-title" onDismiss={onDismiss}>
      <form onSubmit={handleSubmit} aria-labelledby="manage-widgets-title">
        <h2 id="manage-widgets-title" className="modal-title">
          {title}
        </h2>
        <p className="page-hint">
          {isAdding ? 'Choose the widgets to add to My Favourites.' : 'Choose the widgets to keep in My Favourites.'}
        </p>
        {isAdding && listed.length === 0 ? <p className="form-notice">Every widget is already in My Favourites.</p> : null}
        <div className="manage-widgets-list">
          {[...sections].map(([section, list]) => (
            <fieldset key={section} className="form-field-group">
              <legend className="form-field-label">{(SECTIONS as Record<string, string>)[section] ?? section}</legend>
              <div className="choice-list">
                {list.map((widget) => (
                  <label key={widget.id} className="choice">
                    <input
                      type="checkbox"
                      checked={chosen.includes(widget.id)}
                      onChange={(event) =>
                        setChosen(event.target.checked ? [...chosen, widget.id] : chosen.filter((id) => id !== widget.id))
                      }
                    />
                    <span>{widget.title}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
        <div className="modal-actions">
          <button type="button" className="button button-secondary" onClick={onDismiss}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={sameSet(chosen, initial)}>
            Save
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
