import { useId, useState } from 'react';

/**
 * The widget's info tooltip: shown on hover and focus, toggled by a tap, closed by Escape; the text also
 * describes the button for screen readers.
 */
export function InfoTip({ title, info }: { title: string; info: string }) {
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <span className="info-tip">
      <button
        type="button"
        className="icon-button info-tip-button"
        aria-label={`About ${title}`}
        aria-describedby={id}
        aria-expanded={isOpen}
        onClick={() => setIsOpen((open) => !open)}
        onMouseEnter={() => setIsOpen(true)}
        onMouseLeave={() => setIsOpen(false)}
        onFocus={() => setIsOpen(true)}
        onBlur={() => setIsOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && isOpen) {
            event.stopPropagation();
            setIsOpen(false);
          }
        }}
      >
        <span aria-hidden="true">i</span>
      </button>
      <span id={id} role="tooltip" className="info-tip-text" hidden={!isOpen}>
        {info}
      </span>
    </span>
  );
}
