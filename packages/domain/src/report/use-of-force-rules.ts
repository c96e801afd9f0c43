import type { FormSection, StateConfiguration, UseOfForceRules } from '../configuration/configuration.schema.ts';
import type { FieldIssue } from '../errors.ts';
import { isShown, resolveField } from './conditions.ts';
import { asArray, asRecord, isRecord, readPath } from './emptiness.ts';
import { MESSAGES } from './messages.ts';

/** The spec reads this switch from every citizen (reports.md §3); every shipped configuration has it. */
export const CITIZEN_USE_OF_FORCE_PATH = 'incident_information.use_of_force';
const [SWITCH_SECTION, SWITCH_FIELD] = CITIZEN_USE_OF_FORCE_PATH.split('.') as [string, string];

/** Force was used on this citizen: its use-of-force switch is on (after normalizeReport, see markForceUsed). */
export const hasForceUsed = (citizen: unknown) => readPath(citizen, CITIZEN_USE_OF_FORCE_PATH) === true;

/** A citizen field whose values turn the citizen's use-of-force switch on (its fields_to_populate). */
interface ForceMarker {
  section: string;
  field: string;
  values: readonly unknown[];
}

const markerCache = new WeakMap<readonly FormSection[], ForceMarker[]>();

/**
 * How a configuration marks force on a citizen besides the switch itself: the fields whose `fields_to_populate`
 * set the switch on (California: a force-related action other than 'None'). Generic, Texas and Nebraska have none.
 */
export function citizenForceMarkers(sections: readonly FormSection[]): readonly ForceMarker[] {
  let markers = markerCache.get(sections);
  if (markers) return markers;
  markers = [];
  for (const section of sections) {
    for (const field of section.fields) {
      for (const rule of field.fields_to_populate ?? []) {
        if (rule.set.some((entry) => entry.field === CITIZEN_USE_OF_FORCE_PATH && entry.value === true)) {
          markers.push({ section: section.name, field: field.name, values: rule.when });
        }
      }
    }
  }
  markerCache.set(sections, markers);
  return markers;
}

/**
 * The citizen with its use-of-force switch on when it holds a value that marks force (citizenForceMarkers), so the
 * switch cannot be turned off while, say, 'Handcuffed' stays ticked. Only when the switch is shown; else unchanged.
 */
export function markForceUsed(citizen: unknown, sections: readonly FormSection[], report: unknown): unknown {
  const markers = citizenForceMarkers(sections);
  if (markers.length === 0 || !isRecord(citizen) || hasForceUsed(citizen)) return citizen;
  const isMarked = markers.some((marker) => {
    const value = asRecord(citizen[marker.section])[marker.field];
    return (Array.isArray(value) ? value : [value]).some((entry) => marker.values.includes(entry));
  });
  if (!isMarked) return citizen;
  const scope = { report, item: citizen };
  const section = sections.find((candidate) => candidate.name === SWITCH_SECTION);
  const field = section?.fields.find((candidate) => candidate.name === SWITCH_FIELD);
  if (!section || !field || !isShown(section, scope) || !resolveField(field, scope)) return citizen;
  return { ...citizen, [SWITCH_SECTION]: { ...asRecord(citizen[SWITCH_SECTION]), [SWITCH_FIELD]: true } };
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
