import type { Fact } from './fact-sources.ts';
import { omittedReason } from './omitted.ts';
import type { WidgetContext, WidgetDefinition } from './widget-context.ts';
import { WIDGET_SIZES, type Widget } from './widget-types.ts';
import { DEMOGRAPHIC_WIDGETS } from './widgets/demographics.ts';
import { FORCE_WIDGETS } from './widgets/force.ts';
import { GEOGRAPHY_WIDGETS } from './widgets/geography.ts';
import { OFFICER_WIDGETS } from './widgets/officers.ts';
import { OVERVIEW_WIDGETS } from './widgets/overview.ts';
import { QUALITY_WIDGETS } from './widgets/quality.ts';
import { SEARCH_WIDGETS } from './widgets/searches.ts';
import { TIME_WIDGETS } from './widgets/time.ts';

/** The widget catalogue (analytics-widgets.md §3), in display order. */
export const WIDGET_CATALOG: readonly WidgetDefinition[] = [
  ...OVERVIEW_WIDGETS,
  ...DEMOGRAPHIC_WIDGETS,
  ...SEARCH_WIDGETS,
  ...FORCE_WIDGETS,
  ...TIME_WIDGETS,
  ...GEOGRAPHY_WIDGETS,
  ...OFFICER_WIDGETS,
  ...QUALITY_WIDGETS,
];

export const WIDGETS_BY_ID: ReadonlyMap<string, WidgetDefinition> = new Map(WIDGET_CATALOG.map((widget) => [widget.id, widget]));

/** The widgets an agency's data supports (every needed fact supplied), and for the officer role none of the supervisory ones. */
export function widgetsOffered(supplied: ReadonlySet<Fact>, officerRole: boolean): WidgetDefinition[] {
  return WIDGET_CATALOG.filter((widget) => widget.needs.every((fact) => supplied.has(fact)) && !(officerRole && widget.supervisory));
}

/** A catalogue widget computed over a context, as the generate answer carries it (analytics.md §3). */
export function computeWidget(definition: WidgetDefinition, context: WidgetContext, position: number): Widget {
  const result = definition.compute(context);
  return {
    id: definition.id,
    title: definition.title,
    help_url: `/docs/analytics#${definition.id}`,
    position,
    info: definition.info,
    context_label: definition.contextLabel,
    section: definition.section,
    size: WIDGET_SIZES[definition.kind],
    component: {
      name: definition.kind,
      config: result.config,
      limited: result.limited,
      ...(result.limited ? { omitted_reason: omittedReason(definition, result, context) } : {}),
    },
    has_data: result.hasData,
  };
}
