import { AGENCY_LIMITS, type AgencyFormErrors, type AgencyFormField, type AgencyFormValue, ORI_LENGTH } from '@fieldbook/domain';
import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, type ReactNode, useId } from 'react';
import { statesQueryOptions, timezonesQueryOptions } from './agency-info.api.ts';
import './agency.css';

export interface AgencyFormProps {
  value: AgencyFormValue;
  onChange: (value: AgencyFormValue) => void;
  /** Messages to show under fields (the caller decides when: on Continue, on save, a taken ORI). */
  errors?: AgencyFormErrors;
  isDisabled?: boolean;
}

/**
 * The agency's information (accounts.md §3 Agency, §5): name, ORI, state, phone, e-mail, time zone, and the optional
 * jurisdiction code and address. Used by Setup 1 of 3 of the onboarding and the agency section of Settings.
 */
export function AgencyForm({ value, onChange, errors = {}, isDisabled = false }: AgencyFormProps) {
  const id = useId();
  const states = useQuery(statesQueryOptions());
  const timezones = useQuery(timezonesQueryOptions());

  const set = (field: AgencyFormField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    onChange({ ...value, [field]: event.target.value });
  // ORIs are written in capitals: typing 'ca0349400' keeps 'CA0349400'.
  const setOri = (event: ChangeEvent<HTMLInputElement>) => onChange({ ...value, ori: event.target.value.toUpperCase() });

  const field = (name: AgencyFormField, label: string, control: (props: ControlProps) => ReactNode, hint?: string) => {
    const controlId = `${id}-${name}`;
    const error = errors[name];
    const describedBy = [hint ? `${controlId}-hint` : null, error ? `${controlId}-error` : null].filter(Boolean).join(' ');
    return (
      <div className="field">
        <label htmlFor={controlId}>{label}</label>
        {control({
          id: controlId,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy || undefined,
          disabled: isDisabled,
        })}
        {hint ? (
          <p id={`${controlId}-hint`} className="field-hint">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${controlId}-error`} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <div className="agency-form">
      {field('full_name', 'Agency Name', (props) => (
        <input
          {...props}
          aria-required
          autoComplete="organization"
          value={value.full_name}
          onChange={set('full_name')}
          maxLength={AGENCY_LIMITS.fullName}
        />
      ))}
      {field(
        'ori',
        'ORI',
        (props) => (
          <input
            {...props}
            aria-required
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            value={value.ori}
            onChange={setOri}
            maxLength={ORI_LENGTH}
          />
        ),
        `${ORI_LENGTH} uppercase letters or digits.`,
      )}
      {field('state_name', 'State', (props) => (
        <select {...props} aria-required value={value.state_name} onChange={set('state_name')} aria-busy={states.isPending}>
          <option value="">Choose a state</option>
          {withCurrent(states.data?.map((state) => state.name) ?? [], value.state_name).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      ))}
      {field('phone1', 'Phone', (props) => (
        <input
          {...props}
          aria-required
          type="tel"
          autoComplete="tel"
          value={value.phone1}
          onChange={set('phone1')}
          maxLength={AGENCY_LIMITS.phone}
        />
      ))}
      {field('email', 'Email', (props) => (
        <input
          {...props}
          aria-required
          type="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          value={value.email}
          onChange={set('email')}
          maxLength={AGENCY_LIMITS.email}
        />
      ))}
      {field('timezone', 'Time Zone', (props) => (
        <select {...props} aria-required value={value.timezone} onChange={set('timezone')} aria-busy={timezones.isPending}>
          <option value="">Choose a time zone</option>
          {(timezones.data ?? []).map((zone) => (
            <option key={zone.name} value={zone.name}>
              {zone.label}
            </option>
          ))}
        </select>
      ))}
      {field('jurisdiction_code', 'Jurisdiction Code (optional)', (props) => (
        <input {...props} value={value.jurisdiction_code} onChange={set('jurisdiction_code')} maxLength={AGENCY_LIMITS.jurisdictionCode} />
      ))}
      {field('address', 'Address (optional)', (props) => (
        <input {...props} autoComplete="street-address" value={value.address} onChange={set('address')} maxLength={AGENCY_LIMITS.address} />
      ))}
    </div>
  );
}

interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  disabled: boolean;
}

/** The offered names, plus the saved one if the list no longer has it (so the select never shows a wrong value). */
function withCurrent(names: string[], current: string): string[] {
  return current === '' || names.includes(current) ? names : [current, ...names];
}
