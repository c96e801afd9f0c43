import { type FieldIssue, MESSAGES, newPublicToken, type StateConfiguration } from '@fieldbook/domain';
import { useEffect, useState } from 'react';
import type { ConfirmedLocation } from '../../location/location-draft.ts';
import { SetLocationModal } from '../../location/set-location-modal.tsx';
import { saveDraft } from '../../offline/drafts.ts';
import { type ReportDraft, ReportForm, toPayload, useDraftIssues, validateDraft } from '../form/index.ts';
import { FormFooter } from './form-footer.tsx';
import type { Outcome } from './outcome-step.tsx';
import { type SubmitResult, submitReport } from './submit-report.ts';
import { useDeviceMinutes } from './use-device-minutes.ts';
import type { useReportReferences } from './use-report-references.ts';
import { EditIncidentNumberDialog, MissingInformationDialog } from './wizard-dialogs.tsx';
import type { WizardDraft } from './wizard-draft.ts';

/** The rules Submit checks and explains in 'Complete missing information' (reports.md §4). */
const SUBMIT_RULE_MESSAGES = new Set<string>([
  MESSAGES.useOfForceCitizen,
  MESSAGES.useOfForceOfficersLinked,
  MESSAGES.bystanderNeedsForceCitizen,
  MESSAGES.bystanderInjured,
  MESSAGES.bystanderNoAction,
]);
const DRAFT_SAVE_DELAY_MS = 800;

interface ReportFormStepProps {
  draft: WizardDraft & { form: ReportDraft };
  references: ReturnType<typeof useReportReferences>;
  timeZone: string;
  email: string;
  isOnline: boolean;
  onDraftChange: (draft: WizardDraft) => void;
  onCancel: () => void;
  onFinished: (outcome: Outcome, caseToken: string) => void;
}

/** Step 3: the contact form once the state configuration is at hand (from the server or the device). */
export function ReportFormStep(props: ReportFormStepProps) {
  const { config, hasFailed } = props.references;
  if (!config) return <p role="status">{hasFailed ? 'The form could not be loaded. Please try again.' : 'Loading the form…'}</p>;
  return <ReportFormBody {...props} config={config} />;
}

/** The contact form, kept as a draft on the device as it changes, then submitted or saved. */
function ReportFormBody({
  draft,
  references,
  config,
  timeZone,
  email,
  isOnline,
  onDraftChange,
  onCancel,
  onFinished,
}: ReportFormStepProps & { config: StateConfiguration }) {
  const form = draft.form;
  const deviceMinutes = useDeviceMinutes(draft.startedAt);
  const issues = useDraftIssues(form, config, timeZone, 'create');
  const [isShowingIssues, setIsShowingIssues] = useState(false);
  const [explained, setExplained] = useState<FieldIssue[] | null>(null);
  const [isDuplicate, setIsDuplicate] = useState(false);
  const [isLocationOpen, setIsLocationOpen] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => void saveDraft(email, draft), DRAFT_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [email, draft]);

  const setForm = (next: ReportDraft) => onDraftChange({ ...draft, form: next });
  const blocking = issues.filter((issue) => !SUBMIT_RULE_MESSAGES.has(issue.message));

  function handleLocation(location: ConfirmedLocation) {
    setIsLocationOpen(false);
    const current = form.general_information.location;
    setForm({
      ...form,
      general_information: { ...form.general_information, location: { ...current, address: location.address, areas: location.areas } },
    });
  }

  function handleShowMissing() {
    setIsShowingIssues(true);
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  async function send(formToSend: ReportDraft) {
    const now = validateDraft(formToSend, { config, timeZone, now: new Date(), mode: 'create' });
    const rules = now.filter((issue) => SUBMIT_RULE_MESSAGES.has(issue.message));
    if (now.length > rules.length) return handleShowMissing();
    if (rules.length > 0) return setExplained(rules);
    const payload = toPayload(formToSend, timeZone);
    const report = {
      ...payload,
      // The case page's token (a draft kept before tokens existed gets one now): the QR carries it, never the id.
      public_token: payload.public_token ?? newPublicToken(),
      general_information: {
        ...payload.general_information,
        device: { ...(draft.deviceCoords ? { coords: draft.deviceCoords } : {}), duration: deviceMinutes, date: draft.startedAt },
      },
    };
    setIsSubmitting(true);
    const result: SubmitResult = await submitReport(email, { kind: 'create', report }, isOnline).finally(() => setIsSubmitting(false));
    if (result.kind === 'submitted' || result.kind === 'saved')
      onFinished(result.kind === 'submitted' ? { kind: 'submitted' } : result, report.public_token);
    else if (result.kind === 'duplicate-number') setIsDuplicate(true);
    else if (result.kind !== 'not-saved') setExplained(result.issues.length > 0 ? result.issues : [{ path: '', message: result.detail }]);
  }

  function handleNewNumber(incidentNumber: string) {
    setIsDuplicate(false);
    const next = { ...form, general_information: { ...form.general_information, incident_number: incidentNumber } };
    onDraftChange({ ...draft, incidentNumber, form: next });
    void send(next);
  }

  return (
    <div className="wizard-step report-form-step">
      <ReportForm
        config={config}
        draft={form}
        onChange={setForm}
        issues={issues}
        showIssues={isShowingIssues}
        peopleSearch={references.peopleSearch}
        tags={references.tags}
        areas={references.areas}
        deviceMinutes={deviceMinutes}
        isSupervisionShown={false}
        onSetLocation={() => setIsLocationOpen(true)}
      />
      <FormFooter
        issueCount={blocking.length}
        isSubmitting={isSubmitting}
        canSubmit={blocking.length === 0}
        onShowIssues={handleShowMissing}
        onCancel={onCancel}
        onSubmit={() => void send(form)}
      />
      <SetLocationModal
        isOpen={isLocationOpen}
        initial={form.general_information.location.address.full ? { address: form.general_information.location.address } : null}
        deviceCoords={draft.deviceCoords}
        areas={references.areas}
        onConfirm={handleLocation}
        onClose={() => setIsLocationOpen(false)}
      />
      {explained && <MissingInformationDialog issues={explained} onClose={() => setExplained(null)} />}
      {isDuplicate && (
        <EditIncidentNumberDialog
          current={form.general_information.incident_number}
          onSave={handleNewNumber}
          onCancel={() => setIsDuplicate(false)}
        />
      )}
    </div>
  );
}
