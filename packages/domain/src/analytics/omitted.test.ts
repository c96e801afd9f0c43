import { describe, expect, it } from 'vitest';
import { computeWidget, WIDGET_CATALOG, WIDGETS_BY_ID } from './catalog.ts';
import { suggestWidgets } from './omitted.ts';
import { contextOf, many } from './test-people.test-helper.ts';
import type { WidgetDefinition } from './widget-context.ts';

const definition = (id: string) => WIDGETS_BY_ID.get(id) as WidgetDefinition;
const population = { total: 500_000, byRace: { white: 200_000, black: 60_000, hispanic: 180_000 } };
const few = many(10, { race: 'black', contactType: 'opa' });
const enough = [...many(200, { race: 'white', contactType: 'opa' }), ...many(80, { race: 'black', contactType: 'opa' })];

describe("why a widget is omitted ('Content Omitted')", () => {
  it('names the missing population for the per-resident widgets, and only for them', () => {
    const widget = computeWidget(definition('stop_rate_ratio'), contextOf(enough), 0);
    expect(widget.component.omitted_reason).toBe('no_population');
    const withPopulation = computeWidget(definition('stop_rate_ratio'), contextOf(enough, {}, { population }), 0);
    expect(withPopulation.component.limited).toBe(false);
    expect(withPopulation.component.omitted_reason).toBeUndefined();
  });

  it('blames a filter when one is set, else the period', () => {
    const byRace = definition('search_rate_by_race');
    expect(computeWidget(byRace, contextOf(few, {}, { population, filtered: true }), 0).component.omitted_reason).toBe('filter_too_narrow');
    expect(computeWidget(byRace, contextOf(few, {}, { population, tagFiltered: true }), 0).component.omitted_reason).toBe(
      'filter_too_narrow',
    );
    expect(computeWidget(byRace, contextOf(few, {}, { population }), 0).component.omitted_reason).toBe('too_few_people');
  });
});

describe('suggested widgets', () => {
  it('are drawable ones only, the starred first, ten at most', () => {
    const context = contextOf(enough, {}, { population });
    const widgets = WIDGET_CATALOG.map((entry, position) => computeWidget(entry, context, position));
    const suggested = suggestWidgets(WIDGET_CATALOG, widgets);
    expect(suggested.length).toBe(10);
    const byId = new Map(widgets.map((widget) => [widget.id, widget]));
    for (const id of suggested) {
      expect(byId.get(id)?.has_data, id).toBe(true);
      expect(byId.get(id)?.component.limited, id).toBe(false);
    }
    // A starred widget that cannot be drawn (no contraband found: no hit rate) gives its place to one that can.
    expect(suggested).not.toContain('hit_rate_by_race');
    const starred = suggested.filter((id) => definition(id).top);
    expect(suggested.slice(0, starred.length)).toEqual(starred);
  });
});
