import type { ReportFilterOptions } from '@fieldbook/contract';
import type { ReportFilters } from '@fieldbook/domain';
import { useId } from 'react';
import { FieldFrame, inputA11y } from '../form/field-frame.tsx';
import type { FiltersPatch, IssueAt } from './filter-values.ts';
import { MultiPick } from './multi-pick.tsx';

interface CitizenFiltersProps {
  filters: ReportFilters;
  onChange: (patch: FiltersPatch) => void;
  issueAt: IssueAt;
  options: ReportFilterOptions;
}

function ageValue(text: string): number | null {
  const age = Number(text);
  return text === '' || !Number.isFinite(age) ? null : Math.max(0, Math.min(150, Math.trunc(age)));
}

function AgeRange({ filters, onChange, issueAt }: Omit<CitizenFiltersProps, 'options'>) {
  const id = useId();
  const age = filters.citizenAge ?? {};
  const issue = issueAt('citizenAge');
  const bound = (name: 'from' | 'to', label: string) => (
    <div className="range-bound">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        type="number"
        inputMode="numeric"
        min={0}
        max={150}
        value={age[name] ?? ''}
        aria-invalid={issue ? true : undefined}
        aria-describedby={issue ? `${id}-error` : undefined}
        onChange={(event) => onChange({ citizenAge: { ...age, [name]: ageValue(event.target.value) } })}
      />
    </div>
  );
  return (
    <fieldset className="form-field-group filter-group">
      <legend className="form-field-label">Citizen age</legend>
      <div className="range">
        {bound('from', 'Age from')}
        {bound('to', 'Age to')}
      </div>
      {issue && (
        <p id={`${id}-error`} className="form-field-error">
          {issue}
        </p>
      )}
    </fieldset>
  );
}

/** Yes means true, No means false, All means no filter (analytics.md §5). */
function FlagFilter({
  label,
  value,
  issue,
  onChange,
}: {
  label: string;
  value: boolean | undefined;
  issue: string | undefined;
  onChange: (value: boolean | undefined) => void;
}) {
  return (
    <FieldFrame label={label} issue={issue}>
      {(a11y) => (
        <select
          {...inputA11y(a11y)}
          value={value === undefined ? 'all' : String(value)}
          onChange={(event) => onChange(event.target.value === 'all' ? undefined : event.target.value === 'true')}
        >
          <option value="all">All</option>
          <option value="true">Yes</option>
          <option value="false">No</option>
        </select>
      )}
    </FieldFrame>
  );
}

/** Citizen age and the citizen fields the agency's configuration offers: a multi-select per choice, Yes / No / All per flag. */
export function CitizenFilters({ filters, onChange, issueAt, options }: CitizenFiltersProps) {
  function handleChoice(key: string, values: string[] | undefined) {
    const { [key]: _removed, ...rest } = filters.citizen ?? {};
    onChange({ citizen: values ? { ...rest, [key]: values } : rest });
  }
  function handleFlag(key: string, value: boolean | undefined) {
    const { [key]: _removed, ...rest } = filters.flags ?? {};
    onChange({ flags: value === undefined ? rest : { ...rest, [key]: value } });
  }

  return (
    <>
      {options.has_citizen_age && <AgeRange filters={filters} onChange={onChange} issueAt={issueAt} />}
      {options.citizen_fields.map((field) =>
        field.kind === 'choice' ? (
          <MultiPick
            key={field.key}
            label={field.label}
            options={field.options.map((option) => ({ key: option.value, label: option.label }))}
            chosen={filters.citizen?.[field.key] ?? []}
            onChange={(values) => handleChoice(field.key, values)}
            issue={issueAt(`citizen.${field.key}`)}
          />
        ) : (
          <FlagFilter
            key={field.key}
            label={field.label}
            value={filters.flags?.[field.key]}
            issue={issueAt(`flags.${field.key}`)}
            onChange={(value) => handleFlag(field.key, value)}
          />
        ),
      )}
    </>
  );
}
