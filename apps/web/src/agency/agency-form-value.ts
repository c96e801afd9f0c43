import type { AgencyDetail, UpdateAgencyRequest } from '@fieldbook/contract';
import type { AgencyFormErrors, AgencyFormField, AgencyFormValue, AgencyInfo } from '@fieldbook/domain';
import { isHttpError } from '../shell/http.ts';

/** The saved agency as the form's text. */
export function toAgencyFormValue(agency: AgencyDetail): AgencyFormValue {
  return {
    full_name: agency.full_name,
    ori: agency.ori,
    state_name: agency.state_name,
    phone1: agency.phone1 ?? '',
    email: agency.email ?? '',
    timezone: agency.timezone,
    jurisdiction_code: agency.jurisdiction_code ?? '',
    address: agency.address?.full ?? '',
  };
}

const SCALAR_FIELDS = ['full_name', 'ori', 'state_name', 'phone1', 'email', 'timezone', 'jurisdiction_code'] as const;

/** Only what differs from the saved agency (accounts.md §4: update only if changed); empty when nothing did. */
export function changedAgencyFields(info: AgencyInfo, saved: AgencyDetail): UpdateAgencyRequest {
  const changes: Record<string, unknown> = {};
  for (const field of SCALAR_FIELDS) {
    if ((info[field] ?? null) !== (saved[field] ?? null)) changes[field] = info[field];
  }
  if ((info.address?.full ?? null) !== (saved.address?.full ?? null)) changes.address = info.address ?? null;
  return changes as UpdateAgencyRequest;
}

const FORM_FIELDS: readonly string[] = [...SCALAR_FIELDS, 'address'];

/** A 400 VALIDATION_ERROR from the agency endpoints as messages by form field ('body.ori' -> ori); null for other errors. */
export function agencyErrorsFromServer(error: unknown): AgencyFormErrors | null {
  if (!isHttpError(error) || error.status !== 400 || error.errors.length === 0) return null;
  const errors: AgencyFormErrors = {};
  for (const issue of error.errors) {
    const field = issue.path.split('.')[1];
    if (field && FORM_FIELDS.includes(field)) errors[field as AgencyFormField] ??= issue.message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
