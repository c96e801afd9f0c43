import type { AgencyDetail } from '@fieldbook/contract';
import { type AgencyFormValue, hasPermission } from '@fieldbook/domain';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useCurrentUser } from '../../accounts/current-user-context.ts';
import { AgencyTwoStepSwitch } from '../../accounts/mfa/agency-two-step-switch.tsx';
import { ReviewSettingsSwitch } from '../../review/review-settings-switch.tsx';
import { AgencyForm } from '../agency-form.tsx';
import { toAgencyFormValue } from '../agency-form-value.ts';
import { agencyQueryOptions } from '../agency-info.api.ts';
import { BadgeField } from '../badge-field.tsx';
import { useAgencySave } from '../use-agency-save.ts';
import { ContactTypesForm } from './contact-types-form.tsx';
import { SaveButton } from './save-button.tsx';
import { SectionFrame } from './section-frame.tsx';
import { useFailureRoute, useQueryFailureRoute } from './use-failure-route.ts';

export const BADGE_NOT_SAVED = 'The agency was saved, but the badge could not be uploaded. Please try again later.';

/**
 * The agency's information and badge (agency.settings.manage), with the onboarding's agency form, and the contact types
 * its officers may file (agency.contact_types.manage: owners and managers, issue 24 defect 13).
 */
export function AgencySection() {
  const role = useCurrentUser().role;
  const canEditAgency = hasPermission(role, 'agency.settings.manage');
  const canChooseContactTypes = hasPermission(role, 'agency.contact_types.manage');
  const canSetReview = hasPermission(role, 'agency.review_settings.manage');
  return (
    <SectionFrame section="agency" title="Agency" description="Your agency's information, as members and the public see it.">
      {canEditAgency ? <AgencyInformation /> : null}
      {canChooseContactTypes ? <ContactTypesForm /> : null}
      {canSetReview ? <ReviewSettingsSwitch /> : null}
    </SectionFrame>
  );
}

function AgencyInformation() {
  const agency = useQuery(agencyQueryOptions());
  useQueryFailureRoute(agency.error);
  return agency.data ? (
    <>
      <AgencySettingsForm saved={agency.data} />
      <AgencyTwoStepSwitch />
    </>
  ) : (
    <p className="settings-loading" role="status">
      <span className="spinner" aria-hidden="true" /> Loading…
    </p>
  );
}

function AgencySettingsForm({ saved }: { saved: AgencyDetail }) {
  const failureRoute = useFailureRoute();
  const [value, setValue] = useState<AgencyFormValue>(() => toAgencyFormValue(saved));
  const { errors, badge, setBadge, isBusy, badgeUrl, save } = useAgencySave(value, {
    saved,
    onFailure: failureRoute,
    isUserReadAfterUpdate: true,
  });
  const [status, setStatus] = useState('');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus('');
    const outcome = await save();
    if (outcome === 'saved') setStatus('Agency saved.');
    else if (outcome === 'badge-failed') setStatus(BADGE_NOT_SAVED);
  }

  return (
    <form className="agency-settings-form" onSubmit={handleSubmit} noValidate aria-busy={isBusy}>
      <AgencyForm value={value} onChange={setValue} errors={errors} isDisabled={isBusy} />
      <BadgeField currentUrl={badgeUrl} file={badge} onChange={setBadge} isDisabled={isBusy} />
      <div className="settings-form-actions">
        <p className="settings-status" role="status" aria-live="polite">
          {status}
        </p>
        <SaveButton isSaving={isBusy} />
      </div>
    </form>
  );
}
