import { CancelConfirmDialog } from '../../ui/cancel-confirm-dialog.tsx';
import type { VisitsCopy } from './visits-copy-en.ts';

/**
 * "I can't come", with one confirm step that says what happens: the seat goes to another family.
 * "Keep my booking" has the focus when it opens, so Enter straight away cancels nothing.
 */
export function CancelBooking(props: {
  copy: VisitsCopy;
  isPending: boolean;
  error: string | null;
  onCancel: (done: () => void) => void;
  /** Once cancelled the button is gone: where the focus goes instead. */
  onClosedAfterCancel: () => void;
}) {
  const words = props.copy.booking;
  return (
    <CancelConfirmDialog
      words={{
        trigger: words.cantCome,
        title: words.cancelTitle,
        text: words.cancelText,
        confirm: words.cancelConfirm,
        working: words.working,
        keep: words.keep,
        close: words.close,
      }}
      isPending={props.isPending}
      error={props.error}
      onCancel={props.onCancel}
      onClosedAfterCancel={props.onClosedAfterCancel}
    />
  );
}
