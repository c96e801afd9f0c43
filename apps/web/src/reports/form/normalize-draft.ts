import {
  type ItemValues,
  isRecord,
  normalizeReport,
  type ReportMode,
  resolveWasUseOfForce,
  type StateConfiguration,
} from '@fieldbook/domain';
import type { ReportDraft } from './report-draft.ts';

/**
 * `next` where it equals `previous`, so unchanged items keep their identity (memoised cards skip rendering).
 * Keys whose value is undefined are dropped.
 */
export function shareUnchanged(previous: unknown, next: unknown): unknown {
  if (Object.is(previous, next)) return previous;
  if (Array.isArray(previous) && Array.isArray(next)) {
    const shared = next.map((entry, index) => shareUnchanged(previous[index], entry));
    const isSame = shared.length === previous.length && shared.every((entry, index) => entry === previous[index]);
    return isSame ? previous : shared;
  }
  if (isRecord(previous) && isRecord(next)) {
    const shared: Record<string, unknown> = {};
    let isSame = true;
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined) continue;
      shared[key] = shareUnchanged(previous[key], value);
      if (shared[key] !== previous[key]) isSame = false;
    }
    const previousCount = Object.values(previous).filter((value) => value !== undefined).length;
    return isSame && Object.keys(shared).length === previousCount ? previous : shared;
  }
  return next;
}

/**
 * The draft as the form keeps it after a change, by the same domain rules as the server (normalizeReport):
 * fields the change hid are cleared, the use-of-force switch is forced on by a citizen with force (state rule)
 * and its data reset when it is off. The time input, which the payload does not have, is kept.
 */
export function normalizeDraft(draft: ReportDraft, config: StateConfiguration, mode: ReportMode): ReportDraft {
  const normalized = normalizeReport(draft, config, mode);
  const general = { ...(normalized.general_information as Record<string, unknown>), time: draft.general_information.time };
  return shareUnchanged(draft, { ...normalized, general_information: general }) as ReportDraft;
}

export type DraftItemArea = 'citizens' | 'officers' | 'complaints' | 'investigations';

/** 'Was Use Of Force' as normalizeReport decides it from the citizens (resolveWasUseOfForce). */
function withWasUseOfForce(draft: ReportDraft, config: StateConfiguration): ReportDraft {
  const general = draft.general_information;
  const wasUseOfForce = resolveWasUseOfForce(config, draft.citizens, general.was_use_of_force) === true;
  return wasUseOfForce === general.was_use_of_force
    ? draft
    : { ...draft, general_information: { ...general, was_use_of_force: wasUseOfForce } };
}

/**
 * normalizeDraft for a change inside one item, at the cost of that item alone (typing with 100 citizens):
 * an item's fields depend only on the item and on General Information, never on the other items, so the
 * other items are left as they are. The one cross-item effect, the citizens deciding the use-of-force switch,
 * is applied here as normalizeReport applies it.
 */
export function normalizeDraftItem(
  draft: ReportDraft,
  config: StateConfiguration,
  mode: ReportMode,
  area: DraftItemArea,
  id: string,
): ReportDraft {
  const items = draft[area] ?? [];
  const index = items.findIndex((item) => item.id === id);
  const item = items[index];
  if (!item) return normalizeDraft(draft, config, mode);
  const alone = { ...draft, citizens: [], officers: [], complaints: [], investigations: [], [area]: [item] };
  const normalized = (normalizeReport(alone, config, mode)[area] as unknown[] | undefined)?.[0] ?? item;
  const shared = shareUnchanged(item, normalized) as ItemValues;
  const next = { ...draft, [area]: shared === item ? items : items.map((entry, position) => (position === index ? shared : entry)) };
  return area === 'citizens' ? withWasUseOfForce(next, config) : next;
}

const ITEM_AREAS: readonly DraftItemArea[] = ['citizens', 'officers', 'complaints', 'investigations'];

/**
 * normalizeDraft for a change outside the lists (General Information, use of force, tags, duration) that left
 * every value the items' conditions read as it was: the items would come out unchanged, so they are skipped.
 */
export function normalizeDraftOutsideItems(draft: ReportDraft, config: StateConfiguration, mode: ReportMode): ReportDraft {
  const withoutItems = { ...draft, citizens: [], officers: [], complaints: [], investigations: [] };
  const normalized = normalizeDraft(withoutItems, config, mode);
  const result: ReportDraft = { ...normalized, citizens: draft.citizens, officers: draft.officers };
  delete result.complaints;
  delete result.investigations;
  for (const area of ITEM_AREAS) if (draft[area] !== undefined) Object.assign(result, { [area]: draft[area] });
  // Without the citizens, the pass above could not see them decide the switch: decide it from the officer's choice again.
  const chosen = draft.general_information.was_use_of_force;
  const withChoice =
    result.general_information.was_use_of_force === chosen
      ? result
      : { ...result, general_information: { ...result.general_information, was_use_of_force: chosen } };
  const decided = withWasUseOfForce(withChoice, config);
  const general = shareUnchanged(draft.general_information, decided.general_information) as ReportDraft['general_information'];
  return general === decided.general_information ? decided : { ...decided, general_information: general };
}
