import { BUSINESS_CARD_LIMITS, type BusinessCardSettings } from '@fieldbook/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { businessCardQueryOptions, CATALOG_KEYS, saveBusinessCard } from './catalog.api.ts';
import { SaveButton } from './save-button.tsx';
import { SectionFrame } from './section-frame.tsx';
import { TextField } from './text-field.tsx';
import { useQueryFailureRoute } from './use-failure-route.ts';
import { useFormErrors } from './use-form-errors.ts';

type TextKey = 'phone' | 'email' | 'website' | 'message';
type ShowKey = 'show_officer_name' | 'show_officer_id' | 'show_title' | 'show_badge' | 'show_address';

const SHOW_OPTIONS: { key: ShowKey; label: string }[] = [
  { key: 'show_officer_name', label: "Officer's name" },
  { key: 'show_title', label: "Officer's title" },
  { key: 'show_officer_id', label: "Officer's ID" },
  { key: 'show_badge', label: 'Agency badge' },
  { key: 'show_address', label: 'Agency address' },
];

/** What every officer's business card shows: contact details in place of the agency's, a note, and which parts. */
export function BusinessCardSection() {
  const card = useQuery(businessCardQueryOptions());
  useQueryFailureRoute(card.error);
  return (
    <SectionFrame
      section="business_card"
      title="Business Card"
      description="Officers share this card with the people they meet. Leave a contact field empty to show the agency's."
    >
      {card.data ? (
        <BusinessCardForm initial={card.data} />
      ) : (
        <p className="settings-loading" role="status">
          <span className="spinner" aria-hidden="true" /> Loading…
        </p>
      )}
    </SectionFrame>
  );
}

function BusinessCardForm({ initial }: { initial: BusinessCardSettings }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(initial);
  const { formRef, errors, setErrors, handleSaveError } = useFormErrors();
  const [status, setStatus] = useState('');
  const save = useMutation({
    mutationFn: saveBusinessCard,
    onSuccess: (saved) => {
      queryClient.setQueryData(CATALOG_KEYS.businessCard, saved);
      setValue(saved);
      setStatus('Business card saved.');
    },
    onError: handleSaveError,
  });

  const text = (key: TextKey) => value[key] ?? '';
  const setText = (key: TextKey) => (next: string) => setValue({ ...value, [key]: next });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    setStatus('');
    save.mutate(value);
  }

  return (
    <form ref={formRef} className="business-card-form" onSubmit={handleSubmit} noValidate aria-busy={save.isPending}>
      <TextField
        id={`${id}-phone`}
        label="Phone"
        type="tel"
        autoComplete="tel"
        value={text('phone')}
        onChange={setText('phone')}
        error={errors.phone}
        maxLength={BUSINESS_CARD_LIMITS.phone}
      />
      <TextField
        id={`${id}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        value={text('email')}
        onChange={setText('email')}
        error={errors.email}
        maxLength={BUSINESS_CARD_LIMITS.email}
      />
      <TextField
        id={`${id}-website`}
        label="Website"
        type="url"
        placeholder="https://"
        value={text('website')}
        onChange={setText('website')}
        error={errors.website}
        maxLength={BUSINESS_CARD_LIMITS.website}
      />
      <div className="field">
        <label htmlFor={`${id}-message`}>Message</label>
        <textarea
          id={`${id}-message`}
          rows={3}
          value={text('message')}
          onChange={(event) => setText('message')(event.target.value)}
          maxLength={BUSINESS_CARD_LIMITS.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={`${id}-message-hint${errors.message ? ` ${id}-message-error` : ''}`}
        />
        <p id={`${id}-message-hint`} className="field-hint">
          A short note for the people officers meet, up to {BUSINESS_CARD_LIMITS.message} characters.
        </p>
        {errors.message ? (
          <p id={`${id}-message-error`} className="field-error">
            {errors.message}
          </p>
        ) : null}
      </div>
      <fieldset className="business-card-show">
        <legend>Show on the card</legend>
        {SHOW_OPTIONS.map(({ key, label }) => (
          <label key={key} className="checkbox-field">
            <input type="checkbox" checked={value[key]} onChange={(event) => setValue({ ...value, [key]: event.target.checked })} />
            {label}
          </label>
        ))}
      </fieldset>
      <div className="settings-form-actions">
        <p className="settings-status" role="status" aria-live="polite">
          {status}
        </p>
        <SaveButton isSaving={save.isPending} />
      </div>
    </form>
  );
}
