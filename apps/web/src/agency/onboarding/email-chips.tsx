import { memberEmailIssue, normalizeEmail, splitEmailList } from '@fieldbook/domain';
import { type KeyboardEvent, useId } from 'react';

export const MEMBER_EMAILS_HELPER_TEXT = 'List the emails separated by commas and press ENTER.';

export interface EmailChipsProps {
  emails: string[];
  onChange: (emails: string[]) => void;
  /** What is typed and not yet turned into chips. */
  draft: string;
  onDraftChange: (draft: string) => void;
  /** The signed-in user's e-mail, which cannot be invited (accounts.md §5). */
  ownEmail: string;
  isDisabled?: boolean;
}

/** Each e-mail's issue: invalid or the user's own (accounts.md §5), else null. */
export function emailIssues(emails: readonly string[], ownEmail: string) {
  return emails.map((email) => ({ email, issue: memberEmailIssue(email, ownEmail) }));
}

/** Send and Continue are disabled while any e-mail is invalid or the user's own. */
export function canSendEmails(emails: readonly string[], ownEmail: string): boolean {
  return emailIssues(emails, ownEmail).every((entry) => entry.issue === null);
}

/** The e-mails plus those in `text`, each once (compared case-insensitively), in the order entered. */
export function addEmails(emails: readonly string[], text: string): string[] {
  const seen = new Set(emails.map(normalizeEmail));
  const added = [...emails];
  for (const email of splitEmailList(text)) {
    if (seen.has(normalizeEmail(email))) continue;
    seen.add(normalizeEmail(email));
    added.push(email);
  }
  return added;
}

/** Member e-mails as chips: typed separated by commas, added with Enter; invalid ones marked and explained. */
export function EmailChips({ emails, onChange, draft, onDraftChange, ownEmail, isDisabled = false }: EmailChipsProps) {
  const id = useId();
  const issues = emailIssues(emails, ownEmail);
  const invalid = issues.filter((entry) => entry.issue !== null);

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (draft.trim() === '') return;
      onChange(addEmails(emails, draft));
      onDraftChange('');
      return;
    }
    if (event.key === 'Backspace' && draft === '' && emails.length > 0) onChange(emails.slice(0, -1));
  }

  return (
    <div className="field email-chips">
      <label htmlFor={`${id}-input`}>Member Emails</label>
      <div className="email-chips-box" aria-invalid={invalid.length > 0 ? true : undefined}>
        {emails.length > 0 ? (
          <ul className="email-chip-list" aria-label="Emails to invite">
            {issues.map(({ email, issue }) => (
              <li key={email} className={`email-chip${issue ? ' is-invalid' : ''}`}>
                <span>{email}</span>
                {issue ? <span className="visually-hidden"> (invalid)</span> : null}
                <button
                  type="button"
                  className="email-chip-remove"
                  aria-label={`Remove ${email}`}
                  onClick={() => onChange(emails.filter((entry) => entry !== email))}
                  disabled={isDisabled}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <input
          id={`${id}-input`}
          type="text"
          inputMode="email"
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          value={draft}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={handleKeyDown}
          disabled={isDisabled}
          aria-describedby={`${id}-hint${invalid.length > 0 ? ` ${id}-errors` : ''}`}
        />
      </div>
      <p id={`${id}-hint`} className="field-hint">
        {MEMBER_EMAILS_HELPER_TEXT}
      </p>
      {invalid.length > 0 ? (
        <ul id={`${id}-errors`} className="field-error email-chip-errors" role="alert">
          {invalid.map(({ email, issue }) => (
            <li key={email}>
              {email}: {issue}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
