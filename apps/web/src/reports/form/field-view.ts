import type { ShownField } from '@fieldbook/domain';
import type { EntrySuggestion } from './entry-suggestions.ts';
import type { IssueLookup } from './issue-index.ts';

/** What every field component receives: the field as shown now, its value, where its issues are, and a setter. */
export interface FieldViewProps {
  shown: ShownField;
  value: unknown;
  /** The field's issue path ('citizens.0.perception.race'). */
  path: string;
  /** Issues of the item the field belongs to (nested itemlist fields look theirs up here too). */
  issues: IssueLookup;
  /** What `report.` conditions read (for nested itemlist entries). */
  report: unknown;
  onChange: (value: unknown) => void;
  /** An itemlist's entries taken from the item's other answers, offered while it is empty (entry-suggestions.ts). */
  suggestions?: readonly EntrySuggestion[] | undefined;
}

/** The FieldFrame props every component passes on. */
export function frameProps({ shown, path, issues }: FieldViewProps) {
  return {
    label: shown.field.label,
    hint: shown.field.hint,
    isRequired: shown.field.required,
    disabledMessage: shown.disabledMessage,
    issue: issues.get(path),
    path,
  };
}
