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

/** Messages keyed by the full field path ('count_rule.count'). */
export type PathErrors = Partial<Record<string, string>>;

export function issuesByPath(issues: readonly { path: readonly PropertyKey[]; message: string }[]): PathErrors {
  const errors: PathErrors = {};
  for (const issue of issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

/** A 400's messages by full field path ('body.count_rule.count' -> 'count_rule.count'), or null for any other failure. */
export function serverPathErrors(error: unknown): PathErrors | null {
  if (!isHttpError(error) || error.status !== 400 || error.errors.length === 0) return null;
  return issuesByPath(error.errors.map((issue) => ({ path: issue.path.split('.').slice(1), message: issue.message })));
}
