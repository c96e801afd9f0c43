import { type AuditEventFilters, auditEventFilters, type MemberView } from '@fieldbook/contract';
import { AUDIT_KIND_NAMES, AUDIT_KINDS } from '@fieldbook/domain';
import { type FormEvent, useId, useState } from 'react';
import type { FieldErrors } from '../agency/settings/form-errors.ts';
import { issuesByField } from '../agency/settings/form-errors.ts';

interface AuditFiltersFormProps {
  members: readonly MemberView[];
  onApply: (filters: AuditEventFilters) => void;
}

type Draft = { from: string; to: string; kind: string; actor: string; target: string };
const EMPTY: Draft = { from: '', to: '', kind: '', actor: '', target: '' };

/** The audit log's filters, checked with the server's own schema before they apply. */
export function AuditFiltersForm({ members, onApply }: AuditFiltersFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (key: keyof Draft) => (value: string) => setDraft({ ...draft, [key]: value });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const entries = Object.entries(draft).filter(([, value]) => value.trim() !== '');
    const checked = auditEventFilters.safeParse(Object.fromEntries(entries.map(([key, value]) => [key, value.trim()])));
    if (!checked.success) {
      setErrors(issuesByField(checked.error.issues));
      return;
    }
    setErrors({});
    onApply(checked.data);
  }

  function handleClear() {
    setDraft(EMPTY);
    setErrors({});
    onApply({});
  }

  const field = (
    key: keyof Draft,
    label: string,
    input: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => React.ReactNode,
  ) => {
    const fieldId = `${id}-${key}`;
    const error = errors[key];
    return (
      <div className="field">
        <label htmlFor={fieldId}>{label}</label>
        {input({ id: fieldId, ...(error ? { 'aria-invalid': true, 'aria-describedby': `${fieldId}-error` } : {}) })}
        {error ? (
          <p id={`${fieldId}-error`} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form className="audit-filters" onSubmit={handleSubmit} noValidate aria-label="Audit log filters">
      {field('from', 'From', (props) => (
        <input {...props} type="date" value={draft.from} onChange={(event) => set('from')(event.target.value)} />
      ))}
      {field('to', 'To', (props) => (
        <input {...props} type="date" value={draft.to} onChange={(event) => set('to')(event.target.value)} />
      ))}
      {field('kind', 'Kind', (props) => (
        <select {...props} value={draft.kind} onChange={(event) => set('kind')(event.target.value)}>
          <option value="">All kinds</option>
          {AUDIT_KIND_NAMES.map((kind) => (
            <option key={kind} value={kind}>
              {AUDIT_KINDS[kind].label}
            </option>
          ))}
        </select>
      ))}
      {field('actor', 'Who', (props) => (
        <select {...props} value={draft.actor} onChange={(event) => set('actor')(event.target.value)}>
          <option value="">Anyone</option>
          {members.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name} ({member.email})
            </option>
          ))}
        </select>
      ))}
      {field('target', 'About (id)', (props) => (
        <input
          {...props}
          type="text"
          spellCheck={false}
          autoCapitalize="none"
          value={draft.target}
          onChange={(event) => set('target')(event.target.value)}
        />
      ))}
      <div className="audit-filter-actions">
        <button type="submit" className="button button-primary">
          Apply filters
        </button>
        <button type="button" className="button button-secondary" onClick={handleClear}>
          Clear
        </button>
      </div>
    </form>
  );
}
