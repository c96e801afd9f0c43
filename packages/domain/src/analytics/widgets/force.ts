import type { WidgetDefinition } from '../widget-context.ts';

/** D. Use of force (analytics-widgets.md §3). */
export const FORCE_WIDGETS: WidgetDefinition[] = [];
