import { type FieldIssue, MESSAGES, newPublicToken, type StateConfiguration } from '@fieldbook/domain';
import { useEffect, useState } from 'react';
import { useDevicePosition } from '../../location/geolocation.ts';
import { type ConfirmedLocation, withDeviceLocation } from '../../location/location-draft.ts';
import { SetLocationModal } from '../../location/set-location-modal.tsx';
import { saveDraft } from '../../offline/drafts.ts';
import { DojTablesContext, useDojTables } from '../doj/doj-tables-context.ts';
import { type ReportDraft, ReportForm, toPayload, useDraftIssues, validateDraft } from '../form/index.ts';
import { FormFooter } from './form-footer.tsx';
import { listJumpTargets } from './jump-targets.ts';
import type { FiledReport, Outcome } from './outcome-step.tsx';
import { refusalMessages, type SubmitResult, submitReport } from './submit-report.ts';
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
const hasAddressOrPoint = (address: ReportDraft['general_information']['location']['address']) => Boolean(address.full || address.coords);

interface ReportFormStepProps {
  draft: WizardDraft & { form: ReportDraft };
  references: ReturnType<typeof useReportReferences>;
  timeZone: string;
  email: string;
  isOnline: boolean;
  onDraftChange: (draft: WizardDraft) => void;
  onCancel: () => void;
  onFinished: (outcome: Outcome, filed: FiledReport) => void;
}

/** Step 3: the contact form once the state configuration is at hand (from the server or the device). */
export function ReportFormStep(props: ReportFormStepProps) {
  const { config, hasFailed } = props.references;
  if (!config) return <p role="status">{hasFailed ? 'The form could not be loaded. Please try again.' : 'Loading the form…'}</p>;
  return (
    <DojTablesContext value={props.references.dojTables}>
      <ReportFormBody {...props} config={config} />
    </DojTablesContext>
  );
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
  const device = useDevicePosition();
  const deviceCoords = draft.deviceCoords ?? device.position;
  const issues = useDraftIssues(form, config, timeZone, 'create');
  const dojTables = useDojTables();
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

  // The device's position is the report's point until the officer sets one (issue 24, defect 3): a typed address alone
  // used to leave the report off every map and outside every area.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the position is read; the form is the latest here
  useEffect(() => {
    if (!device.position) return;
    const location = withDeviceLocation(form.general_information.location, device.position, references.areas);
    if (location) setForm({ ...form, general_information: { ...form.general_information, location } });
  }, [device.position]);
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
    const now = validateDraft(formToSend, { config, timeZone, now: new Date(), mode: 'create', tables: dojTables });
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
        device: {
          ...(deviceCoords ? { coords: { latitude: deviceCoords.latitude, longitude: deviceCoords.longitude } } : {}),
          duration: deviceMinutes,
          date: draft.startedAt,
        },
      },
    };
    setIsSubmitting(true);
    const result: SubmitResult = await submitReport(email, { kind: 'create', report }, isOnline).finally(() => setIsSubmitting(false));
    if (result.kind === 'submitted' || result.kind === 'saved') {
      const { incident_number, type, date } = report.general_information;
      onFinished(result.kind === 'submitted' ? { kind: 'submitted' } : result, {
        caseToken: report.public_token,
        incidentNumber: incident_number,
        type,
        date,
      });
    } else if (result.kind === 'duplicate-number') setIsDuplicate(true);
    else if (result.kind !== 'not-saved') setExplained(refusalMessages(result.issues, result.detail, config));
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
        getJumpTargets={() => listJumpTargets(config, form, blocking)}
        onShowIssues={() => setIsShowingIssues(true)}
        onCancel={onCancel}
        onSubmit={() => void send(form)}
      />
      <SetLocationModal
        isOpen={isLocationOpen}
        initial={
          hasAddressOrPoint(form.general_information.location.address) ? { address: form.general_information.location.address } : null
        }
        deviceCoords={device.position ?? draft.deviceCoords}
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
