import { applyFieldChange, type ItemForm, type ItemValues } from '@fieldbook/domain';
import { memo, useCallback } from 'react';
import { CollapsibleCard } from './collapsible-card.tsx';
import { countAnswers } from './field-values.ts';
import { useShowIssues } from './form-services.ts';
import type { IssueLookup } from './issue-index.ts';
import type { ItemArea, ItemListActions } from './item-list-actions.ts';
import { SectionFields } from './section-fields.tsx';

interface ItemCardProps {
  area: ItemArea;
  index: number;
  item: ItemValues;
  form: ItemForm;
  /** What `report.` conditions read; keeps its identity while those values do not change. */
  report: unknown;
  issues: IssueLookup;
  onChange: ItemListActions['onChange'];
  onRemove: ItemListActions['onRemove'];
}

/**
 * One citizen, officer, complaint or investigation. Memoised: typing in one item re-renders that card only
 * (every prop keeps its identity for the others).
 */
export const ItemCard = memo(function ItemCard({ area, index, item, form, report, issues, onChange, onRemove }: ItemCardProps) {
  const showIssues = useShowIssues();
  const title = `${form.item_name} ${index + 1}`;
  const itemIssue = showIssues ? issues.get(`${area}.${index}`) : undefined;

  const { id } = item;
  const handleFieldChange = useCallback(
    (path: string, value: unknown) => onChange(area, id, (current) => applyFieldChange(form.sections, current, path, value) as ItemValues),
    [area, id, form, onChange],
  );

  return (
    <CollapsibleCard
      title={title}
      jumpTarget={`${area}.${index}`}
      note={itemIssue}
      onRemove={() => onRemove(area, item.id)}
      getAnswerCount={() => countAnswers(item)}
    >
      <SectionFields
        sections={form.sections}
        item={item}
        report={report}
        area={area}
        pathPrefix={`${area}.${index}`}
        issues={issues}
        onFieldChange={handleFieldChange}
        isFoldable
      />
    </CollapsibleCard>
  );
});
