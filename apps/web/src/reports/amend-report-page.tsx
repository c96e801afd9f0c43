import type { ReportView } from '@fieldbook/contract';
import { hasPermission, hasReportChanged, normalizeReport, type StateConfiguration } from '@fieldbook/domain';
import { useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../accounts/current-user-context.ts';
import { SetLocationModal } from '../location/set-location-modal.tsx';
import { showAlert } from '../shell/snackbar.tsx';
import { useOnline } from '../shell/use-online.ts';
import { usePageTitle } from '../shell/use-page-title.ts';
import { fromPayload, type ReportDraft, ReportForm, toPayload, useDraftIssues } from './form/index.ts';
import { AmendTour, amendTourId } from './wizard/amend-tour.tsx';
import { FormFooter } from './wizard/form-footer.tsx';
import { submitReport } from './wizard/submit-report.ts';
import { useReportReferences } from './wizard/use-report-references.ts';
import { DiscardDialog, MissingInformationDialog } from './wizard/wizard-dialogs.tsx';
import { WIZARD_TEXTS } from './wizard/wizard-texts.ts';
import './wizard/wizard.css';

interface AmendState {
  report: ReportView;
  redirectTo: string;
}

const isAmendState = (value: unknown): value is AmendState =>
  typeof value === 'object' &&
  value !== null &&
  'report' in value &&
  'redirectTo' in value &&
  typeof (value as AmendState).redirectTo === 'string';

/** /app/amend: needs the report and where to go back in navigation state, else /error (reports.md §2). */
export default function AmendReportPage() {
  usePageTitle('Amend Contact form');
  const { state } = useLocation();
  const me = useCurrentUser();
  const references = useReportReferences(me);
  if (!isAmendState(state)) return <Navigate to="/error" replace />;
  if (!references.config)
    return <p role="status">{references.hasFailed ? 'The form could not be loaded. Please try again.' : 'Loading the form…'}</p>;
  return <AmendForm amend={state} config={references.config} references={references} />;
}

function AmendForm({
  amend,
  config,
  references,
}: {
  amend: AmendState;
  config: StateConfiguration;
  references: ReturnType<typeof useReportReferences>;
}) {
  const me = useCurrentUser();
  const navigate = useNavigate();
  const isOnline = useOnline();
  const timeZone = me.agency?.timezone ?? 'UTC';
  const original = useMemo(() => normalizeReport(amend.report.report, config, 'amend'), [amend.report.report, config]);
  const [draft, setDraft] = useState<ReportDraft>(() => fromPayload(amend.report.report as never, timeZone));
  const [isShowingIssues, setIsShowingIssues] = useState(false);
  const [isLocationOpen, setIsLocationOpen] = useState(false);
  const [isDiscarding, setIsDiscarding] = useState(false);
  const [refusal, setRefusal] = useState<{ path: string; message: string }[] | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const isSupervisionShown = hasPermission(me.role, 'agency.reports.read') && Boolean(config.supervision);
  const issues = useDraftIssues(draft, config, timeZone, 'amend');
  const payload = useMemo(() => toPayload(draft, timeZone), [draft, timeZone]);
  const isChanged = useMemo(() => hasReportChanged(original, normalizeReport(payload, config, 'amend')), [original, payload, config]);
  const canSubmit = issues.length === 0 && isChanged;

  /** Back where the amend started, at the page's top (issue 13: the long form's scroll position would carry over). */
  function leaveAmend() {
    navigate(amend.redirectTo, { replace: true });
    window.scrollTo(0, 0);
  }

  async function handleSubmit() {
    setIsSubmitting(true);
    const request = { kind: 'amend' as const, incident_number: amend.report.incident_number, report: payload };
    const result = await submitReport(me.email, request, isOnline).finally(() => setIsSubmitting(false));
    if (result.kind === 'submitted') {
      leaveAmend();
      showAlert(WIZARD_TEXTS.amendSucceeded);
    } else if (result.kind === 'saved') {
      leaveAmend();
      showAlert(`${WIZARD_TEXTS.saved}. ${WIZARD_TEXTS.savedNote}`);
    } else if (result.kind === 'duplicate-number') {
      setRefusal([{ path: 'general_information.incident_number', message: 'The following Incident Number was used in another report.' }]);
    } else if (result.kind !== 'not-saved') setRefusal(result.issues.length > 0 ? result.issues : [{ path: '', message: result.detail }]);
  }

  return (
    <section className="page wizard" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        Amend Contact form
      </h1>
      <p>{WIZARD_TEXTS.amendNeedsChange}</p>
      <div className="wizard-step">
        <ReportForm
          config={config}
          draft={draft}
          onChange={setDraft}
          issues={issues}
          showIssues={isShowingIssues}
          peopleSearch={references.peopleSearch}
          tags={references.tags}
          areas={references.areas}
          deviceMinutes={Number(
            (amend.report.report.general_information as { device?: { duration?: number } } | undefined)?.device?.duration ?? 0,
          )}
          isSupervisionShown={isSupervisionShown}
          onSetLocation={() => setIsLocationOpen(true)}
        />
        <FormFooter
          issueCount={issues.length}
          isSubmitting={isSubmitting}
          canSubmit={canSubmit}
          onShowIssues={() => setIsShowingIssues(true)}
          onCancel={() => setIsDiscarding(true)}
          onSubmit={() => void handleSubmit()}
        />
      </div>
      <SetLocationModal
        isOpen={isLocationOpen}
        initial={{ address: draft.general_information.location.address }}
        deviceCoords={null}
        areas={references.areas}
        onConfirm={(location) => {
          setIsLocationOpen(false);
          const current = draft.general_information.location;
          setDraft({ ...draft, general_information: { ...draft.general_information, location: { ...current, ...location } } });
        }}
        onClose={() => setIsLocationOpen(false)}
      />
      {isDiscarding && <DiscardDialog isAmend onConfirm={leaveAmend} onCancel={() => setIsDiscarding(false)} />}
      {refusal && <MissingInformationDialog issues={refusal} onClose={() => setRefusal(null)} />}
      <AmendTour tourId={amendTourId(amend.redirectTo)} />
    </section>
  );
}
