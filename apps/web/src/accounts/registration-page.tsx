import type { RegistrationRole } from '@fieldbook/domain';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PublicFrame } from '../shell/public-frame.tsx';
import { type RegistrationInvitationState, readState } from '../shell/route-state.ts';
import { EMPTY_DRAFT, type RegistrationDraft } from './registration-draft.ts';
import { RegistrationFormStep } from './registration-form-step.tsx';
import { RegistrationRoleStep } from './registration-role-step.tsx';
import { ResendVerification } from './resend-verification.tsx';
import { noteVerificationMailSent } from './verification-cooldown.ts';
import './accounts.css';

type Step = 1 | 2 | 3;

/**
 * /registration in three steps (accounts.md §2.1, §4 Registration): role, account form, verify-e-mail notice.
 * Opened from an invitation, the role is Member, the e-mail is the invited one (locked) and it starts at step 2.
 */
export default function RegistrationPage() {
  const { invitation } = readState<RegistrationInvitationState>(useLocation().state);
  const [step, setStep] = useState<Step>(invitation ? 2 : 1);
  const [role, setRole] = useState<RegistrationRole>(invitation ? 'member' : 'owner');
  const [draft, setDraft] = useState<RegistrationDraft>(invitation ? { ...EMPTY_DRAFT, email: invitation.email } : EMPTY_DRAFT);
  const [registeredEmail, setRegisteredEmail] = useState('');
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  useEffect(() => {
    // A new step's heading takes the focus, so screen readers hear that the step changed.
    if (shownStep.current !== step) stepHeading.current?.focus();
    shownStep.current = step;
  }, [step]);

  function handleRegistered(email: string) {
    // Registration mailed the first link (or, for a taken address, its owner): another one waits the same 60 s as a resend does.
    noteVerificationMailSent(email);
    setRegisteredEmail(email);
    setDraft({ ...draft, password: '' });
    setStep(3);
  }

  return (
    <PublicFrame title="Create Account">
      <h1 className="page-title">Create Account</h1>
      <p className="step-counter">Step {step} of 3</p>
      <h2 className="step-title" tabIndex={-1} ref={stepHeading}>
        {step === 1 ? 'Choose your role' : step === 2 ? 'Your account' : 'Verify your email'}
      </h2>
      {invitation && step === 2 ? (
        <p className="page-hint">{`You were invited to join ${invitation.agency_name}. Create your account with the invited email.`}</p>
      ) : null}
      {step === 1 ? <RegistrationRoleStep role={role} onRoleChange={setRole} onContinue={() => setStep(2)} /> : null}
      {step === 2 ? (
        <RegistrationFormStep
          role={role}
          draft={draft}
          onDraftChange={setDraft}
          isEmailLocked={Boolean(invitation)}
          onBack={invitation ? null : () => setStep(1)}
          onRegistered={handleRegistered}
        />
      ) : null}
      {step === 3 ? (
        <>
          <p className="page-hint" role="status">
            {`We sent an email to ${registeredEmail}. Open the verification link in it to activate your account; it works for 24 hours.`}
          </p>
          <p className="page-hint">If this address already has an account, the email tells you how to log in instead.</p>
          <ResendVerification email={registeredEmail} />
        </>
      ) : null}
      <p className="page-actions">
        <Link className={step === 3 ? 'button button-primary' : 'login-link'} to="/login">
          Back to Log in
        </Link>
      </p>
    </PublicFrame>
  );
}
