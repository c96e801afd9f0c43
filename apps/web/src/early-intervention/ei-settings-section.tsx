import type { EarlyInterventionSettingsView } from '@fieldbook/contract';
import { earlyInterventionSettingsSchema } from '@fieldbook/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { meQueryKey } from '../accounts/accounts.api.ts';
import { issuesByPath, serverPathErrors } from '../agency/settings/form-errors.ts';
import { SectionFrame } from '../agency/settings/section-frame.tsx';
import { SettingsForm } from '../agency/settings/settings-form.tsx';
import { TextField } from '../agency/settings/text-field.tsx';
import { checkedBy, useSettingsSave } from '../agency/settings/use-settings-save.ts';
import { PageLoading } from '../shell/page-loading.tsx';
import { EI_KEY, eiSettingsQueryOptions, saveEiSettings } from './ei.api.ts';
import { EvaluationRunner } from './evaluation-runner.tsx';
import { ForceThresholdChoice } from './force-threshold-choice.tsx';
import { IndicatorChoices } from './indicator-choices.tsx';
import { SwitchField } from './switch-field.tsx';
import './early-intervention.css';

/** The form keeps what was typed; numbers are read when saving. */
interface Draft {
  enabled: boolean;
  indicators: EarlyInterventionSettingsView['indicators'];
  forceThreshold: EarlyInterventionSettingsView['force_threshold'];
  countEnabled: boolean;
  count: string;
  countWindow: string;
  peerEnabled: boolean;
  peerWindow: string;
  minPersons: string;
  fdr: string;
  deadline: string;
  officerSeesClosed: boolean;
}

const toDraft = (s: EarlyInterventionSettingsView): Draft => ({
  enabled: s.enabled,
  indicators: s.indicators,
  forceThreshold: s.force_threshold,
  countEnabled: s.count_rule.enabled,
  count: String(s.count_rule.count),
  countWindow: String(s.count_rule.window_months),
  peerEnabled: s.peer_rule.enabled,
  peerWindow: String(s.peer_rule.window_months),
  minPersons: String(s.peer_rule.min_persons),
  fdr: String(s.peer_rule.fdr),
  deadline: String(s.review_deadline_days),
  officerSeesClosed: s.officer_sees_closed,
});

const num = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

const fromDraft = (d: Draft) => ({
  enabled: d.enabled,
  indicators: d.indicators,
  count_rule: { enabled: d.countEnabled, count: num(d.count), window_months: num(d.countWindow) },
  peer_rule: { enabled: d.peerEnabled, window_months: num(d.peerWindow), min_persons: num(d.minPersons), fdr: num(d.fdr) },
  review_deadline_days: num(d.deadline),
  officer_sees_closed: d.officerSeesClosed,
  force_threshold: d.forceThreshold,
});

type NumberKey = 'count' | 'countWindow' | 'peerWindow' | 'minPersons' | 'fdr' | 'deadline';
const NUMBER_FIELDS: Record<NumberKey, { id: string; label: string; path: string; hint?: string; step?: string }> = {
  count: { id: 'ei-count', label: 'Events', path: 'count_rule.count' },
  countWindow: { id: 'ei-count-window', label: 'Window (months)', path: 'count_rule.window_months' },
  peerWindow: { id: 'ei-peer-window', label: 'Window (months)', path: 'peer_rule.window_months' },
  minPersons: {
    id: 'ei-min-persons',
    label: 'Minimum persons stopped',
    path: 'peer_rule.min_persons',
    hint: 'On both sides, so a few stops never flag anyone.',
  },
  fdr: {
    id: 'ei-fdr',
    label: 'False-discovery rate',
    path: 'peer_rule.fdr',
    step: '0.001',
    hint: '0.05 means at most about 1 in 20 flags by chance, however many officers.',
  },
  deadline: { id: 'ei-deadline', label: 'Review deadline (days)', path: 'review_deadline_days' },
};

interface RuleFieldsetProps {
  legend: string;
  toggle: { id: string; label: string };
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}

/** A rule of the settings: its switch, then its numbers side by side. */
function RuleFieldset({ legend, toggle, checked, onChange, children }: RuleFieldsetProps) {
  return (
    <fieldset className="ei-fieldset">
      <legend>{legend}</legend>
      <SwitchField id={toggle.id} label={toggle.label} checked={checked} onChange={onChange} />
      <div className="ei-number-row">{children}</div>
    </fieldset>
  );
}

/** Settings > Early intervention (issue 28; agency.early_intervention.manage). */
export function EarlyInterventionSection() {
  const settings = useQuery(eiSettingsQueryOptions());
  return (
    <SectionFrame
      section="early_intervention"
      title="Early intervention"
      description="Find officers who may need support early, from what Fieldbook already holds. A flag starts a supportive review by a supervisor, never a sanction."
    >
      {settings.data ? (
        <EarlyInterventionForm initial={settings.data} />
      ) : settings.isError ? (
        <p role="alert">The settings could not be read.</p>
      ) : (
        <PageLoading />
      )}
    </SectionFrame>
  );
}

function EarlyInterventionForm({ initial }: { initial: EarlyInterventionSettingsView }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => toDraft(initial));
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));

  const { form, errors, status } = useSettingsSave({
    check: () => checkedBy(earlyInterventionSettingsSchema.safeParse(fromDraft(draft)), issuesByPath),
    save: saveEiSettings,
    onSaved: async (saved) => {
      queryClient.setQueryData(eiSettingsQueryOptions().queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      await queryClient.invalidateQueries({ queryKey: [EI_KEY] });
      return saved.enabled ? 'Early intervention settings saved.' : 'Saved. Early intervention is off.';
    },
    readServerErrors: serverPathErrors,
  });

  /** One of the settings' numbers: typed as text, read when saving, its message by the settings' path. */
  function numberField(key: NumberKey) {
    const { path, step = '1', ...field } = NUMBER_FIELDS[key];
    return (
      <TextField {...field} type="number" inputMode="decimal" step={step} value={draft[key]} onChange={set(key)} error={errors[path]} />
    );
  }

  return (
    <>
      <SettingsForm className="ei-settings-form" {...form} status={status}>
        <SwitchField id="ei-enabled" label="Early intervention is on" checked={draft.enabled} onChange={set('enabled')} />
        <IndicatorChoices selected={draft.indicators} onChange={set('indicators')} error={errors.indicators} />
        <ForceThresholdChoice value={draft.forceThreshold} onChange={set('forceThreshold')} error={errors.force_threshold} />
        <RuleFieldset
          legend="Count rule"
          toggle={{ id: 'ei-count-enabled', label: 'Flag a count of events in a rolling window' }}
          checked={draft.countEnabled}
          onChange={set('countEnabled')}
        >
          {numberField('count')}
          {numberField('countWindow')}
        </RuleFieldset>
        <RuleFieldset
          legend="Peer comparison"
          toggle={{ id: 'ei-peer-enabled', label: 'Compare each officer with peers who worked the same areas and hours' }}
          checked={draft.peerEnabled}
          onChange={set('peerEnabled')}
        >
          {numberField('peerWindow')}
          {numberField('minPersons')}
          {numberField('fdr')}
        </RuleFieldset>
        {numberField('deadline')}
        <SwitchField
          id="ei-officer-sees-closed"
          label="Officers see their own closed alerts"
          checked={draft.officerSeesClosed}
          onChange={set('officerSeesClosed')}
        />
      </SettingsForm>
      <EvaluationRunner />
    </>
  );
}
