import { ERROR_CODES, type FieldIssue } from '@fieldbook/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.ts';

/** A NUL, or half of a UTF-16 surrogate pair: PostgreSQL cannot store either in text, and no person types them. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the NUL control character is the point.
const UNSAFE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const UNSAFE_TEXT_MESSAGE = 'This text contains characters that are not allowed.';
const MAX_DEPTH = 32;

/** The paths of every string (and key) under `value` holding an unsafe character, `where` first ('body.name'). */
export function findUnsafeText(value: unknown, where: string, depth = 0): string[] {
  if (typeof value === 'string') return UNSAFE.test(value) ? [where] : [];
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return [];
  const found: string[] = [];
  for (const [key, inner] of Object.entries(value)) {
    if (UNSAFE.test(key)) found.push(where);
    else found.push(...findUnsafeText(inner, `${where}.${key}`, depth + 1));
    if (found.length >= 10) break;
  }
  return found;
}

/**
 * Issue 12 item 3: refuses at the edge, with 400 and the field's path, any body, query or path parameter carrying a NUL
 * or an unpaired surrogate, before a route's schema or a query sees it (they used to end as 500s with a stack trace).
 */
export function registerUnsafeTextRefusal(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const paths = [
      ...findUnsafeText(request.params, 'params'),
      ...findUnsafeText(request.query, 'querystring'),
      ...findUnsafeText(request.body, 'body'),
    ];
    if (paths.length > 0) {
      const errors: FieldIssue[] = paths.map((path) => ({ path, message: UNSAFE_TEXT_MESSAGE }));
      throw new HttpError(400, ERROR_CODES.validation, errors);
    }
  });
}
