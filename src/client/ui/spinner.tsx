import { clsx } from 'clsx';

export interface SpinnerProps {
  label?: string;
  /** Show the label next to the spinner; otherwise only screen readers hear it. */
  showLabel?: boolean;
  className?: string;
}

/** role="status" makes screen readers announce the label politely when it appears. */
export function Spinner({ label = 'Loading...', showLabel = false, className }: SpinnerProps) {
  return (
    <div role="status" className={clsx('inline-flex items-center gap-3 text-ink', className)}>
      <svg
        aria-hidden="true"
        className="size-6 animate-spin text-brand"
        viewBox="0 0 24 24"
        fill="none"
      >
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path
          d="M22 12a10 10 0 0 0-10-10"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span className={showLabel ? undefined : 'sr-only'}>{label}</span>
    </div>
  );
}
