import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { useFailureRoute } from './use-failure-route.ts';

interface DeleteEntryOptions<T> {
  kind: string;
  queryKey: readonly unknown[];
  remove: (id: string) => Promise<unknown>;
  /** Says what happens to reports that name the entry. */
  text: string;
  onDeleted: (entry: T) => void;
}

/** Delete with a confirmation: `ask(entry)` opens the dialog, `dialog` is what to render. */
export function useDeleteEntry<T extends { id: string; name: string }>({ kind, queryKey, remove, text, onDeleted }: DeleteEntryOptions<T>) {
  const queryClient = useQueryClient();
  const failureRoute = useFailureRoute();
  const [target, setTarget] = useState<T | null>(null);
  const mutation = useMutation({
    mutationFn: (entry: T) => remove(entry.id),
    onSuccess: async (_result, entry) => {
      setTarget(null);
      await queryClient.invalidateQueries({ queryKey });
      onDeleted(entry);
    },
    onError: (error) => {
      setTarget(null);
      failureRoute(error);
    },
  });
  const dialog = target ? (
    <ConfirmDeleteDialog
      title={`Delete the ${kind} '${target.name}'?`}
      text={text}
      isPending={mutation.isPending}
      onConfirm={() => mutation.mutate(target)}
      onCancel={() => setTarget(null)}
    />
  ) : null;
  return { ask: setTarget, dialog };
}
