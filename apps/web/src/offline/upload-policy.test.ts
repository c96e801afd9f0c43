import { describe, expect, it } from 'vitest';
import { HttpError } from '../shell/http.ts';
import { BACKOFF_BASE_MS, BACKOFF_CAP_MS, backoffDelay, classifyUploadFailure } from './upload-policy.ts';

describe('classifyUploadFailure', () => {
  it.each([
    [new HttpError(400, 'Bad Request', 'CREATED_REPORT_ALREADY_EXISTS'), 'needs-new-number'],
    [new HttpError(400, 'Bad Request', 'VALIDATION_ERROR'), 'failed'],
    [new HttpError(409, 'Conflict', 'REPORT_ID_CONFLICT'), 'failed'],
    [new HttpError(403, 'Forbidden', 'Forbidden'), 'failed'],
    [new HttpError(401, 'Unauthorized', 'Unauthorized'), 'unauthorized'],
    [new HttpError(500, 'Internal Server Error', 'INTERNAL_ERROR'), 'retry'],
    [new HttpError(503, 'Service Unavailable', 'Service Unavailable'), 'retry'],
    [new HttpError(408, 'Request Timeout', 'Request Timeout'), 'retry'],
    [new HttpError(429, 'Too Many Requests', 'Too Many Requests'), 'retry'],
    [new HttpError(0, 'Network Error', 'NETWORK_ERROR'), 'retry'],
    [new DOMException('The operation timed out.', 'TimeoutError'), 'retry'],
  ])('%s -> %s', (error, kind) => {
    expect(classifyUploadFailure(error).kind).toBe(kind);
  });

  it('stops the drain when offline or rate-limited, not on a server error', () => {
    const stops = (error: unknown) => {
      const failure = classifyUploadFailure(error);
      return failure.kind === 'retry' && failure.isStoppingDrain;
    };
    expect(stops(new HttpError(0, 'Network Error', 'NETWORK_ERROR'))).toBe(true);
    expect(stops(new HttpError(429, 'Too Many Requests', 'x'))).toBe(true);
    expect(stops(new HttpError(500, 'Internal Server Error', 'INTERNAL_ERROR'))).toBe(false);
  });

  it('keeps the server detail and rule messages', () => {
    const issues = [{ path: 'general_information.duration', message: 'Minimum 1, maximum 1440.' }];
    expect(classifyUploadFailure(new HttpError(400, 'Bad Request', 'VALIDATION_ERROR', issues)).error).toEqual({
      status: 400,
      detail: 'VALIDATION_ERROR',
      errors: issues,
    });
  });
});

describe('backoffDelay', () => {
  it('doubles from the base with jitter between half and the whole step', () => {
    expect(backoffDelay(1, () => 0)).toBe(BACKOFF_BASE_MS / 2);
    expect(backoffDelay(1, () => 1)).toBe(BACKOFF_BASE_MS);
    expect(backoffDelay(3, () => 1)).toBe(BACKOFF_BASE_MS * 4);
  });

  it('never waits longer than the cap', () => {
    expect(backoffDelay(50, () => 1)).toBe(BACKOFF_CAP_MS);
    expect(backoffDelay(50, () => 0)).toBe(BACKOFF_CAP_MS / 2);
  });
});
