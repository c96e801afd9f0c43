import type { AgencyDetail } from '@fieldbook/contract';
import { type AgencyFormValue, canContinueAgencyForm, EMPTY_AGENCY_FORM } from '@fieldbook/domain';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { PageLoading } from '../../shell/page-loading.tsx';
import { AgencyForm } from '../agency-form.tsx';
import { toAgencyFormValue } from '../agency-form-value.ts';
import { agencyQueryOptions } from '../agency-info.api.ts';
import { BadgeField } from '../badge-field.tsx';
import { useAgencySave } from '../use-agency-save.ts';
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
  const routeFailure = useRouteFailure();
  const [value, setValue] = useState<AgencyFormValue>(() => (saved ? toAgencyFormValue(saved) : EMPTY_AGENCY_FORM));
  const { errors, setErrors, badge, setBadge, isBusy, badgeUrl, save } = useAgencySave(value, {
    saved,
    onFailure: routeFailure,
  });
  const [isBadgeFailed, setIsBadgeFailed] = useState(false);
  const canContinue = canContinueAgencyForm(value) && !isBusy;

  function handleChange(next: AgencyFormValue) {
    const remaining = { ...errors };
    for (const field of Object.keys(remaining) as (keyof AgencyFormValue)[]) {
      if (next[field] !== value[field]) delete remaining[field];
    }
    setErrors(remaining);
    setValue(next);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canContinue) return;
    const outcome = await save();
    if (outcome === 'saved') onContinue();
    else if (outcome === 'badge-failed') setIsBadgeFailed(true);
  }

  function handleBadgeFailureConfirm() {
    setIsBadgeFailed(false);
    onContinue();
  }

  return (
    <form className="onboarding-form" onSubmit={handleSubmit} noValidate aria-busy={isBusy}>
      <StepHeading title="Set up your Agency" text="To continue, please enter the required information." />
      <AgencyForm value={value} onChange={handleChange} errors={errors} isDisabled={isBusy} />
      <BadgeField currentUrl={badgeUrl} file={badge} onChange={setBadge} isDisabled={isBusy} />
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
