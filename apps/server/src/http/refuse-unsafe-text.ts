import { DIRECTIONAL_FORMATTING, ERROR_CODES, type FieldIssue } from '@fieldbook/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.ts';

/**
 * A NUL, or half of a UTF-16 surrogate pair (PostgreSQL cannot store either in text), or a bidirectional embedding,
 * override or isolate (the domain's DIRECTIONAL_FORMATTING: the report form strips those, since a report saved on a
 * device must never be refused later; other forms show this refusal on the field). The left-to-right and right-to-left
 * marks stay allowed.
 */
const UNSAFE = new RegExp(
  `\\u0000|${DIRECTIONAL_FORMATTING.source}|[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]`,
);
export const UNSAFE_TEXT_MESSAGE = 'This text contains characters that are not allowed.';

interface PathNode {
  key: string;
  parent: PathNode | null;
}

const pathOf = (node: PathNode): string => {
  const keys: string[] = [];
  for (let at: PathNode | null = node; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * The paths of every string (and key) under `value` holding an unsafe character, `where` first ('body.name'), at most
 * 10. Walked with a stack of its own, not recursion, so no nesting depth hides a value (the security probe got a NUL
 * past a 32-level cut-off) and none overflows the call stack; paths are built only for what is found.
 */
export function findUnsafeText(value: unknown, where: string): string[] {
  const found: string[] = [];
  const pending: { value: unknown; path: PathNode }[] = [{ value, path: { key: where, parent: null } }];
  while (pending.length > 0 && found.length < 10) {
    const next = pending.pop() as { value: unknown; path: PathNode };
    if (typeof next.value === 'string') {
      if (UNSAFE.test(next.value)) found.push(pathOf(next.path));
      continue;
    }
    if (typeof next.value !== 'object' || next.value === null) continue;
    const entries = Object.entries(next.value);
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, inner] = entries[index] as [string, unknown];
      if (UNSAFE.test(key)) found.push(pathOf(next.path));
      else pending.push({ value: inner, path: { key, parent: next.path } });
    }
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
