import { clsx } from 'clsx';
import { CheckIcon } from './status-icons.tsx';
import type { ComponentProps } from 'react';

export interface ToggleButtonProps extends Omit<ComponentProps<'button'>, 'onClick' | 'type'> {
  isPressed: boolean;
  onPressedChange: (isPressed: boolean) => void;
}

/**
 * A button that stays pressed (aria-pressed): a native button, so click, Space and Enter all
 * toggle it. The label stays the same; the box with a tick shows the state, and the border and
 * background only repeat it.
 */
export function ToggleButton({
  isPressed,
  onPressedChange,
  className,
  children,
  ...props
}: ToggleButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={isPressed}
      onClick={() => onPressedChange(!isPressed)}
      className={clsx(
        'flex min-h-11 w-full items-start gap-3 rounded-lg border-2 p-4 text-left transition-colors',
        isPressed
          ? 'border-brand bg-brand-soft text-brand-ink'
          : 'border-line-strong bg-surface text-ink hover:bg-muted',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={clsx(
          'mt-0.5 flex size-6 shrink-0 items-center justify-center rounded border-2',
          isPressed ? 'border-brand bg-brand text-on-brand' : 'border-line-strong',
        )}
      >
        {isPressed ? <CheckIcon className="size-4" /> : null}
      </span>
      <span className="grid gap-0.5">{children}</span>
    </button>
  );
}
