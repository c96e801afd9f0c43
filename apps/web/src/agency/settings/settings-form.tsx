import { type FormEvent, type ReactNode, type RefObject, useId } from 'react';
import { ModalDialog } from '../../shell/modal-dialog.tsx';
import { SaveButton } from './save-button.tsx';

interface SettingsFormProps {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  isSaving: boolean;
  children: ReactNode;
  /** The heading the form is named by: an h2 in a dialog, an h3 in a settings section. */
  title?: string | undefined;
  /** Opened as a modal dialog: Escape, the browser or the cancel button dismiss it. */
  dialog?: { onDismiss: () => void } | undefined;
  className?: string | undefined;
  titleClassName?: string | undefined;
  /** A cancel button before Save, with its label ('Cancel', or 'Close' once something was saved). */
  onCancel?: (() => void) | undefined;
  cancelLabel?: string | undefined;
  saveLabel?: string | undefined;
  /** What the last save did, read out politely ('Saved.'). */
  status?: string | undefined;
  /** Another action beside Save (e.g. 'Use the default notice'). */
  extraAction?: ReactNode;
}

/**
 * The one settings form, as a dialog (group, tag, workspace) or in a section (area, system-use notice, business card):
 * the form named by its title, checked by our rules (noValidate), busy while it saves, and its actions row with the
 * save status, Cancel and Save.
 */
export function SettingsForm(props: SettingsFormProps) {
  const id = useId();
  const { formRef, onSubmit, isSaving, children, title, dialog, className, titleClassName, onCancel, cancelLabel, saveLabel } = props;
  const titleId = `${id}-title`;
  const Heading = dialog ? 'h2' : 'h3';
  const form = (
    <form
      ref={formRef}
      className={className}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={title ? titleId : undefined}
      aria-busy={isSaving}
    >
      {title ? (
        <Heading id={titleId} className={titleClassName ?? (dialog ? 'modal-title' : undefined)}>
          {title}
        </Heading>
      ) : null}
      {children}
      <div className={dialog ? 'modal-actions settings-modal-actions' : 'settings-form-actions'}>
        {props.status !== undefined ? (
          <p className="settings-status" role="status" aria-live="polite">
            {props.status}
          </p>
        ) : null}
        {props.extraAction}
        {onCancel ? (
          <button type="button" className="button button-secondary" onClick={onCancel} disabled={isSaving}>
            {cancelLabel ?? 'Cancel'}
          </button>
        ) : null}
        <SaveButton isSaving={isSaving} {...(saveLabel ? { label: saveLabel } : {})} />
      </div>
    </form>
  );
  if (!dialog) return form;
  return (
    <ModalDialog className="modal settings-modal" labelledBy={titleId} onDismiss={dialog.onDismiss}>
      {form}
    </ModalDialog>
  );
}
