import type { CitizenSubmissionKind } from '@fieldbook/domain';
import { isCaseKey } from '@fieldbook/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { isHttpError } from '../shell/http.ts';
import { PublicFrame } from '../shell/public-frame.tsx';
import { CaseLanguageSwitch } from './case-language-switch.tsx';
import { CaseMessageForm } from './case-message-form.tsx';
import { CaseAgencyHeader, CaseSummary } from './case-summary.tsx';
import { CASE_TEXTS, type CaseTexts } from './case-texts.ts';
import { publicCaseQueryOptions } from './public-case.api.ts';
import { useCaseLanguage } from './use-case-language.ts';
import '../accounts/accounts.css';
import './public-case.css';

const KINDS: readonly CitizenSubmissionKind[] = ['commendation', 'complaint'];

/** Send a commendation / File a complaint: two buttons, the form of the one chosen, then the thanks. */
function CaseMessages({ token, texts }: { token: string; texts: CaseTexts }) {
  const [open, setOpen] = useState<CitizenSubmissionKind | null>(null);
  const [sent, setSent] = useState<CitizenSubmissionKind | null>(null);
  return (
    <section className="case-messages" aria-labelledby="case-messages-title">
      <h2 id="case-messages-title" className="case-section-title">
        {texts.tellTitle}
      </h2>
      {sent ? (
        <p className="case-sent" role="status">
          {texts.sent[sent]}
        </p>
      ) : open ? (
        <CaseMessageForm token={token} kind={open} texts={texts} onSent={setSent} onCancel={() => setOpen(null)} />
      ) : (
        <>
          <p className="case-hint">{texts.tellHint}</p>
          <div className="case-message-buttons">
            {KINDS.map((kind) => (
              <button key={kind} type="button" className="button button-secondary" onClick={() => setOpen(kind)}>
                {texts.open[kind]}
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}

/**
 * What the citizen sees behind the QR code (issue 28), in English or Spanish: the agency with its badge, the report's
 * review state, the incident and officer, how to reach the agency, and a commendation or complaint to send; nothing
 * about anyone stopped.
 */
export default function PublicCasePage() {
  const { token = '' } = useParams();
  const [language, setLanguage] = useCaseLanguage();
  const texts = CASE_TEXTS[language];
  const isWellFormed = isCaseKey(token);
  const found = useQuery({ ...publicCaseQueryOptions(token), enabled: isWellFormed });
  const frame = (children: ReactNode) => (
    <PublicFrame title={texts.pageTitle}>
      <div className="case-page" lang={language}>
        <CaseLanguageSwitch language={language} onChange={setLanguage} />
        {children}
      </div>
    </PublicFrame>
  );

  if (!isWellFormed)
    return frame(
      <>
        <h1 className="case-title">{texts.notFoundTitle}</h1>
        <p>{texts.notFound}</p>
      </>,
    );
  if (found.isPending) return frame(<p role="status">{texts.loading}</p>);
  if (found.isError) {
    // A well-formed link the server has not seen: most likely a report still waiting on the officer's device (filed
    // offline), which the server cannot tell from a wrong link; one wording for both (issue 24, defect 10).
    const isNotThereYet = isHttpError(found.error) && found.error.status === 404;
    return frame(
      <>
        <h1 className="case-title">{isNotThereYet ? texts.notOnlineTitle : texts.loadFailedTitle}</h1>
        <p>{isNotThereYet ? texts.notOnline : texts.loadFailed}</p>
        <button type="button" className="button" disabled={found.isFetching} onClick={() => void found.refetch()}>
          {texts.tryAgain}
        </button>
      </>,
    );
  }
  return frame(
    <>
      <CaseAgencyHeader agency={found.data.agency} texts={texts} />
      <h1 className="case-title">{texts.pageTitle}</h1>
      <p className="case-hint">{texts.intro}</p>
      <CaseSummary view={found.data} texts={texts} />
      <CaseMessages token={token} texts={texts} />
    </>,
  );
}
