import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type RefObject, useState } from 'react';
import { type FieldErrors, issuesByField } from './form-errors.ts';
import { type FormErrors, useFormErrors } from './use-form-errors.ts';

/** What a form's check found: the body to save, or the messages by field. */
export type Checked<Body> = { data: Body } | { errors: FieldErrors };

type Issues = readonly { path: readonly PropertyKey[]; message: string }[];

/** A zod check (the same schema the server runs) as a form's check: its messages by top-level field unless told. */
export function checkedBy<Body>(
  result: { success: true; data: Body } | { success: false; error: { issues: Issues } },
  byField: (issues: Issues) => FieldErrors = issuesByField,
): Checked<Body> {
  return result.success ? { data: result.data } : { errors: byField(result.error.issues) };
}

interface SettingsSaveOptions<Body, Saved> {
  /** Checks what was typed when Save is pressed. */
  check: () => Checked<Body>;
  save: (body: Body) => Promise<Saved>;
  /** What follows a save; a text it returns (or resolves to) is shown as the form's status ('Saved.'). */
  onSaved: (saved: Saved) => unknown;
  /** The fields to focus on an error (see useFormErrors). */
  invalidSelector?: string;
  /** Reads a failed save's messages (see useFormErrors). */
  readServerErrors?: (error: unknown) => FieldErrors | null;
}

export interface SettingsSave extends FormErrors {
  /** Spread on the SettingsForm: its ref, its submit and whether it is saving. */
  form: { formRef: RefObject<HTMLFormElement | null>; onSubmit: (event: FormEvent<HTMLFormElement>) => void; isSaving: boolean };
  /** What the last save said (onSaved's answer), '' until then and while saving again. */
  status: string;
}

/**
 * A settings form's save: on submit it checks what was typed, shows the messages (focusing the first) or saves, and
 * shows the server's messages by field (any other failure goes where accounts.md §8 says).
 */
export function useSettingsSave<Body, Saved>(options: SettingsSaveOptions<Body, Saved>): SettingsSave {
  const { check, save, onSaved } = options;
  const formErrors = useFormErrors(options.invalidSelector, options.readServerErrors);
  const [status, setStatus] = useState('');
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: async (saved) => {
      const said = await onSaved(saved);
      if (typeof said === 'string') setStatus(said);
    },
    onError: formErrors.handleSaveError,
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus('');
    const checked = check();
    if ('errors' in checked) return formErrors.showErrors(checked.errors);
    formErrors.setErrors({});
    mutation.mutate(checked.data);
  }

  return { ...formErrors, form: { formRef: formErrors.formRef, onSubmit, isSaving: mutation.isPending }, status };
}
