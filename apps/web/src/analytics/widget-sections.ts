import { SECTIONS, WIDGET_KINDS, type Widget } from '@fieldbook/domain';
import { isSmallKind } from './favourites.ts';

export interface WidgetSection {
  id: string;
  title: string;
  widgets: Widget[];
  /** The favourites: reorderable, and their cards offer 'Remove'. */
  isFavourites: boolean;
}

const ALLOWED_KINDS: ReadonlySet<string> = new Set(WIDGET_KINDS);
const NEW_PER_GROUP = 5;

/** Only widgets of the kinds this app draws are kept from the server's answer (analytics.md §4, §5). */
export function allowedWidgets(widgets: readonly Widget[]): Widget[] {
  return widgets.filter((widget) => ALLOWED_KINDS.has(widget.component?.name));
}

const byPosition = (a: Widget, b: Widget) => a.position - b.position;

/** analytics.md §9: up to the last 5 rate-card widgets plus the last 5 others, suggested ones excluded. */
export function newWidgets(widgets: readonly Widget[], suggested: readonly string[]): Widget[] {
  const candidates = widgets.filter((widget) => !suggested.includes(widget.id)).sort(byPosition);
  const cards = candidates.filter((widget) => widget.component.name === 'rate_card').slice(-NEW_PER_GROUP);
  const others = candidates.filter((widget) => widget.component.name !== 'rate_card').slice(-NEW_PER_GROUP);
  return [...cards, ...others];
}

const sectionTitle = (section: string) => (SECTIONS as Record<string, string>)[section] ?? section;

/**
 * The dashboard's sections: the favourites first (in their order), then the suggested widgets, the new ones, and the
 * rest by catalogue section. Each widget shows once.
 */
export function buildSections(widgets: readonly Widget[], favourites: readonly string[], suggested: readonly string[]): WidgetSection[] {
  const byId = new Map(widgets.map((widget) => [widget.id, widget]));
  const shown = new Set<string>();
  const take = (list: readonly (Widget | undefined)[]) => {
    const taken: Widget[] = [];
    for (const widget of list) {
      if (!widget || shown.has(widget.id)) continue;
      shown.add(widget.id);
      taken.push(widget);
    }
    return taken;
  };
  const sections: WidgetSection[] = [
    { id: 'favourites', title: 'My Favourites', widgets: take(favourites.map((id) => byId.get(id))), isFavourites: true },
  ];
  const suggestedWidgets = take(suggested.map((id) => byId.get(id)));
  const freshWidgets = take(newWidgets(widgets, suggested));
  if (suggestedWidgets.length > 0) sections.push({ id: 'suggested', title: 'Suggested', widgets: suggestedWidgets, isFavourites: false });
  if (freshWidgets.length > 0) sections.push({ id: 'new', title: 'New Widgets', widgets: freshWidgets, isFavourites: false });
  const rest = new Map<string, Widget[]>();
  for (const widget of [...widgets].sort(byPosition)) {
    if (shown.has(widget.id)) continue;
    rest.set(widget.section, [...(rest.get(widget.section) ?? []), widget]);
  }
  for (const [section, list] of rest)
    sections.push({ id: `section-${section}`, title: sectionTitle(section), widgets: list, isFavourites: false });
  return sections;
}

/** Small and larger widgets, each group in order. */
export function splitBySize(widgets: readonly Widget[]): { small: Widget[]; large: Widget[] } {
  return {
    small: widgets.filter((widget) => isSmallKind(widget.component.name)),
    large: widgets.filter((widget) => !isSmallKind(widget.component.name)),
  };
}

/** A collapsed section shows one row of small widgets and one row of larger ones; 'See All' shows the rest. */
export function collapsedRows(widgets: readonly Widget[], columns: number): { small: Widget[]; large: Widget[]; hasMore: boolean } {
  const { small, large } = splitBySize(widgets);
  return { small: small.slice(0, columns), large: large.slice(0, columns), hasMore: small.length > columns || large.length > columns };
}
