import { ERROR_CODES } from '@fieldbook/domain';
import { isHttpError } from '../../shell/http.ts';

/** The first message for each top-level field. */
export type FieldErrors = Partial<Record<string, string>>;

/** A zod failure's issues by field (the same schemas the server runs). */
export function issuesByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A 400 VALIDATION_ERROR's messages by field ('body.name' -> name), or null for any other failure. */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!isHttpError(error) || error.status !== 400 || error.detail !== ERROR_CODES.validation || error.errors.length === 0) return null;
  return issuesByField(error.errors.map((issue) => ({ path: issue.path.split('.').slice(1), message: issue.message })));
}
