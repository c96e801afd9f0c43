import { type AnalyticsPopulation, analyticsPopulation } from '@fieldbook/contract';
import { labelOf, RACE_GROUPS } from '@fieldbook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { issuesByField } from '../agency/settings/form-errors.ts';
import { SaveButton } from '../agency/settings/save-button.tsx';
import { SectionFrame } from '../agency/settings/section-frame.tsx';
import { TextField } from '../agency/settings/text-field.tsx';
import { useQueryFailureRoute } from '../agency/settings/use-failure-route.ts';
import { useFormErrors } from '../agency/settings/use-form-errors.ts';
import { POPULATION_KEY, populationQueryOptions, savePopulation } from './population.api.ts';

/** The groups an agency enters (the census has no separate figures for the combined or 'other' groups). */
const ENTERED_GROUPS = RACE_GROUPS.filter((race) => race !== 'asian_pacific_islander' && race !== 'other');

/**
 * Settings 'Population' (analytics-widgets.md B2, B3): the jurisdiction's residents by race group from the census (ACS
 * 5-year), the denominator of the per-resident widgets. Without it those widgets say 'Content Omitted' and link here.
 */
export function PopulationSection() {
  const population = useQuery(populationQueryOptions());
  useQueryFailureRoute(population.error);
  return (
    <SectionFrame
      section="population"
      title="Population"
      description="Your jurisdiction's residents by race or ethnicity, from the census (ACS 5-year estimates). The per-resident widgets of the dashboard divide by them."
    >
      {population.isPending ? (
        <p className="settings-loading" role="status">
          <span className="spinner" aria-hidden="true" /> Loading…
        </p>
      ) : (
        <PopulationForm initial={population.data ?? null} />
      )}
    </SectionFrame>
  );
}

const asText = (value: number | undefined) => (value === undefined ? '' : String(value));

function PopulationForm({ initial }: { initial: AnalyticsPopulation | null }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [total, setTotal] = useState(asText(initial?.total));
  const [byRace, setByRace] = useState<Record<string, string>>(
    Object.fromEntries(ENTERED_GROUPS.map((race) => [race, asText(initial?.by_race[race])])),
  );
  const [source, setSource] = useState(initial?.source ?? '');
  const [status, setStatus] = useState('');
  const { formRef, errors, setErrors, showErrors, handleSaveError } = useFormErrors();
  const save = useMutation({
    mutationFn: savePopulation,
    onSuccess: (saved) => {
      queryClient.setQueryData(POPULATION_KEY, saved);
      setStatus('Population saved.');
    },
    onError: handleSaveError,
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    setStatus('');
    const count = (text: string) => (/^\d{1,9}$/.test(text.replace(/[,\s]/g, '')) ? Number(text.replace(/[,\s]/g, '')) : null);
    const entered = Object.entries(byRace).filter(([, text]) => text.trim());
    const wrong = entered.find(([, text]) => count(text) === null);
    if (count(total) === null || wrong) {
      showErrors({
        ...(count(total) === null ? { total: 'Enter the number of residents, in whole numbers.' } : {}),
        ...(wrong ? { by_race: `Enter the residents of each group in whole numbers (${labelOf(wrong[0])}).` } : {}),
      });
      return;
    }
    const checked = analyticsPopulation.safeParse({
      total: count(total),
      by_race: Object.fromEntries(entered.map(([race, text]) => [race, count(text)])),
      source,
    });
    if (!checked.success) {
      showErrors(issuesByField(checked.error.issues));
      return;
    }
    save.mutate(checked.data);
  }

  const numberProps = { inputMode: 'numeric' as const, autoComplete: 'off' };
  return (
    <form ref={formRef} className="population-form" onSubmit={handleSubmit} noValidate aria-busy={save.isPending}>
      <TextField id={`${id}-total`} label="Residents in all" value={total} onChange={setTotal} error={errors.total} {...numberProps} />
      <fieldset className="population-groups" aria-describedby={errors.by_race ? `${id}-groups-error` : undefined}>
        <legend>Residents by race or ethnicity</legend>
        {errors.by_race ? (
          <p id={`${id}-groups-error`} className="field-error">
            {errors.by_race}
          </p>
        ) : null}
        {ENTERED_GROUPS.map((race) => (
          <TextField
            key={race}
            id={`${id}-${race}`}
            label={labelOf(race)}
            value={byRace[race] ?? ''}
            onChange={(value) => setByRace((current) => ({ ...current, [race]: value }))}
            {...numberProps}
          />
        ))}
      </fieldset>
      <TextField
        id={`${id}-source`}
        label="Source"
        value={source}
        onChange={setSource}
        error={errors.source}
        hint="For example: ACS 2019-2023 5-year estimates, table B03002."
        maxLength={200}
      />
      <div className="settings-form-actions">
        <p className="settings-status" role="status" aria-live="polite">
          {status}
        </p>
        <SaveButton isSaving={save.isPending} />
      </div>
    </form>
  );
}
