import { clsx } from 'clsx';

export interface ProgressBarProps {
  /** Percent, 0 to 100. */
  value: number;
  /** What is progressing, such as "Robot Rescue Mission progress". */
  label: string;
  className?: string;
}

/** A progress bar with the percentage written beside it, so the length is not the only signal. */
export function ProgressBar({ value, label, className }: ProgressBarProps) {
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div className={clsx('flex items-center gap-3', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-3 flex-1 overflow-hidden rounded-full border border-line-strong bg-muted"
      >
        <div
          className="h-full rounded-full bg-brand transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <span aria-hidden="true" className="w-12 text-right text-sm font-semibold text-ink">
        {percent}%
      </span>
    </div>
  );
}
