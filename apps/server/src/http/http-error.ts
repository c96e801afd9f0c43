import { ERROR_CODES, type FieldIssue } from '@fieldbook/domain';

/** A refusal the client should see: its status and the spec's `detail` code. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly errors?: FieldIssue[],
  ) {
    super(detail);
  }
}

export const unauthorized = () => new HttpError(401, ERROR_CODES.unauthorized);
export const forbidden = () => new HttpError(403, ERROR_CODES.forbidden);
export const notFound = () => new HttpError(404, ERROR_CODES.notFound);
export const badRequest = (detail: string, errors?: FieldIssue[]) => new HttpError(400, detail, errors);
