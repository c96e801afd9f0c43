import { type Dispatch, type RefObject, type SetStateAction, useRef, useState } from 'react';
import { type FieldErrors, serverFieldErrors } from './form-errors.ts';
import { useFailureRoute } from './use-failure-route.ts';

export interface FormErrors {
  formRef: RefObject<HTMLFormElement | null>;
  errors: FieldErrors;
  setErrors: Dispatch<SetStateAction<FieldErrors>>;
  /** Shows the messages and moves the focus to the first invalid field. */
  showErrors: (next: FieldErrors) => void;
  /** A failed save: the server's messages by field are shown; any other failure goes where accounts.md §8 says. */
  handleSaveError: (error: unknown) => void;
}

/**
 * The field messages of a settings form (put `formRef` on the form). `invalidSelector` finds the fields to focus,
 * the ones marked aria-invalid unless told; `readServerErrors` reads a failed save's messages (by top-level field unless told).
 */
export function useFormErrors(
  invalidSelector = '[aria-invalid="true"]',
  readServerErrors: (error: unknown) => FieldErrors | null = serverFieldErrors,
): FormErrors {
  const formRef = useRef<HTMLFormElement>(null);
  const failureRoute = useFailureRoute();
  const [errors, setErrors] = useState<FieldErrors>({});

  function showErrors(next: FieldErrors) {
    setErrors(next);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(invalidSelector)?.focus());
  }

  function handleSaveError(error: unknown) {
    const fields = readServerErrors(error);
    if (fields) showErrors(fields);
    else failureRoute(error);
  }

  return { formRef, errors, setErrors, showErrors, handleSaveError };
}
