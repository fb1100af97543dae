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
      <ToastViewport label={labels?.region} />
    </ToastProvider>
  );
}
