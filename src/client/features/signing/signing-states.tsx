import { Link } from 'react-router';
import { UNKNOWN_SIGNING_LINK_MESSAGE } from '../../../domain/esign/esign.ts';
import { buttonClassName } from '../../ui/button-styles.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';

/** The shape of the page to come, so nothing jumps when the agreement arrives. */
export function SigningLoading() {
  return (
    <div className="grid gap-8" aria-busy="true">
      <div className="grid gap-3">
        <h1 className="sr-only">Sign an agreement</h1>
        <p role="status" className="text-ink-muted">
          Loading the agreement...
        </p>
        <Skeleton className="h-9 w-2/3" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
      <Card className="grid gap-3">
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-5/6" />
      </Card>
    </div>
  );
}

/** 404: the token matches no request (mistyped, or cut off by the mail program). */
export function UnknownSigningLink() {
  return (
    <Card className="mx-auto mt-8 grid max-w-lg gap-4">
      <h1 className="text-2xl font-semibold text-ink">This link does not work</h1>
      <p className="text-ink">{UNKNOWN_SIGNING_LINK_MESSAGE}</p>
      <Link to="/" className={buttonClassName('secondary', 'w-fit')}>
        Go to the home page
      </Link>
    </Card>
  );
}

/** Any other failed load (no connection, too many requests, our fault): say so, offer a retry. */
export function SigningLoadError({
  message,
  isRetrying,
  onRetry,
}: {
  message: string;
  isRetrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Card className="mx-auto mt-8 grid max-w-lg gap-4">
      <h1 className="text-2xl font-semibold text-ink">The agreement did not load</h1>
      <p className="text-ink">{message}</p>
      <Button className="w-fit" onClick={onRetry} disabled={isRetrying}>
        {isRetrying ? 'Trying again...' : 'Try again'}
      </Button>
    </Card>
  );
}
