import type { AgencyDetail } from '@fieldbook/contract';
import {
  AGENCY_MESSAGES,
  type AgencyFormErrors,
  type AgencyFormValue,
  agencyFormErrors,
  canContinueAgencyForm,
  EMPTY_AGENCY_FORM,
  ERROR_CODES,
  toAgencyInfo,
} from '@fieldbook/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { meQueryKey } from '../../accounts/accounts.api.ts';
import { isHttpError } from '../../shell/http.ts';
import { PageLoading } from '../../shell/page-loading.tsx';
import { AgencyForm } from '../agency-form.tsx';
import { agencyErrorsFromServer, changedAgencyFields, toAgencyFormValue } from '../agency-form-value.ts';
import { agencyQueryKey, agencyQueryOptions, createAgency, updateAgency, uploadBadge } from '../agency-info.api.ts';
import { BadgeField } from '../badge-field.tsx';
import { BadgeFailureDialog } from './badge-failure-dialog.tsx';
import { FailureRedirect } from './failure-redirect.tsx';
import { StepHeading } from './step-heading.tsx';
import { useRouteFailure } from './use-route-failure.ts';

interface AgencyStepProps {
  /** Whether the signed-in user already has an agency (then it is read and edited, not created). */
  hasAgency: boolean;
  onContinue: () => void;
}

/** Setup 1 of 3 'Set up your Agency' (accounts.md §2.6, §4 Agency creation, §5). */
export function AgencyStep({ hasAgency, onContinue }: AgencyStepProps) {
  const agency = useQuery({ ...agencyQueryOptions(), enabled: hasAgency });
  if (agency.error) return <FailureRedirect error={agency.error} />;
  if (hasAgency && !agency.data) return <PageLoading />;
  return <AgencyStepForm saved={agency.data ?? null} onContinue={onContinue} />;
}

function AgencyStepForm({ saved, onContinue }: { saved: AgencyDetail | null; onContinue: () => void }) {
  const queryClient = useQueryClient();
  const routeFailure = useRouteFailure();
  const [value, setValue] = useState<AgencyFormValue>(() => (saved ? toAgencyFormValue(saved) : EMPTY_AGENCY_FORM));
  const [errors, setErrors] = useState<AgencyFormErrors>({});
  const [takenOri, setTakenOri] = useState<string | null>(null);
  const [badge, setBadge] = useState<File | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [isBadgeFailed, setIsBadgeFailed] = useState(false);
  // 'ORI taken' stays until the ORI changes (accounts.md §4).
  const isOriTaken = takenOri !== null && value.ori === takenOri;
  const shownErrors: AgencyFormErrors = isOriTaken ? { ...errors, ori: AGENCY_MESSAGES.oriTaken } : errors;
  const canContinue = canContinueAgencyForm(value) && !isOriTaken && !isBusy;

  function handleChange(next: AgencyFormValue) {
    const remaining = { ...errors };
    for (const field of Object.keys(remaining) as (keyof AgencyFormValue)[]) {
      if (next[field] !== value[field]) delete remaining[field];
    }
    setErrors(remaining);
    setValue(next);
  }

  async function saveAgency(): Promise<boolean> {
    const info = toAgencyInfo(value);
    try {
      const current = queryClient.getQueryData<AgencyDetail>(agencyQueryKey) ?? saved;
      if (!current) {
        queryClient.setQueryData(agencyQueryKey, await createAgency(info));
        await queryClient.invalidateQueries({ queryKey: meQueryKey });
        return true;
      }
      const changes = changedAgencyFields(info, current);
      if (Object.keys(changes).length > 0) queryClient.setQueryData(agencyQueryKey, await updateAgency(changes));
      return true;
    } catch (error) {
      if (isHttpError(error) && error.detail === ERROR_CODES.registerAgencyAlreadyExists) {
        setTakenOri(info.ori);
        return false;
      }
      const fieldErrors = agencyErrorsFromServer(error);
      if (fieldErrors) setErrors(fieldErrors);
      else routeFailure(error);
      return false;
    }
  }

  async function saveBadge(): Promise<boolean> {
    if (!badge) return true;
    try {
      const { badge: url } = await uploadBadge(badge);
      queryClient.setQueryData<AgencyDetail>(agencyQueryKey, (agency) => (agency ? { ...agency, badge: url } : agency));
      setBadge(null);
      return true;
    } catch {
      return false;
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canContinue) return;
    const found = agencyFormErrors(value);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setIsBusy(true);
    const isSaved = await saveAgency();
    const isBadgeSaved = isSaved && (await saveBadge());
    setIsBusy(false);
    if (!isSaved) return;
    if (isBadgeSaved) onContinue();
    else setIsBadgeFailed(true);
  }

  function handleBadgeFailureConfirm() {
    setIsBadgeFailed(false);
    onContinue();
  }

  const current = queryClient.getQueryData<AgencyDetail>(agencyQueryKey) ?? saved;
  return (
    <form className="onboarding-form" onSubmit={handleSubmit} noValidate aria-busy={isBusy}>
      <StepHeading title="Set up your Agency" text="To continue, please enter the required information." />
      <AgencyForm value={value} onChange={handleChange} errors={shownErrors} isDisabled={isBusy} />
      <BadgeField currentUrl={current?.badge ?? null} file={badge} onChange={setBadge} isDisabled={isBusy} />
      <div className="wizard-actions">
        <button type="submit" className="button button-primary" disabled={!canContinue} aria-busy={isBusy}>
          {isBusy ? <span className="spinner" aria-hidden="true" /> : null}
          Continue
        </button>
      </div>
      {isBadgeFailed ? <BadgeFailureDialog onConfirm={handleBadgeFailureConfirm} /> : null}
    </form>
  );
}
