import type { AgencyDetail } from '@fieldbook/contract';
import { type AgencyFormErrors, type AgencyFormValue, agencyFormErrors, toAgencyInfo } from '@fieldbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { meQueryKey } from '../accounts/accounts.api.ts';
import { agencyErrorsFromServer, changedAgencyFields } from './agency-form-value.ts';
import { agencyQueryKey, createAgency, updateAgency, uploadBadge } from './agency-info.api.ts';

/** What a save came to: not sent (the form's messages), the information not saved, all saved, or all but the badge. */
export type AgencySaveOutcome = 'invalid' | 'failed' | 'saved' | 'badge-failed';

interface AgencySaveOptions {
  /** The agency as read, or null before it is created. */
  saved: AgencyDetail | null;
  /** Where a failed call goes (the caller's failure route). */
  onFailure: (error: unknown) => void;
  /** An update (not only the creation) reads the signed-in user again. */
  isUserReadAfterUpdate?: boolean;
}

/**
 * Saving the agency form and its badge (accounts.md §4): the agency is created, or only what changed is updated; the
 * chosen badge is uploaded after. No 'ORI taken' (§4, §8 REGISTER_AGENCY_ALREADY_EXISTS): the server takes an ORI
 * another agency holds like any other, so that no answer tells which ORIs are customers (issue 23, finding 11).
 */
export function useAgencySave(value: AgencyFormValue, { saved, onFailure, isUserReadAfterUpdate = false }: AgencySaveOptions) {
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<AgencyFormErrors>({});
  const [badge, setBadge] = useState<File | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  // The saved badge's URL, for the badge field (an upload changes it).
  const badgeUrl = (queryClient.getQueryData<AgencyDetail>(agencyQueryKey) ?? saved)?.badge ?? null;

  async function saveInformation(): Promise<boolean> {
    const info = toAgencyInfo(value);
    try {
      const agency = queryClient.getQueryData<AgencyDetail>(agencyQueryKey) ?? saved;
      if (!agency) {
        queryClient.setQueryData(agencyQueryKey, await createAgency(info));
        await queryClient.invalidateQueries({ queryKey: meQueryKey });
        return true;
      }
      const changes = changedAgencyFields(info, agency);
      if (Object.keys(changes).length === 0) return true;
      queryClient.setQueryData(agencyQueryKey, await updateAgency(changes));
      if (isUserReadAfterUpdate) await queryClient.invalidateQueries({ queryKey: meQueryKey });
      return true;
    } catch (error) {
      const fieldErrors = agencyErrorsFromServer(error);
      if (fieldErrors) setErrors(fieldErrors);
      else onFailure(error);
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

  /** Checks the form, then saves the information and, once it is saved, the badge. */
  async function save(): Promise<AgencySaveOutcome> {
    const found = agencyFormErrors(value);
    setErrors(found);
    if (Object.keys(found).length > 0) return 'invalid';
    setIsBusy(true);
    const isSaved = await saveInformation();
    const isBadgeSaved = isSaved && (await saveBadge());
    setIsBusy(false);
    if (!isSaved) return 'failed';
    return isBadgeSaved ? 'saved' : 'badge-failed';
  }

  return { errors, setErrors, badge, setBadge, isBusy, badgeUrl, save };
}
