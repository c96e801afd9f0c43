import { type DojSettingsBody, type DojSettingsView, dojSettingsBody } from '@fieldbook/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { issuesByPath, serverPathErrors } from '../agency/settings/form-errors.ts';
import { SectionFrame } from '../agency/settings/section-frame.tsx';
import { SettingsForm } from '../agency/settings/settings-form.tsx';
import { TextField } from '../agency/settings/text-field.tsx';
import { type Checked, useSettingsSave } from '../agency/settings/use-settings-save.ts';
import { PageLoading } from '../shell/page-loading.tsx';
import { DOJ_KEY, dojSettingsQueryOptions, saveDojSettings } from './doj-submissions.api.ts';
import './doj-submissions.css';

/** The daily run's hour on the agency's clock. */
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

type Draft = Omit<DojSettingsView, 'has_secret' | 'is_configured' | 'port' | 'host' | 'username' | 'host_fingerprint'> & {
  host: string;
  port: string;
  username: string;
  host_fingerprint: string;
  secret: string;
  secretKind: 'password' | 'private_key';
};

const toDraft = (view: DojSettingsView): Draft => ({
  ori: view.ori,
  environment: view.environment,
  transport: view.transport,
  host: view.host ?? '',
  port: String(view.port),
  username: view.username ?? '',
  host_fingerprint: view.host_fingerprint ?? '',
  schedule_enabled: view.schedule_enabled,
  schedule_hour: view.schedule_hour,
  secret: '',
  secretKind: 'password',
});

/** Settings > DOJ submission (issue 26): where the stops go, the SFTP login (kept sealed, never shown again), the daily run. */
export function DojSubmissionSection() {
  const settings = useQuery(dojSettingsQueryOptions());
  return (
    <SectionFrame
      section="doj_submission"
      title="DOJ submission"
      description="How your stops reach the California DOJ: by SFTP with the account the DOJ gave you, or by a zip you upload to the DOJ's portal."
    >
      {settings.data ? (
        <DojSettingsForm initial={settings.data} />
      ) : settings.isError ? (
        <p role="alert">The settings could not be read.</p>
      ) : (
        <PageLoading />
      )}
    </SectionFrame>
  );
}

function DojSettingsForm({ initial }: { initial: DojSettingsView }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => toDraft(initial));
  const [hasSecret, setHasSecret] = useState(initial.has_secret);
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));
  const isSftp = draft.transport === 'sftp';

  function check(): Checked<DojSettingsBody> {
    const body = {
      ori: draft.ori.trim().toUpperCase(),
      environment: draft.environment,
      transport: draft.transport,
      host: isSftp ? draft.host.trim() || null : null,
      port: Number(draft.port) || 22,
      username: isSftp ? draft.username.trim() || null : null,
      host_fingerprint: isSftp ? draft.host_fingerprint.trim() || null : null,
      schedule_enabled: draft.schedule_enabled,
      schedule_hour: draft.schedule_hour,
      ...(isSftp && draft.secret ? { [draft.secretKind]: draft.secret } : {}),
    };
    const parsed = dojSettingsBody.safeParse(body);
    const missingSecret =
      isSftp && !hasSecret && !draft.secret ? { secret: 'Enter the password or the private key the DOJ gave you.' } : {};
    const found = { ...(parsed.success ? {} : issuesByPath(parsed.error.issues)), ...missingSecret };
    return parsed.success && Object.keys(found).length === 0 ? { data: body } : { errors: found };
  }

  const { form, errors, status } = useSettingsSave({
    check,
    save: saveDojSettings,
    onSaved: async (saved) => {
      setHasSecret(saved.has_secret);
      setDraft((current) => ({ ...current, secret: '' }));
      await queryClient.invalidateQueries({ queryKey: [DOJ_KEY] });
      return 'DOJ submission settings saved.';
    },
    readServerErrors: serverPathErrors,
  });

  return (
    <SettingsForm className="doj-settings-form" {...form} status={status}>
      <TextField
        id="doj-ori"
        label="ORI"
        value={draft.ori}
        onChange={set('ori')}
        error={errors.ori}
        hint="Your agency's 9-character ORI."
      />
      <fieldset>
        <legend>Environment</legend>
        {(['TEST', 'PROD'] as const).map((environment) => (
          <label key={environment} className="doj-radio">
            <input
              type="radio"
              name="doj-environment"
              checked={draft.environment === environment}
              onChange={() => set('environment')(environment)}
            />
            {environment === 'TEST' ? 'TEST (the DOJ’s test folder)' : 'PROD (stops count towards the report)'}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>How stops are sent</legend>
        <label className="doj-radio">
          <input type="radio" name="doj-transport" checked={isSftp} onChange={() => set('transport')('sftp')} />
          SFTP to the DOJ
        </label>
        <label className="doj-radio">
          <input type="radio" name="doj-transport" checked={!isSftp} onChange={() => set('transport')('portal')} />
          Zip to upload on the DOJ portal
        </label>
      </fieldset>
      {isSftp ? (
        <>
          <TextField id="doj-host" label="SFTP host" value={draft.host} onChange={set('host')} error={errors.host} autoComplete="off" />
          <TextField id="doj-port" label="Port" value={draft.port} onChange={set('port')} error={errors.port} inputMode="numeric" />
          <TextField
            id="doj-user"
            label="SFTP user"
            value={draft.username}
            onChange={set('username')}
            error={errors.username}
            autoComplete="off"
          />
          <label className="doj-radio">
            <input
              type="checkbox"
              checked={draft.secretKind === 'private_key'}
              onChange={(event) => set('secretKind')(event.target.checked ? 'private_key' : 'password')}
            />
            Log in with a private key instead of a password
          </label>
          <TextField
            id="doj-secret"
            label={draft.secretKind === 'private_key' ? 'Private key' : 'Password'}
            type="password"
            value={draft.secret}
            onChange={set('secret')}
            error={errors.secret ?? errors.password ?? errors.private_key}
            autoComplete="new-password"
            hint={hasSecret ? 'Stored sealed. Leave empty to keep it.' : 'Stored sealed; never shown again.'}
          />
          <TextField
            id="doj-fingerprint"
            label="Host key fingerprint"
            value={draft.host_fingerprint}
            onChange={set('host_fingerprint')}
            error={errors.host_fingerprint}
            hint="SHA256:… as the DOJ gives it (ssh-keygen -lf). Fieldbook refuses any other server."
          />
        </>
      ) : null}
      <label className="doj-radio">
        <input type="checkbox" checked={draft.schedule_enabled} onChange={(event) => set('schedule_enabled')(event.target.checked)} />
        Send every eligible stop once a day
      </label>
      {draft.schedule_enabled ? (
        <label className="doj-year">
          At
          <select value={draft.schedule_hour} onChange={(event) => set('schedule_hour')(Number(event.target.value))}>
            {HOURS.map((hour) => (
              <option key={hour} value={hour}>{`${String(hour).padStart(2, '0')}:00`}</option>
            ))}
          </select>
        </label>
      ) : null}
    </SettingsForm>
  );
}
