import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { useSiteShell } from '../i18n/site-shell.tsx';
import { buttonClassName } from '../ui/button-styles.ts';

/**
 * Public spec §2 "Shared header": an entry any visitor can reach, leading to two places.
 *
 * A native <dialog> opened with showModal(), not the Radix dialog of ui/dialog.tsx: it is on
 * every public page, and the browser already gives a modal dialog what Radix adds in script
 * (the rest of the page inert, Escape to close, the top layer). That keeps about 9 kB gzip of
 * focus-trap and scroll-lock code off the home page (its budget is 130 kB); for the same reason
 * the buttons are styled with buttonClassName rather than the Button component (Radix Slot).
 */
export function AdminAccessDialog() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const dialogId = useId();
  const titleId = useId();
  const descriptionId = useId();
  const close = () => dialogRef.current?.close();
  const { ADMIN_ACCESS, SHELL_LABELS } = useSiteShell().shell;

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        onClick={() => dialogRef.current?.showModal()}
        data-opens-dialog={dialogId}
        className={buttonClassName('secondary')}
      >
        {ADMIN_ACCESS.button}
      </button>
      <dialog
        ref={dialogRef}
        id={dialogId}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        // The browser puts focus back itself in most cases; this makes it certain.
        onClose={() => triggerRef.current?.focus()}
        // A click on the dimmed backdrop lands on the <dialog> itself: close, as Radix did.
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
        className="m-auto max-h-[calc(100vh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-lg border border-line bg-surface p-0 text-ink shadow-lg backdrop:bg-backdrop"
      >
        <div className="relative p-6">
          <div className="pr-10">
            <h2 id={titleId} className="text-xl font-semibold">
              {ADMIN_ACCESS.title}
            </h2>
            <p id={descriptionId} className="mt-2 text-ink-muted">
              {ADMIN_ACCESS.description}
            </p>
          </div>
          {/* Closing on click, so the dialog is gone when the next page appears. */}
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link to="/admin" onClick={close} className={buttonClassName()}>
              {ADMIN_ACCESS.dashboard}
            </Link>
            <Link
              to={ADMIN_ACCESS.partnership.to}
              onClick={close}
              className={buttonClassName('secondary')}
            >
              {ADMIN_ACCESS.partnership.label}
            </Link>
          </div>
          <button
            type="button"
            aria-label={SHELL_LABELS.close}
            onClick={close}
            data-closes-dialog
            className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-md text-ink hover:bg-muted"
          >
            {/* Drawn here rather than ui/icons.tsx, whose other icons the home page never needs. */}
            <svg
              aria-hidden="true"
              focusable="false"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              strokeLinecap="round"
              className="size-5"
            >
              <path d="M18 6 6 18M6 6l12 12" />
            </svg>
          </button>
        </div>
      </dialog>
    </>
  );
}
