import { normalizeEmail } from '@fieldbook/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { PageLoading } from '../../shell/page-loading.tsx';
import { addEmails, canSendEmails, EmailChips } from './email-chips.tsx';
import { FailureRedirect } from './failure-redirect.tsx';
import { inviteMembers, pendingInvitationsQueryKey, pendingInvitationsQueryOptions, removeInvitations } from './member-invitations.api.ts';
import { StepHeading } from './step-heading.tsx';
import { useRouteFailure } from './use-route-failure.ts';

interface MembersStepProps {
  ownEmail: string;
  onContinue: () => void;
  onBack?: (() => void) | undefined;
}

/** Setup 2 of 3 'Add Members' (accounts.md §2.6, §4 Members step, §5 Member e-mails). */
export function MembersStep(props: MembersStepProps) {
  const pending = useQuery(pendingInvitationsQueryOptions());
  if (pending.error) return <FailureRedirect error={pending.error} />;
  if (!pending.data) return <PageLoading />;
  return <MembersForm {...props} pendingEmails={pending.data.items.map((item) => item.email)} />;
}

function MembersForm({ ownEmail, onContinue, onBack, pendingEmails }: MembersStepProps & { pendingEmails: string[] }) {
  const queryClient = useQueryClient();
  const routeFailure = useRouteFailure();
  const [emails, setEmails] = useState<string[]>(pendingEmails);
  const [draft, setDraft] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const canContinue = canSendEmails(emails, ownEmail) && !isBusy;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canContinue) return;
    // Text typed without Enter still counts: it becomes chips first, and an invalid one stops here.
    const entered = draft.trim() === '' ? emails : addEmails(emails, draft);
    if (entered !== emails) {
      setEmails(entered);
      setDraft('');
      if (!canSendEmails(entered, ownEmail)) return;
    }
    const enteredKeys = new Set(entered.map(normalizeEmail));
    const pendingKeys = new Set(pendingEmails.map(normalizeEmail));
    const toInvite = [...enteredKeys].filter((email) => !pendingKeys.has(email));
    const toRemove = pendingEmails.filter((email) => !enteredKeys.has(normalizeEmail(email)));
    setIsBusy(true);
    try {
      if (toInvite.length > 0) await inviteMembers(toInvite);
      if (toRemove.length > 0) await removeInvitations(toRemove);
      await queryClient.invalidateQueries({ queryKey: pendingInvitationsQueryKey });
    } catch (error) {
      setIsBusy(false);
      routeFailure(error);
      return;
    }
    setIsBusy(false);
    onContinue();
  }

  return (
    <form className="onboarding-form" onSubmit={handleSubmit} noValidate aria-busy={isBusy}>
      <StepHeading title="Add Members" text="You can add them now or after finishing the onboarding process from Settings." />
      <EmailChips emails={emails} onChange={setEmails} draft={draft} onDraftChange={setDraft} ownEmail={ownEmail} isDisabled={isBusy} />
      <div className="wizard-actions">
        {onBack ? (
          <button type="button" className="button button-secondary" onClick={onBack} disabled={isBusy}>
            Back
          </button>
        ) : null}
        <button type="submit" className="button button-primary" disabled={!canContinue} aria-busy={isBusy}>
          {isBusy ? <span className="spinner" aria-hidden="true" /> : null}
          Continue
        </button>
      </div>
    </form>
  );
}
