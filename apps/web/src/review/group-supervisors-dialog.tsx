import type { GroupSupervisorsRequest, GroupView } from '@fieldbook/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { http } from '../shell/http.ts';
import { ModalDialog } from '../shell/modal-dialog.tsx';
import { reviewOfficersQueryOptions } from './review.api.ts';
import './review.css';

const saveSupervisors = (groupId: string, body: GroupSupervisorsRequest) =>
  http.put<unknown>(`/api/groups/${encodeURIComponent(groupId)}/supervisors`, body);

interface GroupSupervisorsDialogProps {
  group: GroupView;
  onSaved: () => void;
  onCancel: () => void;
}

/** Settings > Groups > 'Supervisors' (issue 25): the members who review this group's members' reports. */
export function GroupSupervisorsDialog({ group, onSaved, onCancel }: GroupSupervisorsDialogProps) {
  const id = useId();
  const members = useQuery(reviewOfficersQueryOptions());
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(group.supervisor_ids));
  const [find, setFind] = useState('');
  const save = useMutation({ mutationFn: () => saveSupervisors(group.id, { user_ids: [...chosen] }), onSuccess: onSaved });
  const needle = find.trim().toLowerCase();
  const shown = (members.data ?? []).filter(
    (member) => needle === '' || member.name.toLowerCase().includes(needle) || chosen.has(member.id),
  );

  function handleToggle(userId: string) {
    const next = new Set(chosen);
    if (next.has(userId)) next.delete(userId);
    else next.add(userId);
    setChosen(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate();
  }

  return (
    <ModalDialog className="modal return-dialog" labelledBy={`${id}-title`} onDismiss={onCancel}>
      <form onSubmit={handleSubmit} noValidate aria-busy={save.isPending}>
        <h2 id={`${id}-title`} className="modal-title">
          Supervisors of {group.name}
        </h2>
        <p className="page-hint">They approve or return the reports of this group’s members.</p>
        <label className="form-field-label" htmlFor={`${id}-find`}>
          Find a member
        </label>
        <input id={`${id}-find`} type="search" value={find} onChange={(event) => setFind(event.target.value)} />
        {members.isPending ? (
          <p role="status">
            <span className="spinner" aria-hidden="true" /> Loading the members…
          </p>
        ) : null}
        {members.isError ? (
          <p role="alert" className="form-alert">
            The members could not be loaded. Please try again.
          </p>
        ) : null}
        <fieldset className="return-fields">
          <legend className="visually-hidden">Supervisors</legend>
          <ul className="return-field-list">
            {shown.map((member) => (
              <li key={member.id}>
                <label className="checkbox-row">
                  <input type="checkbox" checked={chosen.has(member.id)} onChange={() => handleToggle(member.id)} />
                  <span>
                    {member.name} ({member.officer_id})
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {save.isError ? (
          <p role="alert" className="form-alert">
            The supervisors could not be saved. Please try again.
          </p>
        ) : null}
        <div className="modal-actions">
          <button type="button" className="button button-secondary" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
