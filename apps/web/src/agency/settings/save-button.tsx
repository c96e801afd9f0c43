/** A settings form's submit button, disabled with a spinner while the save runs. */
export function SaveButton({ isSaving, label = 'Save' }: { isSaving: boolean; label?: string }) {
  return (
    <button type="submit" className="button button-primary" disabled={isSaving}>
      {isSaving ? <span className="spinner" aria-hidden="true" /> : null}
      {label}
    </button>
  );
}
