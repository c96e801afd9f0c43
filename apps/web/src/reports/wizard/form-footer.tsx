/** The contact form's footer (reports.md §2 step 3): what still needs attention, Cancel and Submit. */
export function FormFooter(props: {
  issueCount: number;
  isSubmitting: boolean;
  canSubmit: boolean;
  onShowIssues: () => void;
  onCancel: () => void;
  onSubmit: () => void;
}) {
  const { issueCount, isSubmitting, canSubmit } = props;
  return (
    <div className="wizard-footer">
      {issueCount > 0 && (
        <button type="button" className="button-link" onClick={props.onShowIssues}>
          {issueCount === 1 ? '1 field needs attention' : `${issueCount} fields need attention`}
        </button>
      )}
      <button type="button" className="button" onClick={props.onCancel}>
        Cancel
      </button>
      <button type="button" className="button button-primary" disabled={!canSubmit || isSubmitting} onClick={props.onSubmit}>
        {isSubmitting ? 'Submitting…' : 'Submit'}
      </button>
    </div>
  );
}
