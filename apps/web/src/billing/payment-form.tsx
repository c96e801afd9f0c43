import type { BillingDetails } from '@fieldbook/contract';
import {
  type BillingCycle,
  isPaymentErrorCode,
  PAYMENT_ERROR_TITLE,
  type PaymentMethod,
  paymentErrorText,
  paymentMethodsFor,
} from '@fieldbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorDestination } from '../shell/error-routing.ts';
import { isHttpError } from '../shell/http.ts';
import { billingConfigQueryOptions, createCardToken, type PaymentSubmission } from './billing.api.ts';
import { CardFields, type CardInput, EMPTY_CARD, isCardComplete, parseExpiry } from './card-fields.tsx';
import './billing.css';

export interface PaymentFormProps {
  /** The chosen billing cycle: monthly hides debit (accounts.md §2.5). */
  billingCycle: BillingCycle;
  /**
   * Sends the purchase (createSubscription, upgradePlan or activatePlan) and resolves when it succeeded. When it
   * rejects with a 400 whose detail is a PAYMENT_* code the form shows 'We could not proceed with the payment.' with
   * the text of its detail and scrolls to the top; any other failure goes where errorDestination says.
   */
  onPay: (payment: PaymentSubmission) => Promise<unknown>;
  /** The Back button; the error and card details are cleared because the step unmounts. */
  onBack?: () => void;
  /** What Confirm will charge (seats and total per billing period), shown just before it (issue 24, defect 7). */
  summary?: ReactNode;
}

const EMPTY_DETAILS: BillingDetails = { full_name: '', phone: '', full_address: '' };

/** Payment 2 of 2 'Enter your Payment Information': card or debit, and the billing details. */
export function PaymentForm({ billingCycle, onPay, onBack, summary }: PaymentFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const methods = paymentMethodsFor(billingCycle);
  const [chosenMethod, setChosenMethod] = useState<PaymentMethod>('card');
  const method = methods.includes(chosenMethod) ? chosenMethod : 'card';
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [details, setDetails] = useState<BillingDetails>(EMPTY_DETAILS);
  const [errorDetail, setErrorDetail] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const areDetailsComplete = Object.values(details).every((value) => value.trim() !== '');
  const canPay = !isBusy && areDetailsComplete && (method === 'debit' || isCardComplete(card));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canPay) return;
    setIsBusy(true);
    setErrorDetail(null);
    try {
      const cardToken = method === 'card' ? await tokenize() : null;
      await onPay({ payment_method: method, card_token: cardToken, billing_details: details });
    } catch (error) {
      handleFailure(error);
    } finally {
      setIsBusy(false);
    }
  }

  async function tokenize(): Promise<string> {
    const expiry = parseExpiry(card.expiry) ?? { month: 0, year: 0 };
    const config = await queryClient.fetchQuery(billingConfigQueryOptions());
    return createCardToken(config, {
      card_holder_name: card.holder.trim(),
      card_number: card.number,
      exp_month: expiry.month,
      exp_year: expiry.year,
      cvc: card.cvc,
    });
  }

  function handleFailure(error: unknown) {
    // Only the PAYMENT_* codes are refusals of the payment (accounts.md §8 '400 on payment'); any other detail
    // (ACTION_NO_LONGER_POSSIBLE, INVALID_SUBSCRIPTION_STATUS, ...) goes where the error catalogue says.
    if (isHttpError(error) && error.status === 400 && isPaymentErrorCode(error.detail)) {
      setErrorDetail(error.detail);
      window.scrollTo?.({ top: 0, behavior: 'smooth' });
      queueMicrotask(() => alertRef.current?.focus());
      return;
    }
    const destination = errorDestination(error);
    if (destination) navigate(destination.to, { state: destination.state });
  }

  // A refusal is about the method it was made with (a declined card): choosing another one clears it (issue 24, defect 12).
  function handleMethodChange(next: PaymentMethod) {
    setChosenMethod(next);
    if (next !== method) setErrorDetail(null);
  }

  const setDetail = (key: keyof BillingDetails) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setDetails({ ...details, [key]: event.target.value });

  return (
    <form className="payment-form" onSubmit={handleSubmit} noValidate aria-busy={isBusy}>
      <div aria-live="assertive">
        {errorDetail ? (
          <div className="form-alert" role="alert" tabIndex={-1} ref={alertRef}>
            <p className="payment-error-title">{PAYMENT_ERROR_TITLE}</p>
            <p>{paymentErrorText(errorDetail)}</p>
          </div>
        ) : null}
      </div>
      <fieldset className="choice-group">
        <legend>Payment method</legend>
        <label>
          <input type="radio" name="payment-method" value="card" checked={method === 'card'} onChange={() => handleMethodChange('card')} />
          Card
        </label>
        {methods.includes('debit') ? (
          <label>
            <input
              type="radio"
              name="payment-method"
              value="debit"
              checked={method === 'debit'}
              onChange={() => handleMethodChange('debit')}
            />
            Debit
          </label>
        ) : null}
      </fieldset>
      {method === 'card' ? (
        <CardFields card={card} onChange={setCard} />
      ) : (
        <p className="page-hint">You will set up the bank account with our payment provider after you confirm.</p>
      )}
      <h2>Billing details</h2>
      <div className="field">
        <label htmlFor="billing-full-name">Full name</label>
        <input id="billing-full-name" autoComplete="name" value={details.full_name} onChange={setDetail('full_name')} maxLength={100} />
      </div>
      <div className="field">
        <label htmlFor="billing-phone">Phone</label>
        <input id="billing-phone" type="tel" autoComplete="tel" value={details.phone} onChange={setDetail('phone')} maxLength={30} />
      </div>
      <div className="field">
        <label htmlFor="billing-full-address">Full address</label>
        <input
          id="billing-full-address"
          autoComplete="street-address"
          value={details.full_address}
          onChange={setDetail('full_address')}
          maxLength={300}
        />
      </div>
      {summary}
      <div className="wizard-actions">
        {onBack ? (
          <button type="button" className="button button-secondary" onClick={onBack} disabled={isBusy}>
            Back
          </button>
        ) : null}
        <button type="submit" className="button button-primary" disabled={!canPay} aria-busy={isBusy}>
          {isBusy ? <span className="spinner" aria-hidden="true" /> : null}
          Confirm
        </button>
      </div>
    </form>
  );
}
