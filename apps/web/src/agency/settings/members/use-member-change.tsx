import type { MemberView } from '@fieldbook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { resetMemberMfa } from '../../../accounts/mfa/mfa.api.ts';
import { useFailureRoute } from '../use-failure-route.ts';
import { changeWords, type MemberChange } from './member-actions.ts';
import { MemberChangeDialog } from './member-change-dialog.tsx';
import { membersQueryKey, removeMember, setMemberAccess, setMemberRole, unlockMember } from './members.api.ts';

interface PendingChange {
  member: MemberView;
  change: MemberChange;
}

function sendChange({ member, change }: PendingChange): Promise<unknown> {
  switch (change.kind) {
    case 'role':
      return setMemberRole(member.id, change.role);
    case 'access':
      return setMemberAccess(member.id, change.isActive);
    case 'remove':
      return removeMember(member.id);
    case 'unlock':
      return unlockMember(member.id);
    case 'reset-two-step':
      return resetMemberMfa(member.id);
  }
}

const isDangerous = (change: MemberChange) => change.kind === 'remove' || (change.kind === 'access' && !change.isActive);

/** One member change at a time: ask in a dialog, send, refresh the list, say what happened. */
export function useMemberChange(onDone: (message: string) => void): {
  ask: (member: MemberView, change: MemberChange) => void;
  dialog: ReactNode;
} {
  const queryClient = useQueryClient();
  const handleFailure = useFailureRoute();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const mutation = useMutation({
    mutationFn: sendChange,
    async onSuccess(_answer, sent) {
      setPending(null);
      await queryClient.invalidateQueries({ queryKey: membersQueryKey });
      onDone(changeWords(sent.change, sent.member).done);
    },
    onError(error) {
      setPending(null);
      handleFailure(error);
    },
  });

  const dialog = pending ? (
    <MemberChangeDialog
      words={changeWords(pending.change, pending.member)}
      isDanger={isDangerous(pending.change)}
      isPending={mutation.isPending}
      onConfirm={() => mutation.mutate(pending)}
      onCancel={() => {
        if (!mutation.isPending) setPending(null);
      }}
    />
  ) : null;

  return { ask: (member, change) => setPending({ member, change }), dialog };
}
