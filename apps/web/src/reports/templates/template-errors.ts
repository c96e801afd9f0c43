import { TEMPLATE_MESSAGES, templateNameSchema } from '@fieldbook/domain';
import { isUnreachable } from '../../offline/reference-cache.ts';
import { HttpError } from '../../shell/http.ts';

/** The name's own message before anything is sent: the server's rule, from the domain. */
export function nameIssue(name: string): string | null {
  const result = templateNameSchema.safeParse(name);
  return result.success ? null : (result.error.issues[0]?.message ?? TEMPLATE_MESSAGES.nameRequired);
}

/** Why a template write failed, in words: the server's field message, no connection, or a general failure. */
export function templateWriteError(error: unknown): string {
  if (isUnreachable(error)) return 'No connection: templates are saved on the server. Try again when you are online.';
  if (error instanceof HttpError && error.errors.length > 0) return error.errors.map((issue) => issue.message).join(' ');
  if (error instanceof HttpError && error.status === 403) return 'You may not change the agency’s templates.';
  if (error instanceof HttpError && error.status === 404) return 'This template no longer exists.';
  return 'The template could not be saved. Please try again.';
}
