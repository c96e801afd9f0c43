import type { TemplateAnswers, TemplateScope } from '@fieldbook/domain';
import { CONTACT_TYPES, type ContactType } from '@fieldbook/domain';
import { useId, useState } from 'react';
import { TextField } from '../../accounts/text-field.tsx';
import { useTemplateWrites } from './report-templates.api.ts';
import { nameIssue, templateWriteError } from './template-errors.ts';
import './templates.css';

interface SaveAsTemplateProps {
  /** The filed stop's template answers (its reason, actions and result; never the person). */
  answers: TemplateAnswers;
  contactType: string;
  isOnline: boolean;
  /** Owners and managers may keep it for the whole agency. */
  mayKeepForAgency: boolean;
}

/**
 * The outcome screen's 'Keep as a favourite' (issue 24, after Cal-RIPA's favourites): the stop just filed, kept by name
 * so the next one like it starts filled. Saved on the server, so it needs a connection and says so.
 */
export function SaveAsTemplate({ answers, contactType, isOnline, mayKeepForAgency }: SaveAsTemplateProps) {
  const headingId = useId();
  const writes = useTemplateWrites();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<TemplateScope>('personal');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  if (!CONTACT_TYPES.includes(contactType as ContactType)) return null;

  async function handleSave() {
    const issue = nameIssue(name);
    if (issue) return setError(issue);
    setIsSaving(true);
    setError(null);
    try {
      const template = await writes.create({ name, contact_type: contactType as ContactType, scope, answers });
      setSaved(template.name);
    } catch (failure) {
      setError(templateWriteError(failure));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <section className="wizard-step" aria-labelledby={headingId}>
      <h2 id={headingId}>Keep as a template</h2>
      {saved ? (
        <p role="status">Saved as ‘{saved}’. Your next stop like this one can start from it.</p>
      ) : (
        <form
          className="form-grid"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void handleSave();
          }}
        >
          <p className="template-summary">Keeps this stop’s reason, actions and result to start the next one from; never the person.</p>
          <TextField label="Template name" value={name} onChange={setName} error={error} maxLength={60} />
          {mayKeepForAgency && (
            <fieldset className="field">
              <legend>Keep it for</legend>
              <label>
                <input type="radio" name="template-scope" checked={scope === 'personal'} onChange={() => setScope('personal')} /> Me (a
                favourite)
              </label>
              <label>
                <input type="radio" name="template-scope" checked={scope === 'agency'} onChange={() => setScope('agency')} /> Everyone in
                the agency
              </label>
            </fieldset>
          )}
          {!isOnline && <p className="template-summary">Saving a template needs a connection.</p>}
          <div className="wizard-actions">
            <button type="submit" className="button" disabled={isSaving || !isOnline}>
              {isSaving ? 'Saving…' : 'Save template'}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
