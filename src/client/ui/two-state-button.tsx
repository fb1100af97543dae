import { clsx } from 'clsx';
import { CheckIcon } from './status-icons.tsx';
import { useState } from 'react';
import { buttonClassName } from './button-styles.ts';

export interface TwoStateButtonProps {
  isOn: boolean;
  onChange: (isOn: boolean) => void;
  /** "Join Group" */
  offLabel: string;
  /** "Joined" */
  onLabel: string;
  /** Said by screen readers after each press, such as "You joined the Quiet Math Circle." */
  announce: (isOn: boolean) => string;
  /** The id of the heading the button belongs to, so "Join Group" says which group. */
  describedBy?: string;
  className?: string;
}

/**
 * A button whose words change with its state ("Join Group" → "Joined"). Not aria-pressed: a
 * pressed button keeps one name. A changed name is not always read out, so a status line says
 * what happened; the tick shows the new state without relying on colour.
 */
export function TwoStateButton({
  isOn,
  onChange,
  offLabel,
  onLabel,
  announce,
  describedBy,
  className,
}: TwoStateButtonProps) {
  const [message, setMessage] = useState('');
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <button
        type="button"
        aria-describedby={describedBy}
        className={buttonClassName(isOn ? 'secondary' : 'primary', 'self-start')}
        onClick={() => {
          onChange(!isOn);
          setMessage(announce(!isOn));
        }}
      >
        {isOn ? <CheckIcon /> : null}
        {isOn ? onLabel : offLabel}
      </button>
      <p role="status" className="sr-only">
        {message}
      </p>
    </div>
  );
}
