import type { Fact } from './fact-sources.ts';
import type { WidgetDefinition } from './widget-context.ts';
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
