import { Button } from './button.tsx';

export interface LoadFailedProps {
  /** What did not arrive, as the sentence's subject: "The settings", "The outbox". */
  what: string;
  onRetry: () => void;
  className?: string;
}

/** A list or form whose data did not arrive: says so (announced) and offers to try again. */
export function LoadFailed({ what, onRetry, className }: LoadFailedProps) {
  return (
    <div role="alert" className={className}>
      <p className="text-ink">{what} could not be loaded.</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
