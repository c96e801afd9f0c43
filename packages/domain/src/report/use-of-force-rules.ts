import type { UseOfForceRules } from '../configuration/configuration.schema.ts';
import type { FieldIssue } from '../errors.ts';
import { asArray, readPath } from './emptiness.ts';
import { MESSAGES } from './messages.ts';

/** The spec reads this switch from every citizen (reports.md §3). */
export const CITIZEN_USE_OF_FORCE_PATH = 'incident_information.use_of_force';

export const hasForceUsed = (citizen: unknown) => readPath(citizen, CITIZEN_USE_OF_FORCE_PATH) === true;

/**
 * The two use-of-force rules and the three bystander rules of reports.md §5.
 * Officers must be linked: every citizen to whom force was used is named by at least one listed officer
 * (with no listed officers, the reporting officer alone was involved: docs/decisions.md).
 */
export function checkUseOfForce(
  report: { citizens: unknown[]; officers: unknown[]; wasUseOfForce: boolean },
  rules: UseOfForceRules,
): FieldIssue[] {
  const { citizens, officers } = report;
  const issues: FieldIssue[] = [];
  if (rules.validate_citizens && report.wasUseOfForce) {
    const forced = citizens.filter(hasForceUsed);
    if (forced.length === 0) issues.push({ path: 'citizens', message: MESSAGES.useOfForceCitizen });
    else if (officers.length > 0 && rules.officer_citizens_field) {
      const field = rules.officer_citizens_field;
      const linked = new Set(officers.flatMap((officer) => asArray(readPath(officer, field))));
      if (forced.some((citizen) => !linked.has(readPath(citizen, 'id')))) {
        issues.push({ path: 'officers', message: MESSAGES.useOfForceOfficersLinked });
      }
    }
  }
  const bystander = rules.bystanders;
  if (!bystander) return issues;
  const isBystander = (citizen: unknown) => readPath(citizen, bystander.reason_field) === bystander.bystander_value;
  if (!citizens.some(isBystander)) return issues;
  if (!citizens.some((citizen) => !isBystander(citizen) && hasForceUsed(citizen))) {
    issues.push({ path: 'citizens', message: MESSAGES.bystanderNeedsForceCitizen });
  }
  citizens.forEach((citizen, index) => {
    if (!isBystander(citizen)) return;
    const isInjured = bystander.injured_values.includes(readPath(citizen, bystander.injury_field) as string);
    if (!hasForceUsed(citizen) || !isInjured) issues.push({ path: `citizens.${index}`, message: MESSAGES.bystanderInjured });
    if (readPath(citizen, bystander.action_field) !== bystander.no_action_value) {
      issues.push({ path: `citizens.${index}.${bystander.action_field}`, message: MESSAGES.bystanderNoAction });
    }
  });
  return issues;
}
