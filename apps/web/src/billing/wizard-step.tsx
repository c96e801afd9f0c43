import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../shell/use-page-title.ts';
import './billing.css';

export interface WizardStepProps {
  /** 'Upgrade' or 'Activate', shown as '{label} {step} of {limit}'. */
  label: string;
  step: number;
  limit: number;
  title: string;
  description?: string;
  children: ReactNode;
}

/** One step of the upgrade or activation wizard: its counter, title and a Close link back to /app. */
export function WizardStep({ label, step, limit, title, description, children }: WizardStepProps) {
  usePageTitle(title);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // Each step moves focus to its title, so keyboard and screen-reader users start at the top of the new step.
    if (step > 1 || document.activeElement !== document.body) headingRef.current?.focus();
  }, [step]);

  return (
    <section className="page wizard" aria-labelledby="wizard-title">
      <header className="wizard-header">
        <p className="wizard-step">
          {label} {step} of {limit}
        </p>
        <h1 id="wizard-title" className="page-title" tabIndex={-1} ref={headingRef}>
          {title}
        </h1>
        {description ? <p className="page-hint">{description}</p> : null}
      </header>
      {children}
      <p className="wizard-close">
        <Link to="/app">Close</Link>
      </p>
    </section>
  );
}
