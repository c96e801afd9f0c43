import { CONTACT_TYPES, type ContactType, hasPermission, type StateConfiguration } from '@fieldbook/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../accounts/current-user-context.ts';
import { HttpError } from '../../shell/http.ts';
import { ModalDialog } from '../../shell/modal-dialog.tsx';
import { showAlert } from '../../shell/snackbar.tsx';
import { useOnline } from '../../shell/use-online.ts';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { useReportReferences } from '../wizard/use-report-references.ts';
import { type ReportTemplateView, useReportTemplates, useTemplateWrites } from './report-templates.api.ts';
import { type TemplateDraft, TemplateEditor } from './template-editor.tsx';
import { templateWriteError } from './template-errors.ts';
import { summarizeTemplate } from './template-summary.ts';
import './templates.css';

type Editing = { template: ReportTemplateView | null; draft: TemplateDraft };

/**
 * /app/templates (issue 24): the officer's favourites and the agency's stop templates, each with what it fills in
 * words. Everyone keeps their own favourites; owners and managers (agency.report_templates.manage) keep the agency's.
 */
export default function TemplatesPage() {
  usePageTitle('Templates');
  const me = useCurrentUser();
  const isOnline = useOnline();
  const { config } = useReportReferences(me);
  const { templates, isLoading, hasFailed } = useReportTemplates(me.email);
  const writes = useTemplateWrites();
  const mayManageAgency = hasPermission(me.role, 'agency.report_templates.manage');
  const offered = CONTACT_TYPES.filter((type) => !me.agency?.contact_types || me.agency.contact_types.includes(type));
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<ReportTemplateView | null>(null);
  const [issues, setIssues] = useState<ReadonlyMap<string, string>>(new Map());
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const startEditing = (template: ReportTemplateView | null) => {
    setIssues(new Map());
    setError(null);
    setEditing({
      template,
      draft: template
        ? { name: template.name, contact_type: template.contact_type, scope: template.scope, answers: template.answers }
        : {
            name: '',
            contact_type: offered[0] ?? 'Officer Pro-active',
            scope: mayManageAgency ? 'agency' : 'personal',
            answers: { general: {}, citizen: {} },
          },
    });
  };

  async function handleSave(draft: TemplateDraft) {
    if (!editing) return;
    setIsSaving(true);
    try {
      const { scope, ...body } = draft;
      if (editing.template) await writes.update(editing.template.id, body);
      else await writes.create(draft);
      showAlert(`Template ‘${draft.name}’ saved.`);
      setEditing(null);
    } catch (failure) {
      const byPath = new Map<string, string>();
      if (failure instanceof HttpError) for (const issue of failure.errors) byPath.set(issue.path.replace(/^body\./, ''), issue.message);
      setIssues(byPath);
      setError(templateWriteError(failure));
    } finally {
      setIsSaving(false);
    }
  }

  async function handleDelete(template: ReportTemplateView) {
    setDeleting(null);
    try {
      await writes.remove(template.id);
      showAlert(`Template ‘${template.name}’ deleted.`);
    } catch (failure) {
      showAlert(templateWriteError(failure));
    }
  }

  if (editing && config)
    return (
      <section className="page" aria-labelledby="page-title">
        <h1 id="page-title" className="page-title">
          Templates
        </h1>
        <TemplateEditor
          config={config}
          initial={editing.draft}
          offered={offered}
          mayChooseScope={mayManageAgency && !editing.template}
          onSave={handleSave}
          onCancel={() => setEditing(null)}
          issues={issues}
          error={error}
          isSaving={isSaving}
        />
      </section>
    );

  const favourites = templates.filter((template) => template.scope === 'personal');
  const agency = templates.filter((template) => template.scope === 'agency');
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        Templates
      </h1>
      <p>
        Start a stop from a template on <Link to="/app/report">Create Report</Link>: it fills the kind of stop (reason, actions, result),
        never the person; every answer stays yours to change.
      </p>
      {!isOnline && <p role="status">You are offline: templates can be used but not changed.</p>}
      {isLoading && <p role="status">Loading the templates…</p>}
      {hasFailed && <p role="alert">The templates could not be loaded. Please try again.</p>}
      <div className="wizard-actions">
        <button type="button" className="button button-primary" disabled={!isOnline || !config} onClick={() => startEditing(null)}>
          New template
        </button>
      </div>
      <TemplateSection
        title="Your favourites"
        empty="No favourites yet. After you file a stop, keep it as a template from the confirmation screen."
        templates={favourites}
        config={config}
        mayChange={isOnline}
        onEdit={startEditing}
        onDelete={setDeleting}
      />
      <TemplateSection
        title="Agency templates"
        empty={mayManageAgency ? 'No agency templates yet. Make one every officer can start from.' : 'Your agency has no templates yet.'}
        templates={agency}
        config={config}
        mayChange={isOnline && mayManageAgency}
        onEdit={startEditing}
        onDelete={setDeleting}
      />
      {deleting && (
        <ModalDialog className="modal" role="alertdialog" labelledBy="delete-template-title" onDismiss={() => setDeleting(null)}>
          <h2 id="delete-template-title" className="modal-title">
            Delete ‘{deleting.name}’?
          </h2>
          <p>
            {deleting.scope === 'agency' ? 'No officer of the agency will be able to start from it.' : 'Your filed stops stay as they are.'}
          </p>
          <div className="modal-actions">
            <button type="button" className="button" onClick={() => setDeleting(null)}>
              Keep
            </button>
            <button type="button" className="button button-danger" onClick={() => void handleDelete(deleting)}>
              Delete
            </button>
          </div>
        </ModalDialog>
      )}
    </section>
  );
}

function TemplateSection(props: {
  title: string;
  empty: string;
  templates: readonly ReportTemplateView[];
  config: StateConfiguration | undefined;
  mayChange: boolean;
  onEdit: (template: ReportTemplateView) => void;
  onDelete: (template: ReportTemplateView) => void;
}) {
  const headingId = `templates-${props.title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className="page-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{props.title}</h2>
      {props.templates.length === 0 ? (
        <p className="template-empty">{props.empty}</p>
      ) : (
        <ul className="template-list">
          {props.templates.map((template) => (
            <li key={template.id} className="template-row">
              <div>
                <div className="template-name">{template.name}</div>
                <div className="template-meta">{template.contact_type as ContactType}</div>
                <div className="template-summary">{summarizeTemplate(props.config, template.answers)}</div>
              </div>
              {props.mayChange && (
                <div className="template-row-actions">
                  <button type="button" className="button" aria-label={`Edit ${template.name}`} onClick={() => props.onEdit(template)}>
                    Edit
                  </button>
                  <button type="button" className="button" aria-label={`Delete ${template.name}`} onClick={() => props.onDelete(template)}>
                    Delete
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
