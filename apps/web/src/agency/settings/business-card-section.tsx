import { BUSINESS_CARD_LIMITS, type BusinessCardSettings } from '@fieldbook/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { businessCardQueryOptions, CATALOG_KEYS, saveBusinessCard } from './catalog.api.ts';
import { SectionFrame } from './section-frame.tsx';
import { SettingsForm } from './settings-form.tsx';
import { TextAreaField, TextField } from './text-field.tsx';
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
    <SettingsForm className="business-card-form" formRef={formRef} onSubmit={handleSubmit} isSaving={save.isPending} status={status}>
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
      <TextAreaField
        id={`${id}-message`}
        label="Message"
        rows={3}
        value={text('message')}
        onChange={setText('message')}
        maxLength={BUSINESS_CARD_LIMITS.message}
        error={errors.message}
        hint={`A short note for the people officers meet, up to ${BUSINESS_CARD_LIMITS.message} characters.`}
      />
      <fieldset className="business-card-show">
        <legend>Show on the card</legend>
        {SHOW_OPTIONS.map(({ key, label }) => (
          <label key={key} className="checkbox-field">
            <input type="checkbox" checked={value[key]} onChange={(event) => setValue({ ...value, [key]: event.target.checked })} />
            {label}
          </label>
        ))}
      </fieldset>
    </SettingsForm>
  );
}
