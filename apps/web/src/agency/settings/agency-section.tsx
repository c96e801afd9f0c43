import type { AgencyDetail } from '@fieldbook/contract';
import {
  AGENCY_MESSAGES,
  type AgencyFormErrors,
  type AgencyFormValue,
  agencyFormErrors,
  ERROR_CODES,
  toAgencyInfo,
} from '@fieldbook/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { meQueryKey } from '../../accounts/accounts.api.ts';
import { isHttpError } from '../../shell/http.ts';
import { AgencyForm } from '../agency-form.tsx';
import { agencyErrorsFromServer, changedAgencyFields, toAgencyFormValue } from '../agency-form-value.ts';
import { agencyQueryKey, agencyQueryOptions, updateAgency, uploadBadge } from '../agency-info.api.ts';
import { BadgeField } from '../badge-field.tsx';
import { SectionFrame } from './section-frame.tsx';
import { useFailureRoute, useQueryFailureRoute } from './use-failure-route.ts';

export const BADGE_NOT_SAVED = 'The agency was saved, but the badge could not be uploaded. Please try again later.';

/** The agency's information and badge (agency.settings.manage), with the onboarding's agency form. */
export function AgencySection() {
  const agency = useQuery(agencyQueryOptions());
  useQueryFailureRoute(agency.error);
  return (
    <SectionFrame section="agency" title="Agency" description="Your agency's information, as members and the public see it.">
      {agency.data ? (
        <AgencySettingsForm saved={agency.data} />
      ) : (
        <p className="settings-loading" role="status">
          <span className="spinner" aria-hidden="true" /> Loading…
        </p>
      )}
    </SectionFrame>
  );
}

function AgencySettingsForm({ saved }: { saved: AgencyDetail }) {
  const queryClient = useQueryClient();
  const failureRoute = useFailureRoute();
  const [value, setValue] = useState<AgencyFormValue>(() => toAgencyFormValue(saved));
  const [errors, setErrors] = useState<AgencyFormErrors>({});
  const [takenOri, setTakenOri] = useState<string | null>(null);
  const [badge, setBadge] = useState<File | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [status, setStatus] = useState('');
  // 'ORI taken' stays until the ORI changes (accounts.md §4).
  const shownErrors = takenOri !== null && value.ori === takenOri ? { ...errors, ori: AGENCY_MESSAGES.oriTaken } : errors;

  async function saveInformation(): Promise<boolean> {
    const info = toAgencyInfo(value);
    const changes = changedAgencyFields(info, saved);
    if (Object.keys(changes).length === 0) return true;
    try {
      queryClient.setQueryData(agencyQueryKey, await updateAgency(changes));
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      return true;
    } catch (error) {
      if (isHttpError(error) && error.detail === ERROR_CODES.registerAgencyAlreadyExists) setTakenOri(info.ori);
      else if (agencyErrorsFromServer(error)) setErrors(agencyErrorsFromServer(error) ?? {});
      else failureRoute(error);
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
    const found = agencyFormErrors(value);
    setErrors(found);
    setStatus('');
    if (Object.keys(found).length > 0) return;
    setIsBusy(true);
    const isSaved = await saveInformation();
    const isBadgeSaved = isSaved && (await saveBadge());
    setIsBusy(false);
    if (isSaved) setStatus(isBadgeSaved ? 'Agency saved.' : BADGE_NOT_SAVED);
  }

  const current = queryClient.getQueryData<AgencyDetail>(agencyQueryKey) ?? saved;
  return (
    <form className="agency-settings-form" onSubmit={handleSubmit} noValidate aria-busy={isBusy}>
      <AgencyForm value={value} onChange={setValue} errors={shownErrors} isDisabled={isBusy} />
      <BadgeField currentUrl={current.badge} file={badge} onChange={setBadge} isDisabled={isBusy} />
      <div className="settings-form-actions">
        <p className="settings-status" role="status" aria-live="polite">
          {status}
        </p>
        <button type="submit" className="button button-primary" disabled={isBusy}>
          {isBusy ? <span className="spinner" aria-hidden="true" /> : null}
          Save
        </button>
      </div>
    </form>
  );
}
