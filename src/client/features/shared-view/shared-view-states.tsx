import { Link } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useSharedViewCopy } from './shared-view-copy.tsx';

/** Spec §2: "Loading document...". The heading is for screen-reader users who jump by headings. */
export function SharedViewLoading() {
  const { words } = useSharedViewCopy();
  return (
    <div className="flex flex-col items-center py-16">
      <h1 className="sr-only">{words.PAGE_TITLE}</h1>
      <Spinner label={words.LOADING} showLabel />
    </div>
  );
}

/**
 * Spec §2 and §8: one answer for unknown, expired and deactivated links (the server does not
 * tell them apart either). "Go to Home" goes somewhere, so it is a link styled as a button.
 */
export function AccessDenied() {
  const { ACCESS_DENIED } = useSharedViewCopy().words;
  return (
    <Card className="mx-auto mt-8 max-w-md text-center">
      <h1 className="text-2xl font-semibold text-ink">{ACCESS_DENIED.title}</h1>
      <p className="mt-3 text-ink-muted">{ACCESS_DENIED.text}</p>
      <Button asChild className="mt-6">
        <Link to={ACCESS_DENIED.homeLink.to}>{ACCESS_DENIED.homeLink.label}</Link>
      </Button>
    </Card>
  );
}
