import { useState } from 'react';
import type { BusinessCard } from './business-card-model.ts';

/** A tel: link keeps only what dials: digits, a leading +, and the pause and extension marks. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+,;*#]/g, '')}`;

function Badge({ source, agency }: { source: string; agency: string }) {
  const [isBroken, setIsBroken] = useState(false);
  if (isBroken) return null;
  return <img className="business-card-badge" src={source} alt={`Badge of ${agency}`} onError={() => setIsBroken(true)} />;
}

/** The card a citizen reads on the officer's phone: the agency, the officer and the ways to reach the agency. */
export function BusinessCardView({ card }: { card: BusinessCard }) {
  const { officer, agency, contacts } = card;
  const heading = officer.name ?? agency.name;
  return (
    <article className="business-card" aria-labelledby="business-card-name">
      <header className="business-card-agency">
        {agency.badge ? <Badge source={agency.badge} agency={agency.name} /> : null}
        <p className="business-card-agency-name">{agency.name}</p>
      </header>
      <div className="business-card-body">
        <h2 id="business-card-name" className="business-card-name">
          {heading}
        </h2>
        {officer.title ? <p className="business-card-title">{officer.title}</p> : null}
        {officer.officerId ? (
          <p className="business-card-officer-id">
            Officer ID <strong>{officer.officerId}</strong>
          </p>
        ) : null}
        <dl className="business-card-contacts">
          {contacts.phone ? (
            <div>
              <dt>Phone</dt>
              <dd>
                <a href={telHref(contacts.phone)}>{contacts.phone}</a>
              </dd>
            </div>
          ) : null}
          {contacts.email ? (
            <div>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
              </dd>
            </div>
          ) : null}
          {contacts.website ? (
            <div>
              <dt>Website</dt>
              <dd>
                <a href={contacts.website} target="_blank" rel="noreferrer">
                  {contacts.website.replace(/^https:\/\//, '')}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </dd>
            </div>
          ) : null}
          {contacts.address ? (
            <div>
              <dt>Address</dt>
              <dd>{contacts.address}</dd>
            </div>
          ) : null}
        </dl>
        {card.message ? <p className="business-card-message">{card.message}</p> : null}
      </div>
    </article>
  );
}
