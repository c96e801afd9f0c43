import { CATALOG_LIMITS } from '@fieldbook/domain';
import type { FieldErrors } from './form-errors.ts';
import { TextField } from './text-field.tsx';

interface CatalogNameFieldsProps {
  /** The form's id, which the fields' ids start with. */
  id: string;
  name: string;
  acronym: string;
  onNameChange: (name: string) => void;
  onAcronymChange: (acronym: string) => void;
  errors: FieldErrors;
}

/** A group's or an area's name and acronym, with the catalog's lengths. */
export function CatalogNameFields({ id, name, acronym, onNameChange, onAcronymChange, errors }: CatalogNameFieldsProps) {
  return (
    <>
      <TextField
        id={`${id}-name`}
        label="Name"
        value={name}
        onChange={onNameChange}
        error={errors.name}
        maxLength={CATALOG_LIMITS.nameMaxLength}
        autoComplete="off"
      />
      <TextField
        id={`${id}-acronym`}
        label="Acronym"
        value={acronym}
        onChange={onAcronymChange}
        error={errors.acronym}
        maxLength={CATALOG_LIMITS.acronymMaxLength}
        autoComplete="off"
      />
    </>
  );
}
