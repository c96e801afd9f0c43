import {
  ACCOUNT_MESSAGES,
  isValidEmail,
  isValidName,
  isValidOfficerId,
  normalizeEmail,
  passwordIssue,
  type RegistrationRole,
} from '@fieldbook/domain';

/** The registration draft of accounts.md §3 (name, officerId, email, password, checkPolicies). */
export interface RegistrationDraft {
  name: string;
  officerId: string;
  email: string;
  password: string;
  hasAcceptedPolicies: boolean;
}

export type RegistrationField = 'name' | 'officerId' | 'email' | 'password';
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

export const EMPTY_DRAFT: RegistrationDraft = { name: '', officerId: '', email: '', password: '', hasAcceptedPolicies: false };

/** The format checks made when 'Create Account' is pressed (accounts.md §5), with the words the server also answers. */
export function checkRegistration(draft: RegistrationDraft): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (!isValidName(draft.name)) errors.name = ACCOUNT_MESSAGES.name;
  if (!isValidOfficerId(draft.officerId)) errors.officerId = ACCOUNT_MESSAGES.officerId;
  if (!isValidEmail(draft.email)) errors.email = ACCOUNT_MESSAGES.email;
  const passwordMessage = passwordIssue(draft.password, { email: draft.email });
  if (passwordMessage) errors.password = passwordMessage;
  return errors;
}

export function toRegisterRequest(draft: RegistrationDraft, role: RegistrationRole) {
  return {
    email: normalizeEmail(draft.email),
    password: draft.password,
    name: draft.name.trim(),
    officer_id: draft.officerId.trim(),
    role,
  };
}

const FIELD_BY_PATH: Record<string, RegistrationField> = {
  'body.name': 'name',
  'body.officer_id': 'officerId',
  'body.email': 'email',
  'body.password': 'password',
};

/** The server's per-field messages on the form's fields; null when one of them is not a field of the form. */
export function fieldErrorsFrom(errors: { path: string; message: string }[]): RegistrationErrors | null {
  const fieldErrors: RegistrationErrors = {};
  for (const error of errors) {
    const field = FIELD_BY_PATH[error.path];
    if (!field) return null;
    fieldErrors[field] = error.message;
  }
  return errors.length > 0 ? fieldErrors : null;
}
