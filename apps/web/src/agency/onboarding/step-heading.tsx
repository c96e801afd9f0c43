import { useEffect, useRef } from 'react';

export const STEP_TITLE_ID = 'onboarding-step-title';

/** A step's title and text; the title takes focus when the step appears, so a screen reader announces it. */
export function StepHeading({ title, text }: { title: string; text?: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="onboarding-step-heading">
      <h1 id={STEP_TITLE_ID} className="page-title" tabIndex={-1} ref={headingRef}>
        {title}
      </h1>
      {text ? <p className="page-hint">{text}</p> : null}
    </div>
  );
}
