import { ERROR_CODES, type FieldIssue } from '@fieldbook/domain';

/** A refusal the client should see: its status and the spec's `detail` code. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly errors?: FieldIssue[],
    /** Headers the answer carries (Retry-After on a 429). */
    readonly headers?: Record<string, string>,
    /** More of the answer beside `detail` (the current version on a 409 REPORT_VERSION_CONFLICT). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(detail);
  }
}

export const unauthorized = () => new HttpError(401, ERROR_CODES.unauthorized);
export const forbidden = () => new HttpError(403, ERROR_CODES.forbidden);
export const notFound = () => new HttpError(404, ERROR_CODES.notFound);
export const badRequest = (detail: string, errors?: FieldIssue[]) => new HttpError(400, detail, errors);

/** 429 with the seconds until the caller may try again. */
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, ERROR_CODES.tooManyRequests, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
