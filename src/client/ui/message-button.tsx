import { useState } from 'react';
import { buttonClassName, type ButtonVariant } from './button-styles.ts';

export interface MessageButtonProps {
  label: string;
  /** Shown beside the button, and read out, once it is pressed. */
  message: string;
  id?: string;
  /** Adds what the button belongs to, so three "Continue" buttons can be told apart. */
  describedBy?: string;
  variant?: ButtonVariant;
}

/**
 * A button on a page that only previews what it will do: pressing it says so in words instead
 * of doing nothing. The status line is there from the start, so screen readers announce it.
 */
export function MessageButton({ label, message, id, describedBy, variant }: MessageButtonProps) {
  const [isPressed, setIsPressed] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <button
        id={id}
        type="button"
        aria-describedby={describedBy}
        className={buttonClassName(variant, 'self-start')}
        onClick={() => setIsPressed(true)}
      >
        {label}
      </button>
      <p role="status" className="text-sm text-ink-muted">
        {isPressed ? message : ''}
      </p>
    </div>
  );
}
