/** Incident and case numbers: letters, digits and hyphens, 1 to 20 (reports.md §5, §9). */
export const INCIDENT_NUMBER_PATTERN = /^[A-Za-z0-9-]{1,20}$/;
export const INCIDENT_NUMBER_MAX_LENGTH = 20;

export function isValidIncidentNumber(value: unknown): value is string {
  return typeof value === 'string' && INCIDENT_NUMBER_PATTERN.test(value);
}

/**
 * Whether two incident numbers are the same number: an agency's numbers are unique whatever their case ('audf-833304'
 * is 'AUDF-833304', issue 24), as the server compares them (its lower-case key, migration 0037).
 */
export function isSameIncidentNumber(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/**
 * The default incident number: the first 10 digits of the current timestamp, a hyphen, then the officer id
 * with everything but letters and digits removed; cut to the 20 characters a number may have.
 */
export function defaultIncidentNumber(officerId: string, now: Date = new Date()): string {
  const stamp = String(now.getTime()).slice(0, 10);
  const officer = officerId.replace(/[^A-Za-z0-9]/g, '');
  return (officer ? `${stamp}-${officer}` : stamp).slice(0, INCIDENT_NUMBER_MAX_LENGTH);
}
