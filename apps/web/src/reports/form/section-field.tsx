import type { ShownField } from '@fieldbook/domain';
import { memo } from 'react';
import type { EntrySuggestion } from './entry-suggestions.ts';
import { FormFieldView } from './form-field.tsx';
import type { IssueLookup } from './issue-index.ts';

interface SectionFieldProps {
  shown: ShownField;
  value: unknown;
  /** 'section.field' inside the item, given back to onFieldChange. */
  fieldPath: string;
  /** Where the field's issues point. */
  issuePath: string;
  issues: IssueLookup;
  report: unknown;
  onFieldChange: (fieldPath: string, value: unknown) => void;
  suggestions?: readonly EntrySuggestion[] | undefined;
}

const isSameList = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((entry, index) => entry === b[index]);
const NO_SUGGESTIONS: readonly EntrySuggestion[] = [];
const suggestionTexts = (props: SectionFieldProps) => (props.suggestions ?? NO_SUGGESTIONS).map((suggestion) => suggestion.text);

/** Re-render only when what this field shows changed (the domain describes every field anew on each render). */
function isSameField(before: SectionFieldProps, after: SectionFieldProps): boolean {
  const isItemList = after.shown.field.component === 'itemlist';
  return (
    before.shown.field === after.shown.field &&
    before.shown.disabledMessage === after.shown.disabledMessage &&
    before.shown.derived === after.shown.derived &&
    isSameList(before.shown.options, after.shown.options) &&
    before.value === after.value &&
    before.fieldPath === after.fieldPath &&
    before.issuePath === after.issuePath &&
    (isItemList ? before.issues === after.issues : before.issues.get(before.issuePath) === after.issues.get(after.issuePath)) &&
    before.report === after.report &&
    before.onFieldChange === after.onFieldChange &&
    isSameList(suggestionTexts(before), suggestionTexts(after))
  );
}

/** One field of a section, memoised so typing re-renders that field and not its ~40 neighbours. */
export const SectionField = memo(function SectionField({ fieldPath, issuePath, onFieldChange, ...props }: SectionFieldProps) {
  return <FormFieldView {...props} path={issuePath} onChange={(value) => onFieldChange(fieldPath, value)} />;
}, isSameField);
