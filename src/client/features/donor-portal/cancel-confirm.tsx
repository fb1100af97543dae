import { CancelConfirmDialog } from '../../ui/cancel-confirm-dialog.tsx';
import type { PortalCopy } from './portal-copy.ts';

/**
 * "Cancel my monthly gift", with one confirm step that says plainly what happens: no more
 * charges; past gifts and statements stay. "Keep my monthly gift" has the focus when it opens.
 */
export function CancelConfirm(props: {
  copy: PortalCopy;
  isPending: boolean;
  error: string | null;
  onCancel: (done: () => void) => void;
  /** Once cancelled the button is gone: where the focus goes instead. */
  onClosedAfterCancel: () => void;
}) {
  const words = props.copy;
  return (
    <CancelConfirmDialog
      words={{
        trigger: words.cancel,
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
