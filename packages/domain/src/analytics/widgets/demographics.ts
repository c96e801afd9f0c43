import type { WidgetDefinition } from '../widget-context.ts';

/** B. Demographics and disparity (analytics-widgets.md §3). */
export const DEMOGRAPHIC_WIDGETS: WidgetDefinition[] = [];
