import { plausibleBody, plausibleQuery, withQuery } from './bodies.ts';
import { type Client, detailOf, type Findings, inPool, is2xx, is5xx, Tally } from './http.ts';
import { fillPath, isPublic, type Operation, operationKey } from './operations.ts';

export interface UnauthenticatedResult {
  calls: number;
  operations: number;
  statuses: Record<string, number>;
  unexpected2xx: number;
  fiveXX: number;
  tooMany: number;
  /** Public routes that answered 2xx (expected: the health check, the time zones, configurations, ...). */
  public2xx: string[];
}

/**
 * Every operation once with no Authorization header and a plausible body, then the signed-in routes again with an
 * empty and a malformed Authorization header: a 2xx from a route that is not public, or any 5xx, is a finding.
 */
export async function sweepUnauthenticated(client: Client, operations: Operation[], findings: Findings): Promise<UnauthenticatedResult> {
  const tally = new Tally();
  const public2xx: string[] = [];
  let unexpected = 0;
  const cases: Array<{ operation: Operation; authorization?: string; label: string }> = [];
  for (const operation of operations) {
    cases.push({ operation, label: 'no token' });
    if (!isPublic(operation)) {
      cases.push({ operation, authorization: 'Bearer ', label: 'empty bearer' });
      cases.push({ operation, authorization: 'Basic cHJvYmU6cHJvYmU=', label: 'basic scheme' });
    }
  }
  await inPool(cases, 4, async ({ operation, authorization, label }) => {
    const path = withQuery(fillPath(operation.path, {}), plausibleQuery(operation));
    const isForm = operation.path.startsWith('/api/billing/sandbox/payment-setup') && operation.method === 'POST';
    const body = plausibleBody(operation);
    const answer = await client.send(operation.method, path, {
      ...(authorization !== undefined ? { authorization } : {}),
      ...(isForm ? { raw: 'confirm=1', contentType: 'application/x-www-form-urlencoded' } : body !== undefined ? { body } : {}),
    });
    tally.add(answer.status);
    const key = operationKey(operation);
    if (is5xx(answer.status)) {
      findings.add({
        sweep: 'unauthenticated',
        kind: '5xx',
        method: operation.method,
        path,
        status: answer.status,
        detail: `${label}: ${detailOf(answer)}`,
      });
    } else if (is2xx(answer.status)) {
      if (isPublic(operation)) {
        if (label === 'no token') public2xx.push(`${key} -> ${answer.status}`);
      } else {
        unexpected += 1;
        findings.add({
          sweep: 'unauthenticated',
          kind: 'unexpected-2xx',
          method: operation.method,
          path,
          status: answer.status,
          detail: `${label}: ${answer.text.slice(0, 200)}`,
        });
      }
    }
  });
  return {
    calls: tally.calls,
    operations: operations.length,
    statuses: tally.toJSON(),
    unexpected2xx: unexpected,
    fiveXX: tally.fiveXX,
    tooMany: tally.tooMany,
    public2xx: public2xx.sort(),
  };
}
