import type { Fact } from './fact-sources.ts';
import type { WidgetDefinition } from './widget-context.ts';
import { OVERVIEW_WIDGETS } from './widgets/overview.ts';

/** The widget catalogue (analytics-widgets.md §3), in display order. */
export const WIDGET_CATALOG: readonly WidgetDefinition[] = [...OVERVIEW_WIDGETS];

export const WIDGETS_BY_ID: ReadonlyMap<string, WidgetDefinition> = new Map(WIDGET_CATALOG.map((widget) => [widget.id, widget]));

/** The widgets an agency's data supports (every needed fact supplied), and for the officer role none of the supervisory ones. */
export function widgetsOffered(supplied: ReadonlySet<Fact>, officerRole: boolean): WidgetDefinition[] {
  return WIDGET_CATALOG.filter((widget) => widget.needs.every((fact) => supplied.has(fact)) && !(officerRole && widget.supervisory));
}
