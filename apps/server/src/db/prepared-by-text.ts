import { createHash } from 'node:crypto';
import type { NamedStatement } from './database.ts';

/**
 * A statement built from parts (a list's filters) named after its text, so each shape is prepared once per connection
 * and planned no more (on a busy list, planning cost more than running).
 */
export function preparedByText(prefix: string, text: string): NamedStatement {
  return { name: `${prefix}-${createHash('sha1').update(text).digest('hex').slice(0, 16)}`, text };
}
