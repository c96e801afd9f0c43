import { JumpList } from './jump-list.tsx';
import type { JumpTarget } from './jump-targets.ts';

/**
 * The contact form's sticky footer (reports.md §2 step 3), one row on a 360 px phone (issue 24): what still needs
 * attention as a compact button that opens the jump list of the form's parts, then Cancel and Submit.
 */
export function FormFooter(props: {
  issueCount: number;
  isSubmitting: boolean;
  canSubmit: boolean;
  getJumpTargets: () => readonly JumpTarget[];
  onShowIssues: () => void;
  onCancel: () => void;
  onSubmit: () => void;
}) {
  const { issueCount, isSubmitting, canSubmit } = props;
  return (
    <div className="wizard-footer form-footer">
      <JumpList issueCount={issueCount} getTargets={props.getJumpTargets} onOpen={props.onShowIssues} />
      <button type="button" className="button button-secondary" onClick={props.onCancel}>
        Cancel
      </button>
      <button type="button" className="button button-primary" disabled={!canSubmit || isSubmitting} onClick={props.onSubmit}>
        {isSubmitting ? 'Submitting…' : 'Submit'}
      </button>
    </div>
  );
}
