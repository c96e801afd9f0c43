/** The card entry of the payment form: holder name, number, expiry (MM/YY) and security code. */
export interface CardInput {
  holder: string;
  number: string;
  expiry: string;
  cvc: string;
}

export const EMPTY_CARD: CardInput = { holder: '', number: '', expiry: '', cvc: '' };

/** Month and four-digit year of an 'MM/YY' or 'MM/YYYY' expiry; null when it is not one. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

export function isCardComplete(card: CardInput): boolean {
  return (
    card.holder.trim() !== '' &&
    card.number.replace(/\D/g, '').length >= 12 &&
    parseExpiry(card.expiry) !== null &&
    /^\d{3,4}$/.test(card.cvc)
  );
}

export function CardFields({ card, onChange }: { card: CardInput; onChange: (card: CardInput) => void }) {
  const set = (key: keyof CardInput) => (event: React.ChangeEvent<HTMLInputElement>) => onChange({ ...card, [key]: event.target.value });
  return (
    <>
      <div className="field">
        <label htmlFor="card-holder">Card holder name</label>
        <input id="card-holder" autoComplete="cc-name" value={card.holder} onChange={set('holder')} maxLength={100} />
      </div>
      <div className="field">
        <label htmlFor="card-number">Card number</label>
        <input id="card-number" inputMode="numeric" autoComplete="cc-number" value={card.number} onChange={set('number')} maxLength={23} />
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor="card-expiry">Expiry (MM/YY)</label>
          <input
            id="card-expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={card.expiry}
            onChange={set('expiry')}
            maxLength={7}
          />
        </div>
        <div className="field">
          <label htmlFor="card-cvc">Security code</label>
          <input id="card-cvc" inputMode="numeric" autoComplete="cc-csc" value={card.cvc} onChange={set('cvc')} maxLength={4} />
        </div>
      </div>
    </>
  );
}
