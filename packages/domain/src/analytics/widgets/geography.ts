import type { WidgetDefinition } from '../widget-context.ts';

/** F. Geography (analytics-widgets.md §3). */
export const GEOGRAPHY_WIDGETS: WidgetDefinition[] = [];
