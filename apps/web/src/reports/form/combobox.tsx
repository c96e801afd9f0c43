import { type KeyboardEvent, useId, useState } from 'react';
import type { FieldA11y } from './field-frame.tsx';

export interface ComboboxOption {
  key: string;
  label: string;
  detail?: string | undefined;
}

interface ComboboxProps {
  a11y: FieldA11y;
  label: string;
  inputValue: string;
  onInputChange: (text: string) => void;
  /** The options to offer for the current text (already filtered). */
  options: readonly ComboboxOption[];
  onSelect: (option: ComboboxOption) => void;
  emptyText: string;
  isLoading?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  onBlur?: () => void;
  /** Enter pressed with no option active (a search box's 'search this'). */
  onEnter?: () => void;
}

/** An ARIA 1.2 combobox with a list popup: type to filter, arrows to move, Enter to pick, Escape to close. */
export function Combobox({
  a11y,
  label,
  inputValue,
  onInputChange,
  options,
  onSelect,
  emptyText,
  isLoading = false,
  onOpenChange,
  onBlur,
  onEnter,
}: ComboboxProps) {
  const listId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const active = isOpen ? options[activeIndex] : undefined;

  function changeOpen(next: boolean) {
    setIsOpen(next);
    setActiveIndex(-1);
    onOpenChange?.(next);
  }

  function handleSelect(option: ComboboxOption) {
    onSelect(option);
    changeOpen(false);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isOpen) return changeOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (options.length === 0 ? -1 : (index + step + options.length) % options.length));
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      handleSelect(active);
    } else if (event.key === 'Enter') {
      onEnter?.();
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      changeOpen(false);
    }
  }

  const status = isLoading ? 'Searching…' : options.length === 0 ? emptyText : '';
  return (
    <div className="combobox">
      <input
        id={a11y.id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-activedescendant={active ? `${listId}-${activeIndex}` : undefined}
        aria-describedby={a11y.describedBy}
        aria-invalid={a11y.isInvalid || undefined}
        aria-required={a11y.isRequired || undefined}
        disabled={a11y.isDisabled}
        value={inputValue}
        onChange={(event) => {
          onInputChange(event.target.value);
          if (!isOpen) changeOpen(true);
        }}
        onClick={() => !isOpen && changeOpen(true)}
        onKeyDown={handleKeyDown}
        onBlur={() => {
          if (isOpen) changeOpen(false);
          onBlur?.();
        }}
      />
      <div id={listId} role="listbox" aria-label={label} className="combobox-list" hidden={!isOpen || options.length === 0}>
        {options.map((option, index) => (
          // Options stay out of the tab order: the input owns the keyboard (aria-activedescendant).
          // biome-ignore lint/a11y/useKeyWithClickEvents: the input's onKeyDown picks options by keyboard
          <div
            key={option.key}
            tabIndex={-1}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            className="combobox-option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => handleSelect(option)}
          >
            {option.label}
            {option.detail ? <span className="combobox-detail"> {option.detail}</span> : null}
          </div>
        ))}
      </div>
      {isOpen && status ? (
        <p className="combobox-status" role="status">
          {isLoading ? <span className="spinner" aria-hidden="true" /> : null}
          {status}
        </p>
      ) : null}
    </div>
  );
}
