import { type SystemUseNotice, systemUseNoticeRequest } from '@fieldbook/contract';
import { SYSTEM_USE_NOTICE_LIMITS } from '@fieldbook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useCurrentUser } from '../accounts/current-user-context.ts';
import { issuesByField } from '../agency/settings/form-errors.ts';
import { SectionFrame } from '../agency/settings/section-frame.tsx';
import { SettingsForm } from '../agency/settings/settings-form.tsx';
import { TextAreaField } from '../agency/settings/text-field.tsx';
import { useQueryFailureRoute } from '../agency/settings/use-failure-route.ts';
import { useFormErrors } from '../agency/settings/use-form-errors.ts';
import { agencyNoticeQueryOptions, OVERSIGHT_KEYS, saveAgencyNotice } from './oversight.api.ts';
import './oversight.css';

/**
 * Settings 'System-use notice' (CJIS AC-8, agency.notice.manage): the text everyone acknowledges before signing in
 * through the agency's login link (/login?agency={agency id}); the login page without it shows the default text.
 */
export function NoticeSection() {
  const notice = useQuery(agencyNoticeQueryOptions());
  useQueryFailureRoute(notice.error);
  return (
    <SectionFrame
      section="system_notice"
      title="System-use notice"
      description="Shown before sign-in, and acknowledged by everyone who signs in through your agency's login link."
    >
      {notice.data ? (
        <NoticeForm initial={notice.data} />
      ) : (
        <p className="settings-loading" role="status">
          <span className="spinner" aria-hidden="true" /> Loading…
        </p>
      )}
    </SectionFrame>
  );
}

function NoticeForm({ initial }: { initial: SystemUseNotice }) {
  const id = useId();
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const [text, setText] = useState(initial.text);
  const [isDefault, setIsDefault] = useState(initial.is_default);
  const [status, setStatus] = useState('');
  const { formRef, errors, setErrors, showErrors, handleSaveError } = useFormErrors();
  const save = useMutation({
    mutationFn: saveAgencyNotice,
    onSuccess: (saved) => {
      queryClient.setQueryData(OVERSIGHT_KEYS.agencyNotice, saved);
      setText(saved.text);
      setIsDefault(saved.is_default);
      setStatus(saved.is_default ? 'The default notice is shown again.' : 'Notice saved.');
    },
    onError: handleSaveError,
  });
  const loginLink = me.agency ? `${window.location.origin}/login?agency=${me.agency.id}` : null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    setStatus('');
    const checked = systemUseNoticeRequest.safeParse({ text });
    if (!checked.success) {
      showErrors(issuesByField(checked.error.issues));
      return;
    }
    save.mutate(checked.data);
  }

  return (
    <SettingsForm
      className="notice-form"
      formRef={formRef}
      onSubmit={handleSubmit}
      isSaving={save.isPending}
      status={status}
      extraAction={
        isDefault ? null : (
          <button type="button" className="button button-secondary" disabled={save.isPending} onClick={() => save.mutate({ text: null })}>
            Use the default notice
          </button>
        )
      }
    >
      <TextAreaField
        id={`${id}-text`}
        label="Notice text"
        rows={7}
        value={text}
        maxLength={SYSTEM_USE_NOTICE_LIMITS.max}
        onChange={setText}
        error={errors.text}
        hint={`Plain text, ${SYSTEM_USE_NOTICE_LIMITS.min} to ${SYSTEM_USE_NOTICE_LIMITS.max} characters. ${
          isDefault ? 'Your agency shows the default notice.' : 'Your agency shows its own notice.'
        }`}
      />
      {loginLink ? (
        <p className="page-hint">
          Your agency's login link: <code>{loginLink}</code>
        </p>
      ) : null}
    </SettingsForm>
  );
}
