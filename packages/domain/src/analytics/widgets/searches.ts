import type { WidgetDefinition } from '../widget-context.ts';

/** C. Searches and outcomes (analytics-widgets.md §3). */
export const SEARCH_WIDGETS: WidgetDefinition[] = [];
