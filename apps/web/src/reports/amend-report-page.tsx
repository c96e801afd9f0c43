import type { ReportView } from '@fieldbook/contract';
import {
  amendReasonRequirement,
  ERROR_CODES,
  hasPermission,
  hasReportChanged,
  normalizeReport,
  type ReportPayload,
  rebaseReport,
  type StateConfiguration,
} from '@fieldbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../accounts/current-user-context.ts';
import { SetLocationModal } from '../location/set-location-modal.tsx';
import { ReturnedNote } from '../review/returned-note.tsx';
import { isReviewOn } from '../review/review-format.ts';
import { showAlert } from '../shell/snackbar.tsx';
import { useOnline } from '../shell/use-online.ts';
import { usePageTitle } from '../shell/use-page-title.ts';
import { AmendConflict } from './amend/amend-conflict.tsx';
import { AmendReasonField, amendReasonIssue } from './amend/amend-reason-field.tsx';
import { PendingChanges } from './amend/pending-changes.tsx';
import { DojTablesContext } from './doj/doj-tables-context.ts';
import { fromPayload, type ReportDraft, ReportForm, toPayload, useDraftIssues } from './form/index.ts';
import { changedPaths, createReviewerNotes, ReviewerNotesContext } from './form/reviewer-notes.tsx';
import { reportQueryOptions } from './reports.api.ts';
import { AmendTour, amendTourId } from './wizard/amend-tour.tsx';
import { FormFooter } from './wizard/form-footer.tsx';
import { listJumpTargets } from './wizard/jump-targets.ts';
import { refusalMessages, submitReport } from './wizard/submit-report.ts';
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
  return (
    <DojTablesContext value={references.dojTables}>
      <AmendForm amend={state} config={references.config} references={references} />
    </DojTablesContext>
  );
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
  const queryClient = useQueryClient();
  const timeZone = me.agency?.timezone ?? 'UTC';
  // The version the officer's changes are based on: the one opened, or after a conflict the one they were applied on.
  const [base, setBase] = useState<ReportView>(amend.report);
  const [reason, setReason] = useState('');
  const [conflict, setConflict] = useState<{ current: ReportView; mine: ReportPayload } | null>(null);
  const original = useMemo(() => normalizeReport(base.report, config, 'amend'), [base.report, config]);
  // The base as the form writes it, so a value the officer left alone compares equal to theirs, whatever its spelling.
  const baseAsForm = useMemo(() => toPayload(fromPayload(base.report as never, timeZone), timeZone), [base.report, timeZone]);
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
  // Review on (issue 25): amending an approved report needs a reason; a returned one shows the reviewer's note. A stop
  // the DOJ accepted needs one too, review on or off (issue 26): the server's rule, so it is asked before Submit.
  const isReviewShown = isReviewOn(me);
  const reasonRequirement = amendReasonRequirement({ reviewState: base.review.state, dojStatus: base.doj?.status }, isReviewShown);
  const canSubmit = issues.length === 0 && isChanged && amendReasonIssue(reason, reasonRequirement) === null;
  const getJumpTargets = () => listJumpTargets(config, draft, issues, { isSupervisionShown });
  // A returned report's note beside each field it names, until the officer changes that field (issue 25).
  const { state: reviewState, note: reviewNote, fields: namedFields } = base.review;
  const reviewerNotes = useMemo(
    () => (isReviewShown && reviewState === 'returned' && reviewNote ? createReviewerNotes(reviewNote, namedFields) : null),
    [isReviewShown, reviewState, reviewNote, namedFields],
  );
  useEffect(
    () => reviewerNotes?.setChanged(changedPaths(namedFields, baseAsForm, payload)),
    [reviewerNotes, namedFields, baseAsForm, payload],
  );

  /** Back where the amend started, at the page's top (issue 13: the long form's scroll position would carry over). */
  function leaveAmend() {
    navigate(amend.redirectTo, { replace: true });
    window.scrollTo(0, 0);
  }

  async function handleSubmit() {
    setIsSubmitting(true);
    const trimmedReason = reason.trim();
    const request = {
      kind: 'amend' as const,
      incident_number: base.incident_number,
      report: payload,
      base_version: base.version,
      ...(trimmedReason === '' ? {} : { reason: trimmedReason }),
    };
    const result = await submitReport(me.email, request, isOnline).finally(() => setIsSubmitting(false));
    if (result.kind === 'submitted') {
      leaveAmend();
      showAlert(WIZARD_TEXTS.amendSucceeded);
    } else if (result.kind === 'saved') {
      leaveAmend();
      showAlert(`${WIZARD_TEXTS.saved}. ${WIZARD_TEXTS.savedNote}`);
    } else if (result.kind === 'duplicate-number') {
      setRefusal([{ path: 'general_information.incident_number', message: 'The following Incident Number was used in another report.' }]);
    } else if (result.kind === 'refused' && result.detail === ERROR_CODES.reportVersionConflict) {
      await showConflict(payload);
    } else if (result.kind !== 'not-saved') setRefusal(refusalMessages(result.issues, result.detail, config));
  }

  /** Another amend landed since the officer opened the report (issue 25): the conflict screen, with the current version. */
  async function showConflict(mine: ReportPayload) {
    try {
      const current = await queryClient.fetchQuery({ ...reportQueryOptions(base.incident_number), staleTime: 0 });
      setConflict({ current, mine });
      window.scrollTo(0, 0);
    } catch {
      setRefusal([{ path: '', message: 'This report was changed by someone else and could not be loaded. Please try again.' }]);
    }
  }

  /** The officer's own changes (from the base to their draft) on top of the current version, to review and send again. */
  function handleApplyOnTop() {
    if (!conflict) return;
    const merged = rebaseReport(baseAsForm, conflict.mine, conflict.current.report) as ReportPayload;
    setBase(conflict.current);
    setDraft(fromPayload(merged, timeZone));
    setConflict(null);
  }

  if (conflict) {
    return (
      <section className="page wizard" aria-labelledby="page-title">
        <h1 id="page-title" className="page-title">
          Amend Contact form
        </h1>
        <AmendConflict
          base={base.report}
          mine={conflict.mine as never}
          ownBase={baseAsForm as never}
          current={conflict.current}
          config={config}
          timeZone={timeZone}
          onApply={handleApplyOnTop}
          onDiscard={leaveAmend}
        />
      </section>
    );
  }

  return (
    <section className="page wizard" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        Amend Contact form
      </h1>
      <p>{WIZARD_TEXTS.amendNeedsChange}</p>
      {isReviewShown ? <ReturnedNote review={base.review} config={config} getJumpTargets={getJumpTargets} /> : null}
      <div className="wizard-step">
        <ReviewerNotesContext.Provider value={reviewerNotes}>
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
        </ReviewerNotesContext.Provider>
        <PendingChanges base={baseAsForm} draft={payload} config={config} timeZone={timeZone} />
        <AmendReasonField value={reason} onChange={setReason} requirement={reasonRequirement} isShowingIssues={isShowingIssues} />
        <FormFooter
          issueCount={issues.length}
          isSubmitting={isSubmitting}
          canSubmit={canSubmit}
          getJumpTargets={getJumpTargets}
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
