import type { WidgetDefinition } from '../widget-context.ts';

/** H. Data quality (analytics-widgets.md §3). */
export const QUALITY_WIDGETS: WidgetDefinition[] = [];
