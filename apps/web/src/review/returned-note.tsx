import type { ReviewView } from '@fieldbook/contract';
import type { StateConfiguration } from '@fieldbook/domain';
import { focusJumpTarget } from '../reports/wizard/jump-list.tsx';
import { type JumpTarget, jumpKeyOf } from '../reports/wizard/jump-targets.ts';
import { labelOfField } from './report-fields.ts';
import './review.css';

interface ReturnedNoteProps {
  review: ReviewView;
  config: StateConfiguration;
  /** The form's parts now, to move to the part holding a named field. */
  getJumpTargets: () => JumpTarget[];
}

/**
 * On the amend page of a returned report (issue 25): the reviewer's note, and each field it names by label, a button
 * that moves to that field's part of the form.
 */
export function ReturnedNote({ review, config, getJumpTargets }: ReturnedNoteProps) {
  if (review.state !== 'returned' || !review.note) return null;

  function handleGoTo(path: string) {
    const keys = new Set(getJumpTargets().map((target) => target.key));
    focusJumpTarget(jumpKeyOf(path, keys), keys);
  }

  return (
    <section className="returned-note" aria-labelledby="returned-note-title">
      <h2 id="returned-note-title" className="form-part-title">
        Returned{review.reviewed_by ? ` by ${review.reviewed_by.name}` : ''}
      </h2>
      <p>{review.note}</p>
      {review.fields.length > 0 ? (
        <>
          <p>Fields to change:</p>
          <ul className="returned-note-fields">
            {review.fields.map((path) => (
              <li key={path}>
                <button type="button" className="button button-secondary" onClick={() => handleGoTo(path)}>
                  {labelOfField(path, config)}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
