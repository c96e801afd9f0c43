import type { PublicCaseView } from '@fieldbook/contract';
import { useState } from 'react';
import type { CaseTexts } from './case-texts.ts';

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

function AgencyBadge({ source, alt }: { source: string; alt: string }) {
  const [isBroken, setIsBroken] = useState(false);
  if (isBroken) return null;
  return <img className="case-badge" src={source} alt={alt} onError={() => setIsBroken(true)} />;
}

/** The agency's badge and name over the case: who the citizen met. */
export function CaseAgencyHeader({ agency, texts }: { agency: PublicCaseView['agency']; texts: CaseTexts }) {
  return (
    <div className="case-agency">
      {agency.badge ? <AgencyBadge source={agency.badge} alt={texts.badgeAlt(agency.full_name)} /> : null}
      <p className="case-agency-name">{agency.full_name}</p>
    </div>
  );
}

/** What the page says of the case: its review state, the incident, the officer and how to reach the agency. No one stopped. */
export function CaseSummary({ view, texts }: { view: PublicCaseView; texts: CaseTexts }) {
  const { agency, officer, incident_number, incident_date, timezone, review_state } = view;
  const state = texts.states[review_state];
  const date = new Intl.DateTimeFormat(texts.dateLocale, { timeZone: timezone, month: '2-digit', day: '2-digit', year: 'numeric' }).format(
    new Date(incident_date),
  );
  return (
    <>
      <section className={`case-status case-status-${review_state}`} aria-labelledby="case-status-title">
        <h2 id="case-status-title" className="case-status-title">
          {texts.reviewStatus}
        </h2>
        <p className="case-status-label">{state.label}</p>
        <p className="case-status-text">{state.text}</p>
      </section>
      <dl className="case-facts">
        <div>
          <dt>{texts.incidentNumber}</dt>
          <dd>{incident_number}</dd>
        </div>
        <div>
          <dt>{texts.date}</dt>
          <dd>{date}</dd>
        </div>
        <div>
          <dt>{texts.officer}</dt>
          <dd>{texts.officerWithId(officer.name, officer.officer_id)}</dd>
        </div>
      </dl>
      {agency.phone || agency.email || agency.address ? (
        <section aria-labelledby="case-contact-title">
          <h2 id="case-contact-title" className="case-section-title">
            {texts.contactTitle}
          </h2>
          <dl className="case-facts">
            {agency.phone ? (
              <div>
                <dt>{texts.phone}</dt>
                <dd>
                  <a href={telHref(agency.phone)}>{agency.phone}</a>
                </dd>
              </div>
            ) : null}
            {agency.email ? (
              <div>
                <dt>{texts.email}</dt>
                <dd>
                  <a href={`mailto:${agency.email}`}>{agency.email}</a>
                </dd>
              </div>
            ) : null}
            {agency.address ? (
              <div>
                <dt>{texts.address}</dt>
                <dd>{agency.address}</dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}
    </>
  );
}
