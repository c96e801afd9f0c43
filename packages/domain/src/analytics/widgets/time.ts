import type { WidgetDefinition } from '../widget-context.ts';

/** E. Time patterns (analytics-widgets.md §3). */
export const TIME_WIDGETS: WidgetDefinition[] = [];
