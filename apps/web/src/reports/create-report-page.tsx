import {
  applyTemplateAnswers,
  CONTACT_TYPES,
  type ContactType,
  countTemplateAnswers,
  defaultIncidentNumber,
  hasPermission,
  isValidIncidentNumber,
  type TemplateAnswers,
  templateAnswersFromReport,
} from '@fieldbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCurrentUser } from '../accounts/current-user-context.ts';
import { useProfileFill } from '../accounts/report-details/use-profile-fill.ts';
import { readDeviceLocation } from '../location/geolocation.ts';
import { clearDraft, loadDraft, saveDraft } from '../offline/drafts.ts';
import { publicCaseUrl } from '../public-case/public-case.api.ts';
import { showAlert } from '../shell/snackbar.tsx';
import { useOnline } from '../shell/use-online.ts';
import { usePageTitle } from '../shell/use-page-title.ts';
import { createDraft, type ReportDraft } from './form/index.ts';
import { integrationReportsQueryOptions } from './reports.api.ts';
import { type ReportTemplateView, useReportTemplates } from './templates/report-templates.api.ts';
import { SaveAsTemplate } from './templates/save-as-template.tsx';
import { TemplatePicker } from './templates/template-picker.tsx';
import { ContactTypeStep } from './wizard/contact-type-step.tsx';
import { type IncidentNumbers, IncidentNumbersStep } from './wizard/incident-numbers-step.tsx';
import { type FiledReport, type Outcome, OutcomeStep } from './wizard/outcome-step.tsx';
import { ReportFormStep } from './wizard/report-form-step.tsx';
import { useDraftAutosave } from './wizard/use-draft-autosave.ts';
import { useReportReferences } from './wizard/use-report-references.ts';
import { ContinueReportDialog, DiscardDialog } from './wizard/wizard-dialogs.tsx';
import { hasBothNumbers, isWorthKeeping, type WizardDraft } from './wizard/wizard-draft.ts';
import { WIZARD_TEXTS } from './wizard/wizard-texts.ts';
import './wizard/wizard.css';

/** The agency's customisation may restrict the contact types (reports.md §1). */
const offeredContactTypes = (types: readonly string[] | undefined): ContactType[] =>
  CONTACT_TYPES.filter((type) => !types || types.includes(type));

type Stage =
  | { step: 1 }
  | { step: 2 | 3; draft: WizardDraft }
  | { step: 4; outcome: Outcome; filed: FiledReport; answers: TemplateAnswers | null };

