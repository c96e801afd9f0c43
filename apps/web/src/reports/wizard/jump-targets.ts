import { describeSections, type FieldIssue, type StateConfiguration } from '@fieldbook/domain';
import type { ReportDraft } from '../form/index.ts';

/**
 * One entry of the form's jump list (issue 24, 'A California stop in less than a minute'): a part of the contact form
 * in the order the form shows it, and how many of the issues point into it and not into one of its listed sections.
 */
export interface JumpTarget {
  /** The `data-jump-target` of the part's element on the form: 'citizens.0', 'general_information.state_related.stop'. */
  key: string;
  label: string;
  /** 0: a part of the form (Citizens, General Information...); 1: an item or a section inside the part above it. */
  level: 0 | 1;
  issueCount: number;
}

/** The keys the form's fixed parts carry. */
export const JUMP_KEYS = {
  citizens: 'citizens',
  general: 'general_information',
  useOfForce: 'use_of_force',
  officers: 'officers',
  tags: 'tags',
  duration: 'duration',
  complaints: 'complaints',
  investigations: 'investigations',
} as const;

type ItemArea = 'citizens' | 'officers' | 'complaints' | 'investigations';

const STATE_RELATED = `${JUMP_KEYS.general}.state_related.`;
const ITEM = /^(citizens|officers|complaints|investigations)(?:\.\d+)?(?=\.|$)/;

/**
 * Where an issue's path ('citizens.0.perception.race', 'general_information.duration') points on the form: the
 * deepest key of `known` that holds it. Paths the form shows no part for (id, public_token...) count against
 * General Information, so every issue is counted once.
 */
export function jumpKeyOf(path: string, known: ReadonlySet<string>): string {
  const item = ITEM.exec(path);
  // An item the list no longer has (removed while the issues caught up) counts against its list.
  if (item) return known.has(item[0]) ? item[0] : (item[1] ?? JUMP_KEYS.general);
  if (path === `${JUMP_KEYS.general}.duration`) return JUMP_KEYS.duration;
  if (path === `${JUMP_KEYS.general}.was_use_of_force` || path.startsWith(JUMP_KEYS.useOfForce)) return JUMP_KEYS.useOfForce;
  if (path.startsWith(JUMP_KEYS.tags)) return JUMP_KEYS.tags;
  if (path.startsWith(STATE_RELATED)) {
    const section = `${STATE_RELATED}${path.slice(STATE_RELATED.length).split('.')[0]}`;
    if (known.has(section)) return section;
  }
  return JUMP_KEYS.general;
}

/** Citizen 1, Citizen 2...: the items of a list as their cards are titled. */
function itemTargets(area: ItemArea, itemName: string, count: number): Omit<JumpTarget, 'issueCount'>[] {
  return Array.from({ length: count }, (_, index) => ({ key: `${area}.${index}`, label: `${itemName} ${index + 1}`, level: 1 }));
}

/**
 * The contact form's parts in order (ReportForm): the citizens one by one, General Information and the state's
 * sections it shows now, Use of Force, the officers, Agency Tags and Duration (then complaints and investigations where
 * an amend shows them), each with the issues pointing into it.
 */
export function listJumpTargets(
  config: StateConfiguration,
  draft: ReportDraft,
  issues: readonly FieldIssue[],
  { isSupervisionShown = false }: { isSupervisionShown?: boolean } = {},
): JumpTarget[] {
  const general = draft.general_information;
  const sections = describeSections(config.general_information.sections, general.state_related, draft, 'general_information');
  const targets: Omit<JumpTarget, 'issueCount'>[] = [
    { key: JUMP_KEYS.citizens, label: 'Citizens', level: 0 },
    ...itemTargets('citizens', config.citizens.item_name, draft.citizens.length),
    { key: JUMP_KEYS.general, label: 'General Information', level: 0 },
    ...sections.map(({ section }) => ({ key: `${STATE_RELATED}${section.name}`, label: section.label, level: 1 as const })),
    { key: JUMP_KEYS.useOfForce, label: 'Use of Force', level: 0 },
    { key: JUMP_KEYS.officers, label: 'Officers', level: 0 },
    ...itemTargets('officers', config.officers.item_name, draft.officers.length),
    { key: JUMP_KEYS.tags, label: 'Agency Tags', level: 0 },
    { key: JUMP_KEYS.duration, label: 'Duration', level: 0 },
  ];
  const supervision = isSupervisionShown ? config.supervision : undefined;
  if (supervision) {
    for (const [area, title] of [
      ['complaints', 'Complaints'],
      ['investigations', 'Investigations'],
    ] as const) {
      targets.push({ key: area, label: title, level: 0 });
      targets.push(...itemTargets(area, supervision[area].item_name, draft[area]?.length ?? 0));
    }
  }
  const known = new Set(targets.map((target) => target.key));
  const counts = new Map<string, number>();
  for (const { path } of issues) {
    const key = jumpKeyOf(path, known);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return targets.map((target) => ({ ...target, issueCount: counts.get(target.key) ?? 0 }));
}
