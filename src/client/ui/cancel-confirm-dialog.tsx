import { useState } from 'react';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** The words of a cancel step, in the reader's language. */
export type CancelConfirmWords = {
  /** The button that opens the step ("I can't come", "Cancel my monthly gift"). */
  trigger: string;
  title: string;
  /** What happens, said plainly. */
  text: string;
  confirm: string;
  working: string;
  /** The way back, which has the focus when the step opens ("Keep my booking"). */
  keep: string;
  close: string;
};

/**
 * One confirm step before something is cancelled, for pages a family or donor opens from a mail.
 * "Keep" has the focus when it opens, so Enter straight away cancels nothing. Once cancelled the
 * trigger is gone, so the focus goes where `onClosedAfterCancel` puts it.
 */
export function CancelConfirmDialog(props: {
  words: CancelConfirmWords;
  isPending: boolean;
  error: string | null;
  onCancel: (done: () => void) => void;
  onClosedAfterCancel: () => void;
}) {
  const { words } = props;
  const [open, setOpen] = useState(false);
  const [isCancelled, setIsCancelled] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary" className="min-h-11">
          {words.trigger}
        </Button>
      }
      title={words.title}
      description={words.text}
      confirmLabel={words.confirm}
      pendingLabel={words.working}
      isPending={props.isPending}
      error={open ? props.error : null}
      labels={{ cancel: words.keep, close: words.close }}
      onConfirm={() =>
        props.onCancel(() => {
          setIsCancelled(true);
          setOpen(false);
        })
      }
      onCloseAutoFocus={(event) => {
        if (!isCancelled) return;
        event.preventDefault();
        props.onClosedAfterCancel();
      }}
    />
  );
}
