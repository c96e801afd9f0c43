import { type ItemForm, type ItemValues, newItem, type StateConfiguration } from '@fieldbook/domain';
import { useMemo } from 'react';
import type { DraftUpdate } from './form-hooks.ts';
import type { DraftItemArea } from './normalize-draft.ts';
import type { ReportDraft } from './report-draft.ts';

export type ItemArea = DraftItemArea;
export type ItemRecipe = (item: ItemValues) => ItemValues;

export function itemFormOf(config: StateConfiguration, area: ItemArea): ItemForm | undefined {
  if (area === 'citizens' || area === 'officers') return config[area];
  return config.supervision?.[area];
}

const listOf = (draft: ReportDraft, area: ItemArea): ItemValues[] => draft[area] ?? [];

/** A new item at the end of the list, carrying the first item's reuse_fields (domain newItem). */
export function addItem(draft: ReportDraft, area: ItemArea, form: ItemForm, id: string = crypto.randomUUID()): ReportDraft {
  const items = listOf(draft, area);
  return { ...draft, [area]: [...items, newItem(form.sections, id, items[0]) as ItemValues] };
}

export function updateItem(draft: ReportDraft, area: ItemArea, id: string, recipe: ItemRecipe): ReportDraft {
  return { ...draft, [area]: listOf(draft, area).map((item) => (item.id === id ? recipe(item) : item)) };
}

/** Removes an item; a removed citizen is also unticked in the officers' citizen checklists. */
export function removeItem(draft: ReportDraft, area: ItemArea, id: string, config: StateConfiguration): ReportDraft {
  const next = { ...draft, [area]: listOf(draft, area).filter((item) => item.id !== id) };
  if (area !== 'citizens') return next;
  const checklists = config.officers.sections.flatMap((section) =>
    section.fields.filter((field) => field.component === 'citizen_checklist').map((field) => [section.name, field.name] as const),
  );
  return { ...next, officers: next.officers.map((officer) => withoutCitizen(officer, checklists, id)) };
}

function withoutCitizen(officer: ItemValues, checklists: readonly (readonly [string, string])[], citizenId: string): ItemValues {
  let result = officer;
  for (const [sectionName, fieldName] of checklists) {
    const section = result[sectionName] as Record<string, unknown> | undefined;
    const chosen = section?.[fieldName];
    if (!Array.isArray(chosen) || !chosen.includes(citizenId)) continue;
    result = { ...result, [sectionName]: { ...section, [fieldName]: chosen.filter((entry) => entry !== citizenId) } };
  }
  return result;
}

export interface ItemListActions {
  onAdd: (area: ItemArea) => void;
  onChange: (area: ItemArea, id: string, recipe: ItemRecipe) => void;
  onRemove: (area: ItemArea, id: string) => void;
}

/** Stable add/change/remove callbacks for every item list, so memoised cards keep their props. */
export function useItemListActions(update: DraftUpdate, config: StateConfiguration): ItemListActions {
  return useMemo(
    () => ({
      onAdd: (area) => {
        const form = itemFormOf(config, area);
        if (form) update((draft) => addItem(draft, area, form));
      },
      onChange: (area, id, recipe) => update((draft) => updateItem(draft, area, id, recipe), { area, id }),
      onRemove: (area, id) => update((draft) => removeItem(draft, area, id, config)),
    }),
    [update, config],
  );
}
