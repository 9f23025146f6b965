import { useEffect, useRef, useState, type ReactNode } from 'react';

type DisclosureMenuProps = {
  id: string;
  label: ReactNode;
  /** Renders the menu's <li> items; call `close` when one is chosen. */
  children: (close: () => void) => ReactNode;
};

/**
 * A navbar menu in the disclosure pattern (a button that shows a list of links). Bootstrap's
 * dropdown would bring Popper into the first load for one static menu, so this positions
 * with CSS only (data-bs-popper="static").
 */
export function DisclosureMenu({ id, label, children }: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !container.current?.contains(next)) setOpen(false);
    };
    const root = container.current;
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    root?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      root?.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return (
    <div className="nav-item dropdown" ref={container}>
      <button
        ref={button}
        id={`${id}-button`}
        type="button"
        className="nav-link dropdown-toggle disclosure-menu__toggle"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      <ul
        id={`${id}-list`}
        className={`dropdown-menu dropdown-menu-end${open ? ' show' : ''}`}
        data-bs-popper="static"
        hidden={!open}
      >
        {children(close)}
      </ul>
    </div>
  );
}