/** /app/report: the report wizard (reports.md §2): type, numbers, form, outcome; drafts and offline saving. */
export default function CreateReportPage() {
  usePageTitle('Create Report');
  const me = useCurrentUser();
  const isOnline = useOnline();
  const references = useReportReferences(me);
  const { templates } = useReportTemplates(me.email);
  const timeZone = me.agency?.timezone ?? 'UTC';
  const [stage, setStage] = useState<Stage>({ step: 1 });
  // The officer's report details fill a new form, late if they arrive after it was made (issue 24).
  const handleLateProfileFill = useCallback(
    (formId: string, fill: (form: ReportDraft) => ReportDraft) =>
      setStage((now) =>
        now.step === 3 && now.draft.form?.id === formId ? { step: 3, draft: { ...now.draft, form: fill(now.draft.form) } } : now,
      ),
    [],
  );
  const fillFromProfile = useProfileFill(references, timeZone, stage.step === 3 ? stage.draft.form : null, handleLateProfileFill);
  const [storedDraft, setStoredDraft] = useState<WizardDraft | null>(null);
  // The first step is busy (aria-busy) until the device has said whether a report was left here: the offer to continue
  // it comes only then, so a screen reader, or a journey, knows the step is settled.
  const [isCheckingDraft, setIsCheckingDraft] = useState(true);
  const [isDiscarding, setIsDiscarding] = useState(false);
  const deviceCoords = useRef<WizardDraft['deviceCoords']>(null);
  const linkable = useQuery({ ...integrationReportsQueryOptions(), enabled: isOnline && Boolean(references.config?.to_connect_reports) });

  // On entry: read the device position, and offer to continue a draft left on this device.
  useEffect(() => {
    readDeviceLocation().then((coords) => {
      deviceCoords.current = coords;
    });
    loadDraft<WizardDraft>(me.email)
      .then((draft) => draft && hasBothNumbers(draft) && setStoredDraft(draft))
      .finally(() => setIsCheckingDraft(false));
  }, [me.email]);

  // Leaving the page with both numbers filled keeps the draft and says so, from the numbers step on.
  const isLinkingOffered = Boolean(references.config?.to_connect_reports);
  // The numbers are kept on the device as they are typed, once worth keeping (issue 24, defect 14), as the form is.
  const numbersDraft = stage.step === 2 && isWorthKeeping(stage.draft, isLinkingOffered) ? stage.draft : null;
  const numbersAutosave = useDraftAutosave(me.email, numbersDraft);
  const latest = useRef({ stage, isLinkingOffered });
  latest.current = { stage, isLinkingOffered };
  useEffect(
    () => () => {
      const current = latest.current.stage;
      if ((current.step === 2 || current.step === 3) && isWorthKeeping(current.draft, latest.current.isLinkingOffered)) {
        void saveDraft(me.email, current.draft).then(() => showAlert(WIZARD_TEXTS.draftSaved));
      }
    },
    [me.email],
  );

  function handleChooseType(type: ContactType, template?: ReportTemplateView) {
    const startedAt = new Date().toISOString();
    setStage({
      step: 2,
      draft: {
        step: 2,
        startedAt,
        deviceCoords: deviceCoords.current,
        type,
        incidentNumber: defaultIncidentNumber(me.officer_id),
        eventIdentifier: '',
        form: null,
        ...(template ? { template: { name: template.name, answers: template.answers } } : {}),
      },
    });
  }

  function handleNumbersChange(numbers: IncidentNumbers) {
    setStage((current) => (current.step === 2 ? { step: 2, draft: { ...current.draft, ...numbers } } : current));
  }

  function handleNumbers(draft: WizardDraft, numbers: IncidentNumbers) {
    const blank = createDraft({
      id: draft.form?.id ?? crypto.randomUUID(),
      type: draft.type,
      incidentNumber: numbers.incidentNumber,
      eventIdentifier: numbers.eventIdentifier,
      startedAt: new Date(draft.startedAt),
      timeZone,
    });
    const form = draft.template ? applyTemplateAnswers(blank, draft.template.answers, () => crypto.randomUUID()) : blank;
    const next: WizardDraft = {
      ...draft,
      ...numbers,
      step: 3,
      form: draft.form
        ? { ...draft.form, general_information: { ...draft.form.general_information, incident_number: numbers.incidentNumber } }
        : fillFromProfile(form, new Date(draft.startedAt)),
    };
    setStage({ step: 3, draft: next });
    void saveDraft(me.email, next);
  }

  // Back to the contact types: the numbers kept as they were typed go too, as before they were kept at once.
  function handleCancelNumbers() {
    setStage({ step: 1 });
    void numbersAutosave.whenSaved().then(() => clearDraft(me.email));
  }

  function handleDiscard() {
    setIsDiscarding(false);
    setStage({ step: 1 });
    void clearDraft(me.email);
  }

  function handleFinished(outcome: Outcome, filed: FiledReport) {
    // What the stop could be kept as, a favourite to start the next one from (issue 24).
    const form = stage.step === 3 ? stage.draft.form : null;
    const answers = form && references.config ? templateAnswersFromReport(references.config, form) : null;
    setStage({ step: 4, outcome, filed, answers: answers && countTemplateAnswers(answers) > 0 ? answers : null });
    void clearDraft(me.email);
  }

  return (
    <section className="page wizard" aria-labelledby="page-title" aria-busy={stage.step === 1 && isCheckingDraft}>
      <h1 id="page-title" className="page-title">
        Create Report
      </h1>
      {stage.step === 1 && (
        <>
          <ContactTypeStep offered={offeredContactTypes(me.agency?.contact_types)} onChoose={(type) => handleChooseType(type)} />
          <TemplatePicker
            templates={templates}
            offered={offeredContactTypes(me.agency?.contact_types)}
            onChoose={(template) => handleChooseType(template.contact_type, template)}
          />
        </>
      )}
      {stage.step === 2 && (
        <IncidentNumbersStep
          incidentNumber={stage.draft.incidentNumber}
          eventIdentifier={stage.draft.eventIdentifier}
          linkingLabel={references.config?.to_connect_reports?.event_identifier.label ?? null}
          linkable={linkable.data?.reports ?? []}
          onCancel={handleCancelNumbers}
          onNumbersChange={handleNumbersChange}
          onContinue={(numbers) => handleNumbers(stage.draft, numbers)}
        />
      )}
      {stage.step === 3 && stage.draft.template && (
        <p className="template-started" role="note">
          Started from the template ‘{stage.draft.template.name}’: check every answer before you submit.
        </p>
      )}
      {stage.step === 3 && stage.draft.form && (
        <ReportFormStep
          draft={{ ...stage.draft, form: stage.draft.form }}
          references={references}
          timeZone={timeZone}
          email={me.email}
          isOnline={isOnline}
          onDraftChange={(draft) => setStage({ step: 3, draft })}
          onCancel={() => setIsDiscarding(true)}
          onFinished={handleFinished}
        />
      )}
      {stage.step === 4 && (
        <OutcomeStep
          outcome={stage.outcome}
          filed={stage.filed}
          caseUrl={publicCaseUrl(stage.filed.caseToken, references.publicUrl)}
          timeZone={timeZone}
          onCreateNew={() => setStage({ step: 1 })}
        />
      )}
      {stage.step === 4 && stage.answers && (
        <SaveAsTemplate
          answers={stage.answers}
          contactType={stage.filed.type}
          isOnline={isOnline}
          mayKeepForAgency={hasPermission(me.role, 'agency.report_templates.manage')}
        />
      )}
      {isDiscarding && <DiscardDialog onConfirm={handleDiscard} onCancel={() => setIsDiscarding(false)} />}
      {storedDraft && stage.step === 1 && (
        <ContinueReportDialog
          onContinue={() => {
            // A draft left on the numbers step goes on to the form with its numbers (reports.md §4).
            const { incidentNumber, eventIdentifier } = storedDraft;
            if (storedDraft.form) setStage({ step: 3, draft: storedDraft });
            else if (isValidIncidentNumber(incidentNumber)) handleNumbers(storedDraft, { incidentNumber, eventIdentifier });
            else setStage({ step: 2, draft: storedDraft });
            setStoredDraft(null);
          }}
          onStartNew={() => {
            setStoredDraft(null);
            void clearDraft(me.email);
          }}
        />
      )}
    </section>
  );
}
