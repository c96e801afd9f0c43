import type { FormSection, StateConfiguration, UseOfForceRules } from '../configuration/configuration.schema.ts';
import type { FieldIssue } from '../errors.ts';
import { asArray, readPath } from './emptiness.ts';
import { MESSAGES } from './messages.ts';

/** The spec reads this switch from every citizen (reports.md §3); every shipped configuration has it. */
export const CITIZEN_USE_OF_FORCE_PATH = 'incident_information.use_of_force';
const [SWITCH_SECTION, SWITCH_FIELD] = CITIZEN_USE_OF_FORCE_PATH.split('.') as [string, string];

/**
 * Force was used on this citizen: its use-of-force switch is on. Where the configuration derives the switch
 * (`derived_from`: California's force-related actions other than 'None'), normalizeReport has set it from them.
 */
export const hasForceUsed = (citizen: unknown) => readPath(citizen, CITIZEN_USE_OF_FORCE_PATH) === true;

/** The citizen field the use-of-force switch is derived from ('force.force_actions' in California), if it is derived. */
export function citizenForceSource(sections: readonly FormSection[]): string | null {
  const field = sections.find((section) => section.name === SWITCH_SECTION)?.fields.find((entry) => entry.name === SWITCH_FIELD);
  const source = field?.derived_from?.field;
  return source && !source.startsWith('report.') ? source : null;
}

/**
 * 'Was Use Of Force' as the citizens decide it, in every configuration (docs/decisions.md): on whenever a citizen had
 * force used on them. A configuration with no use-of-force form (California records force per citizen) follows the
 * citizens both ways; otherwise, with no citizen forcing it, the officer's choice stands.
 */
export function resolveWasUseOfForce(
  config: Pick<StateConfiguration, 'use_of_force'>,
  citizens: readonly unknown[],
  chosen: unknown,
): unknown {
  if (citizens.some(hasForceUsed)) return true;
  return config.use_of_force ? chosen : false;
}

/** Whether the officer may change 'Was Use Of Force': not while a citizen forces it on, nor where it only follows the citizens. */
export function isWasUseOfForceLocked(config: Pick<StateConfiguration, 'use_of_force'>, citizens: readonly unknown[]): boolean {
  return !config.use_of_force || citizens.some(hasForceUsed);
}

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
