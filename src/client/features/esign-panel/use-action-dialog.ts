import { useRef, useState } from 'react';
import type { RefObject } from 'react';

/**
 * Open state of a panel dialog. Cancel gives focus back to the trigger as usual; after the
 * action succeeds the trigger is gone (Send and Void give way to the new status), so focus goes
 * to `focusAfterSuccess` instead of falling to the page.
 */
export function useActionDialog(focusAfterSuccess: RefObject<HTMLElement | null>) {
  const [isOpen, setIsOpen] = useState(false);
  const hasSucceeded = useRef(false);

  return {
    root: {
      open: isOpen,
      onOpenChange: (open: boolean) => {
        if (open) hasSucceeded.current = false;
        setIsOpen(open);
      },
    },
    onCloseAutoFocus: (event: Event) => {
      if (!hasSucceeded.current) return;
      event.preventDefault();
      focusAfterSuccess.current?.focus();
    },
    /** Closes after the action succeeded. */
    finish: () => {
      hasSucceeded.current = true;
      setIsOpen(false);
    },
  };
}
