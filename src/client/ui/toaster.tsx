import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast.tsx';
import { useToast } from './use-toast.ts';

/** The toast region's name and the close button's, in the page's language. */
export type ToasterLabels = { region: string; toast: string; dismiss: string };

/**
 * Toasts sit at the top: full width and compact on phones, the top-right
 * corner from 640px. A toast answers something just done, and what did it is usually lower
 * down: a form's Submit, a dialog's buttons in its footer. At the bottom, a toast covered the
 * Create NDA dialog's fields at 360px and its "Create and send NDA" at 768 and 1280px; at the
 * top it covers a dialog's title, or the page's first lines. In the admin area
 * below 1024px it starts under the sticky menu bar (`--toast-top`, set by
 * layouts/use-admin-bar-offset.ts; 0 everywhere else).
 */
const VIEWPORT = 'top-[var(--toast-top,0px)] bottom-auto max-sm:p-2';
const PHONE_TOAST = 'max-sm:p-3 max-sm:pr-2';

/** Renders the toast store. Mounted once per interactive page (lib/app-providers.tsx). */
export function Toaster({ labels }: { labels?: ToasterLabels }) {
  const { toasts, dismiss } = useToast();

  return (
    <ToastProvider label={labels?.toast}>
      {toasts.map(({ id, title, description, action, open, variant, duration }) => (
        <Toast
          key={id}
          open={open}
          variant={variant}
          duration={duration}
          className={PHONE_TOAST}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismiss(id);
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose aria-label={labels?.dismiss} />
        </Toast>
      ))}
      <ToastViewport label={labels?.region} className={VIEWPORT} />
    </ToastProvider>
  );
}
