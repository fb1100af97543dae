import { Link } from 'react-router';
import { INVALID_SHARE_LINK_MESSAGE } from '../../../domain/sharing/schemas.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';

/** Spec §2: "Loading document...". The heading is for screen-reader users who jump by headings. */
export function SharedViewLoading() {
  return (
    <div className="flex flex-col items-center py-16">
      <h1 className="sr-only">Shared document</h1>
      <Spinner label="Loading document..." showLabel />
    </div>
  );
}

/**
 * Spec §2 and §8: one answer for unknown, expired and deactivated links (the server does not
 * tell them apart either). "Go to Home" goes somewhere, so it is a link styled as a button.
 */
export function AccessDenied() {
  return (
    <Card className="mx-auto mt-8 max-w-md text-center">
      <h1 className="text-2xl font-semibold text-ink">Access Denied</h1>
      <p className="mt-3 text-ink-muted">{INVALID_SHARE_LINK_MESSAGE}</p>
      <Button asChild className="mt-6">
        <Link to="/">Go to Home</Link>
      </Button>
    </Card>
  );
}
