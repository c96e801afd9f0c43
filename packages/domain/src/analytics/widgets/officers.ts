import type { WidgetDefinition } from '../widget-context.ts';

/** G. Officers and groups (analytics-widgets.md §3). */
export const OFFICER_WIDGETS: WidgetDefinition[] = [];
