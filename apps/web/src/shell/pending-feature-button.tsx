import { useState } from 'react';

/**
 * A button whose feature arrives in a later issue: it is shown where the spec puts it and, when
 * pressed, says so instead of failing silently.
 */
export function PendingFeatureButton({ label, notice, className }: { label: string; notice: string; className?: string }) {
  const [isNoticeShown, setIsNoticeShown] = useState(false);
  return (
    <>
      <button type="button" className={className ?? 'button button-secondary'} onClick={() => setIsNoticeShown(true)}>
        {label}
      </button>
      <p className="form-notice" role="status">
        {isNoticeShown ? notice : ''}
      </p>
    </>
  );
}
