import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';

export interface MenuItem {
  key: string;
  label: ReactNode;
  /** The item's accessible name when its label carries more than words (a BETA badge). */
  name?: string;
  isDisabled?: boolean;
  onSelect: () => void;
}

interface MenuButtonProps {
  label: string;
  items: readonly MenuItem[];
  /** A bottom drawer on phones instead of a popup beside the button. */
  isDrawer?: boolean;
  children: ReactNode;
}

/** An ARIA menu button: Enter, Space or the arrows open it; arrows, Home and End move; Escape and Tab close. */
export function MenuButton({ label, items, isDrawer = false, children }: MenuButtonProps) {
  const menuId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[active]?.focus();
  }, [isOpen, active]);

  useEffect(() => {
    if (!isOpen) return;
    const handlePointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', handlePointer);
    return () => document.removeEventListener('pointerdown', handlePointer);
  }, [isOpen]);

  function open(at: number) {
    setActive(at);
    setIsOpen(true);
  }

  function close(isFocusReturned: boolean) {
    setIsOpen(false);
    if (isFocusReturned) button.current?.focus();
  }

  function handleButtonKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(event.key === 'ArrowDown' ? 0 : items.length - 1);
    }
  }

  function handleMenuKey(event: KeyboardEvent<HTMLDivElement>) {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key] as number);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') close(false);
  }

  function handleSelect(item: MenuItem) {
    if (item.isDisabled) return;
    close(true);
    item.onSelect();
  }

  return (
    <div className="menu-anchor">
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => (isOpen ? close(false) : open(0))}
        onKeyDown={handleButtonKey}
      >
        {children}
      </button>
      {isOpen ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          className={isDrawer ? 'menu is-drawer' : 'menu'}
          onKeyDown={handleMenuKey}
        >
          {items.map((item, index) => (
            <div
              key={item.key}
              role="menuitem"
              tabIndex={index === active ? 0 : -1}
              aria-label={item.name}
              aria-disabled={item.isDisabled || undefined}
              className="menu-item"
              onClick={() => handleSelect(item)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  handleSelect(item);
                }
              }}
            >
              {item.label}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
