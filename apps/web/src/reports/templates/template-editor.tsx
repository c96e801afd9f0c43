import {
  applyFieldChange,
  type ContactType,
  type StateConfiguration,
  type TemplateAnswers,
  type TemplateScope,
  templateAnswersFromReport,
  templateSections,
} from '@fieldbook/domain';
import { useId, useState } from 'react';
import { TextField } from '../../accounts/text-field.tsx';
import { ShowIssuesContext } from '../form/form-services.ts';
import { SectionFields } from '../form/section-fields.tsx';
import { nameIssue } from './template-errors.ts';

export interface TemplateDraft {
  name: string;
  contact_type: ContactType;
  scope: TemplateScope;
  answers: TemplateAnswers;
}

interface TemplateEditorProps {
  config: StateConfiguration;
  initial: TemplateDraft;
  /** Contact types the agency offers. */
  offered: readonly ContactType[];
  /** A new template of an owner or manager may be the agency's; an existing one keeps its scope. */
  mayChooseScope: boolean;
  /** Saves; rejects with the words to show (the server's issues by path, or a general message). */
  onSave: (draft: TemplateDraft) => Promise<void>;
  onCancel: () => void;
  /** The server's issues of the last save, by path ('answers.citizen.result.result_of_stop'). */
  issues: ReadonlyMap<string, string>;
  error: string | null;
  isSaving: boolean;
}

/**
 * A template's questions (issue 24): its name, contact type and the configuration's template sections, answered with
 * the report form's own fields, so the same options and conditions apply. Nothing is required: a template is partial.
 */
export function TemplateEditor({
  config,
  initial,
  offered,
  mayChooseScope,
  onSave,
  onCancel,
  issues,
  error,
  isSaving,
}: TemplateEditorProps) {
  const ids = { title: useId(), type: useId() };
  const [draft, setDraft] = useState(initial);
  const [nameError, setNameError] = useState<string | null>(null);
  const sections = templateSections(config);
  const report = { general_information: { state_related: draft.answers.general }, citizens: [draft.answers.citizen] };
  const change = (part: 'general' | 'citizen') => (path: string, value: unknown) =>
    setDraft((current) => ({
      ...current,
      answers: {
        ...current.answers,
        [part]: applyFieldChange(sections[part], current.answers[part], path, value) as TemplateAnswers['general'],
      },
    }));

  function handleSubmit() {
    const issue = nameIssue(draft.name);
    setNameError(issue);
    if (issue) return;
    // Empty answers are not kept (the server tidies hidden ones too).
    const answers = templateAnswersFromReport(config, {
      general_information: { state_related: draft.answers.general },
      citizens: [{ id: '', ...draft.answers.citizen }],
    });
    void onSave({ ...draft, name: draft.name.trim(), answers });
  }

  return (
    <form
      className="page-section template-editor"
      aria-labelledby={ids.title}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        handleSubmit();
      }}
    >
      <h2 id={ids.title}>{initial.name ? `Edit ‘${initial.name}’` : 'New template'}</h2>
      <TextField
        label="Template name"
        value={draft.name}
        onChange={(name) => setDraft({ ...draft, name })}
        error={nameError ?? issues.get('name')}
        maxLength={60}
      />
      <div className="field">
        <label htmlFor={ids.type}>Contact type</label>
        <select
          id={ids.type}
          value={draft.contact_type}
          onChange={(event) => setDraft({ ...draft, contact_type: event.target.value as ContactType })}
        >
          {offered.map((type) => (
            <option key={type}>{type}</option>
          ))}
        </select>
      </div>
      {mayChooseScope && (
        <fieldset className="field">
          <legend>Keep it for</legend>
          <label>
            <input
              type="radio"
              name="scope"
              checked={draft.scope === 'personal'}
              onChange={() => setDraft({ ...draft, scope: 'personal' })}
            />{' '}
            Me (a favourite)
          </label>
          <label>
            <input type="radio" name="scope" checked={draft.scope === 'agency'} onChange={() => setDraft({ ...draft, scope: 'agency' })} />{' '}
            Everyone in the agency
          </label>
        </fieldset>
      )}
      <p className="template-summary">Answer only what every stop of this kind shares; the officer checks and completes the rest.</p>
      <ShowIssuesContext value={true}>
        <SectionFields
          sections={sections.general}
          item={draft.answers.general}
          report={report}
          area="general_information"
          pathPrefix="answers.general"
          issues={issues}
          onFieldChange={change('general')}
        />
        <SectionFields
          sections={sections.citizen}
          item={draft.answers.citizen}
          report={report}
          area="citizens"
          pathPrefix="answers.citizen"
          issues={issues}
          onFieldChange={change('citizen')}
        />
      </ShowIssuesContext>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="wizard-actions template-editor-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={isSaving}>
          {isSaving ? 'Saving…' : 'Save template'}
        </button>
      </div>
    </form>
  );
}
