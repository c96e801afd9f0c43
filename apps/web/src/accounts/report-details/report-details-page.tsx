import type { ReportProfileView } from '@fieldbook/contract';
import {
  checkProfileAnswers,
  type FieldIssue,
  type ProfileAnswers,
  profileAnswersOn,
  profileSectionsOf,
  type StateConfiguration,
  toLocalDateTime,
} from '@fieldbook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useMemo, useState } from 'react';
import { ShowIssuesContext } from '../../reports/form/form-services.ts';
import { SectionFields } from '../../reports/form/section-fields.tsx';
import { isHttpError } from '../../shell/http.ts';
import { PageLoading } from '../../shell/page-loading.tsx';
import { showAlert } from '../../shell/snackbar.tsx';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { useCurrentUser } from '../current-user-context.ts';
import { REPORT_DETAILS_TEXTS as TEXTS } from './report-details-texts.ts';
import { REPORT_PROFILE_QUERY_KEY, reportProfileQueryOptions, saveReportProfile, useReportDetailsConfig } from './report-profile.api.ts';
import '../../reports/form/report-form.css';

const BASE_PATH = 'answers';

/** 'section.field' -> value in the answers; undefined removes the answer (and an emptied section). */
function withAnswer(answers: ProfileAnswers, path: string, value: unknown): ProfileAnswers {
  const [section = '', field = ''] = path.split('.');
  const values: Record<string, unknown> = { ...answers[section], [field]: value };
  if (value === undefined) delete values[field];
  const next = { ...answers, [section]: values };
  if (Object.keys(values).length === 0) delete next[section];
  return next;
}

/** The server's issues point into the body ('body.answers.officer.assignment'); the fields read 'answers.officer.assignment'. */
const toFieldIssues = (issues: readonly FieldIssue[]) => issues.map((issue) => ({ ...issue, path: issue.path.replace(/^body\./, '') }));

/**
 * /app/account/report-details: the officer's own report details (issue 24), the configuration's profile fields drawn
 * with the report form's own field components and checked by the same rules. Offered only where the configuration
 * has such fields (California's years of experience and assignment).
 */
export default function ReportDetailsPage() {
  usePageTitle(TEXTS.title);
  const me = useCurrentUser();
  const config = useReportDetailsConfig(me);
  const profile = useQuery(reportProfileQueryOptions(me.email, config !== null));

  return (
    <section className="page report-details-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {TEXTS.title}
      </h1>
      {config && profile.isSuccess ? (
        <ReportDetailsForm config={config} profile={profile.data} timeZone={me.agency?.timezone ?? 'UTC'} />
      ) : config && profile.isPending ? (
        <PageLoading />
      ) : config ? (
        <p role="alert">{TEXTS.failed}</p>
      ) : (
        <p className="empty-state">{TEXTS.none}</p>
      )}
    </section>
  );
}

interface ReportDetailsFormProps {
  config: StateConfiguration;
  profile: ReportProfileView;
  timeZone: string;
}

function ReportDetailsForm({ config, profile, timeZone }: ReportDetailsFormProps) {
  const queryClient = useQueryClient();
  const today = toLocalDateTime(new Date(), timeZone).date;
  const sections = useMemo(() => profileSectionsOf(config), [config]);
  const [answers, setAnswers] = useState<ProfileAnswers>(() => profileAnswersOn(profile, config, today));
  const [serverIssues, setServerIssues] = useState<FieldIssue[]>([]);
  const [hasTriedSave, setHasTriedSave] = useState(false);
  const [status, setStatus] = useState<{ text: string; isError: boolean } | null>(null);

  const localIssues = useMemo(() => checkProfileAnswers(answers, config, BASE_PATH).issues, [answers, config]);
  const issues = useMemo(
    () => new Map([...localIssues, ...serverIssues].map((issue) => [issue.path, issue.message] as const)),
    [localIssues, serverIssues],
  );
  const handleFieldChange = useCallback((path: string, value: unknown) => {
    setAnswers((current) => withAnswer(current, path, value));
    setServerIssues([]);
  }, []);

  const save = useMutation({
    mutationFn: () => saveReportProfile(checkProfileAnswers(answers, config, BASE_PATH).answers),
    onSuccess: (saved) => {
      queryClient.setQueryData(REPORT_PROFILE_QUERY_KEY, saved);
      setStatus({ text: TEXTS.saved, isError: false });
      showAlert(TEXTS.saved);
    },
    onError: (error) => {
      const fieldIssues = isHttpError(error) && error.status === 400 ? toFieldIssues(error.errors) : [];
      setServerIssues(fieldIssues);
      setStatus({ text: fieldIssues.length > 0 ? TEXTS.checkFields : TEXTS.failed, isError: true });
    },
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setHasTriedSave(true);
    if (localIssues.length > 0) {
      setStatus({ text: TEXTS.checkFields, isError: true });
      return;
    }
    setStatus(null);
    save.mutate();
  }

  const report = useMemo(() => ({ general_information: { state_related: answers } }), [answers]);
  return (
    <form className="report-form report-details-form" noValidate onSubmit={handleSubmit}>
      <p className="page-hint">{TEXTS.hint}</p>
      <ShowIssuesContext.Provider value={hasTriedSave}>
        <SectionFields
          sections={sections}
          item={answers}
          report={report}
          area="general_information"
          pathPrefix={BASE_PATH}
          issues={issues}
          onFieldChange={handleFieldChange}
        />
      </ShowIssuesContext.Provider>
      <div className="settings-form-actions">
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {save.isPending ? TEXTS.saving : TEXTS.save}
        </button>
        <p className="settings-status" role={status?.isError ? 'alert' : 'status'} aria-live="polite">
          {status?.text ?? ''}
        </p>
      </div>
    </form>
  );
}
