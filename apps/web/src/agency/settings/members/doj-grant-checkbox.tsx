import type { MemberList, MemberView } from '@fieldbook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { isHttpError } from '../../../shell/http.ts';
import { useFailureRoute } from '../use-failure-route.ts';
import { membersQueryKey, setMemberPermissions } from './members.api.ts';

const DOJ = 'agency.doj_submissions.manage';

/**
 * 'May submit stops to the DOJ' (issue 26): the owner gives one member the Submissions page beyond their role, or
 * takes it back; it counts from the member's next request. Saves on change, says so, and says when it could not.
 */
export function DojGrantCheckbox({ member }: { member: MemberView }) {
  const queryClient = useQueryClient();
  const handleFailure = useFailureRoute();
  const statusId = useId();
  const mutation = useMutation({
    mutationFn: (isGranted: boolean) =>
      setMemberPermissions(
        member.id,
        isGranted ? [...member.granted_permissions.filter((p) => p !== DOJ), DOJ] : member.granted_permissions.filter((p) => p !== DOJ),
      ),
    onSuccess(saved) {
      queryClient.setQueryData<MemberList>(membersQueryKey, (list) =>
        list ? { items: list.items.map((item) => (item.id === saved.id ? saved : item)) } : list,
      );
    },
    onError(error) {
      // Not allowed or the member is gone: the pages every member change leads to. Anything else stays here, said.
      if (isHttpError(error) && (error.status === 403 || error.status === 404)) handleFailure(error);
    },
  });
  const isGranted = mutation.isPending ? mutation.variables : member.granted_permissions.includes(DOJ);

  return (
    <div className="member-grant">
      <label>
        <input
          type="checkbox"
          checked={isGranted}
          disabled={mutation.isPending}
          aria-label={`May submit stops to the DOJ: ${member.name}`}
          aria-describedby={statusId}
          onChange={(event) => mutation.mutate(event.target.checked)}
        />
        May submit stops to the DOJ
      </label>
      <span id={statusId} className={mutation.isError ? 'member-grant-status is-error' : 'member-grant-status'} role="status">
        {mutation.isPending ? 'Saving…' : mutation.isError ? 'Not saved. Try again.' : ''}
      </span>
    </div>
  );
}
