import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFailureRoute, useQueryFailureRoute } from '../../agency/settings/use-failure-route.ts';
import { PageLoading } from '../../shell/page-loading.tsx';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { mfaStatusQueryKey, mfaStatusQueryOptions } from './mfa.api.ts';
import { MFA_TEXTS } from './mfa-messages.ts';
import { TwoStepEnrolment } from './two-step-enrolment.tsx';
import { TwoStepManage } from './two-step-manage.tsx';
import './mfa.css';

/** /app/account/two-step, for every role: turn two-step verification on, get new recovery codes, turn it off. */
export default function TwoStepPage() {
  usePageTitle(MFA_TEXTS.title);
  const queryClient = useQueryClient();
  const handleFailure = useFailureRoute();
  const status = useQuery(mfaStatusQueryOptions());
  useQueryFailureRoute(status.error);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: mfaStatusQueryKey });

  return (
    <section className="page mfa-page" aria-labelledby="page-title" aria-busy={status.isPending}>
      <h1 id="page-title" className="page-title">
        {MFA_TEXTS.title}
      </h1>
      {status.data ? (
        status.data.is_enabled ? (
          <TwoStepManage status={status.data} onChanged={refresh} onFailure={handleFailure} />
        ) : (
          <>
            {status.data.is_required ? <p className="form-notice">Your agency requires two-step verification.</p> : null}
            <TwoStepEnrolment onFinished={refresh} onFailure={handleFailure} />
          </>
        )
      ) : (
        <PageLoading />
      )}
    </section>
  );
}
