import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, MouseEvent, ReactNode } from 'react';

export interface NavDisclosureProps {
  /** The visible text of the button, which is also its accessible name. */
  label: string;
  /** Usually a <ul> of links. */
  children: ReactNode;
  /** Marks the button as holding the current page (one of its links is the page shown). */
  isCurrent?: boolean;
  className?: string;
  buttonClassName?: string;
}

/**
 * A button that shows and hides a list of links: the WAI "disclosure navigation" pattern, which
 * suits site navigation better than role="menu". The links are in the HTML even while hidden,
 * so prerendered pages keep them. Closes on Escape (focus back on the button), on a click
 * outside, when focus leaves, and when one of its links is followed.
 */
export function NavDisclosure({
  label,
  children,
  isCurrent = false,
  className,
  buttonClassName,
}: NavDisclosureProps) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const closeIfOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', closeIfOutside);
    return () => document.removeEventListener('pointerdown', closeIfOutside);
  }, [isOpen]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen) return;
    event.stopPropagation();
    setIsOpen(false);
    buttonRef.current?.focus();
  };
  const closeWhenFocusLeaves = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !rootRef.current?.contains(next)) setIsOpen(false);
  };
  const closeAfterLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) setIsOpen(false);
  };

  return (
    <div
      ref={rootRef}
      data-nav-disclosure
      className={clsx('relative', className)}
      onKeyDown={closeOnEscape}
      onBlur={closeWhenFocusLeaves}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className={clsx(
          'inline-flex min-h-10 items-center gap-1 rounded-md px-3 text-base text-ink hover:bg-muted',
          isCurrent && 'font-semibold underline decoration-2 underline-offset-4',
          buttonClassName,
        )}
      >
        {label}
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
          className={clsx('size-4 transition-transform', isOpen && 'rotate-180')}
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!isOpen}
        onClick={closeAfterLink}
        className="absolute top-full left-0 z-40 mt-1 min-w-56 rounded-md border border-line-strong bg-surface p-1 shadow-lg"
      >
        {children}
      </div>
    </div>
  );
}
