import type { WidgetContext, WidgetDefinition, WidgetResult } from './widget-context.ts';
import type { Widget } from './widget-types.ts';

/**
 * Why a widget says 'Content Omitted' (issue 27), so the card can say what to do: the per-resident widgets without the
 * jurisdiction's population figures, a filter (officer, group, tag, area or date) that leaves too few people, or too
 * few people in the period itself.
 */
export type OmittedReason = 'no_population' | 'filter_too_narrow' | 'too_few_people';

/** Widgets that divide by the jurisdiction's residents (analytics-widgets.md B2, B3). */
export const PER_RESIDENT_WIDGETS: ReadonlySet<string> = new Set(['race_share_vs_population', 'stop_rate_ratio']);

/** Map kinds whose `limited` means 'only the latest points are drawn', not 'omitted' (analytics.md §9). */
const TRUNCATED_KINDS: ReadonlySet<string> = new Set(['pattern_map', 'filter_map']);

/** Whether a computed widget shows 'Content Omitted' rather than its drawing. */
export function isContentOmitted(widget: Pick<Widget, 'component'>): boolean {
  return widget.component.limited && !TRUNCATED_KINDS.has(widget.component.name);
}

/** Whether a widget can be drawn: it has data and is not omitted. */
export function isDrawable(widget: Pick<Widget, 'component' | 'has_data'>): boolean {
  return widget.has_data && !isContentOmitted(widget);
}

/** The reason a limited widget is omitted, from what the context lacks; undefined when it is not limited. */
export function omittedReason(definition: WidgetDefinition, result: WidgetResult, context: WidgetContext): OmittedReason | undefined {
  if (!result.limited || TRUNCATED_KINDS.has(definition.kind)) return undefined;
  if (PER_RESIDENT_WIDGETS.has(definition.id) && context.population === null) return 'no_population';
  if (context.officerFiltered || context.tagFiltered || context.filtered) return 'filter_too_narrow';
  return 'too_few_people';
}

/** How many widgets the dashboard suggests. */
export const SUGGESTED_COUNT = 10;

/**
 * The widgets to suggest for the period: the catalogue's most important (★) that can be drawn, then the others that can
 * be drawn in catalogue order, up to SUGGESTED_COUNT; never one that would show 'Content Omitted' or 'Get Started!'.
 */
export function suggestWidgets(definitions: readonly WidgetDefinition[], widgets: readonly Widget[], count = SUGGESTED_COUNT): string[] {
  const drawable = new Set(widgets.filter(isDrawable).map((widget) => widget.id));
  const top = definitions.filter((definition) => definition.top && drawable.has(definition.id));
  const others = definitions.filter((definition) => !definition.top && drawable.has(definition.id));
  return [...top, ...others].slice(0, count).map((definition) => definition.id);
}
