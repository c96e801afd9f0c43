import type { InviteResult } from '@fieldbook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useCurrentUser } from '../../../accounts/current-user-context.ts';
import { addEmails, canSendEmails, EmailChips } from '../../onboarding/email-chips.tsx';
import { inviteMembers, pendingInvitationsQueryKey } from '../../onboarding/member-invitations.api.ts';
import { useFailureRoute } from '../use-failure-route.ts';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** What the invite call did, read out in the section's status line. */
export function inviteSummary(result: InviteResult): string {
  const parts = [`${plural(result.invited.length, 'invitation')} sent.`];
  if (result.already_members.length > 0) parts.push(`Already members: ${result.already_members.join(', ')}.`);
  return parts.join(' ');
}

/** Invite members by e-mail: chips typed separated by commas, sent with 'Send Invitations'. */
export function InviteForm({ onDone }: { onDone: (message: string) => void }) {
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const handleFailure = useFailureRoute();
  const [emails, setEmails] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const entered = draft.trim() === '' ? emails : addEmails(emails, draft);
  const invite = useMutation({
    mutationFn: inviteMembers,
    async onSuccess(result) {
      setEmails([]);
      setDraft('');
      await queryClient.invalidateQueries({ queryKey: pendingInvitationsQueryKey });
      onDone(inviteSummary(result));
    },
    onError: handleFailure,
  });
  const canSend = entered.length > 0 && canSendEmails(entered, me.email) && !invite.isPending;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSend) return;
    setEmails(entered);
    setDraft('');
    invite.mutate(entered);
  }

  return (
    <form className="invite-form" onSubmit={handleSubmit} noValidate aria-label="Invite members">
      <EmailChips
        emails={emails}
        onChange={setEmails}
        draft={draft}
        onDraftChange={setDraft}
        ownEmail={me.email}
        isDisabled={invite.isPending}
      />
      <button type="submit" className="button button-primary" disabled={!canSend} aria-busy={invite.isPending}>
        {invite.isPending ? <span className="spinner" aria-hidden="true" /> : null}
        Send Invitations
      </button>
    </form>
  );
}
