import { PRODUCT_NAME } from '@fieldbook/domain';
import { CompleteInformationLink } from '../../billing/pending-debit.tsx';

export const PENDING_DEBIT_TEXT = 'Your debit set-up is waiting: complete your payment information to finish the process.';

interface OwnerStartScreenProps {
  hasAgency: boolean;
  /** The set-up URL of a debit purchase the owner has not confirmed yet: 'Complete Information' leads back to it. */
  pendingSetupUrl?: string | null;
  onStart: () => void;
}

/**
 * The owner's start screen (accounts.md §2.6): create the agency, or finish setting up an inactive one. With a debit
 * set-up waiting, 'Complete Information' goes back to it; 'Finish Agency Setup' still lets the owner choose again.
 */
export function OwnerStartScreen({ hasAgency, pendingSetupUrl = null, onStart }: OwnerStartScreenProps) {
  const [title, text, action] = hasAgency
    ? ['Complete your Agency Setup', `Complete your agency setup to start using ${PRODUCT_NAME}.`, 'Finish Agency Setup']
    : ['Create your Agency', 'Create your Agency to start inviting members.', 'Create Agency'];
  return (
    <section className="onboarding-start" aria-labelledby="onboarding-start-title">
      <h1 id="onboarding-start-title" className="page-title">
        {title}
      </h1>
      <p>{text}</p>
      {pendingSetupUrl ? (
        <>
          <p>{PENDING_DEBIT_TEXT}</p>
          <div className="onboarding-start-actions">
            <CompleteInformationLink setupUrl={pendingSetupUrl} />
            <button type="button" className="button button-secondary" onClick={onStart}>
              {action}
            </button>
          </div>
        </>
      ) : (
        <button type="button" className="button button-primary" onClick={onStart}>
          {action}
        </button>
      )}
    </section>
  );
}

export const OWNER_MAIL_SUBJECT = `Please activate our ${PRODUCT_NAME} subscription`;

/**
 * The screen everyone but the owner sees on /app/onboarding (accounts.md §2.6): waiting for an invitation, or asking
 * the owner to activate the agency's subscription.
 */
export function OfficerScreen({ isWaitingForAgency, ownerEmail }: { isWaitingForAgency: boolean; ownerEmail: string | null }) {
  if (isWaitingForAgency || !ownerEmail) {
    return (
      <section className="onboarding-start" aria-labelledby="onboarding-start-title">
        <h1 id="onboarding-start-title" className="page-title">
          No Agency yet
        </h1>
        <p>Your agency administrator will invite you soon.</p>
      </section>
    );
  }
  const mailto = `mailto:${ownerEmail}?subject=${encodeURIComponent(OWNER_MAIL_SUBJECT)}`;
  return (
    <section className="onboarding-start" aria-labelledby="onboarding-start-title">
      <h1 id="onboarding-start-title" className="page-title">
        Activate Subscription
      </h1>
      <p>Contact the agency owner to activate the subscription.</p>
      <a className="button button-primary" href={mailto}>
        Contact the Agency Owner
      </a>
    </section>
  );
}
