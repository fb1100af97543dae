import { Link } from 'react-router';
import { Card } from '../../ui/card.tsx';

export const HELP_SECTION_ID = 'nda-help';

/** The spec's help card; its "View Documentation" link goes to the help on this page. */
export function HelpCard() {
  return (
    <Card>
      <h2 className="text-lg font-semibold">Need help?</h2>
      <p className="mt-2 text-ink-muted">Read how to create, send and follow up on NDAs.</p>
      {/* A router Link, so the router scrolls to the section; focus goes there too, so the
          next Tab continues from the help text. */}
      <Link
        to={{ hash: HELP_SECTION_ID }}
        onClick={() => document.getElementById(HELP_SECTION_ID)?.focus()}
        className="mt-3 inline-flex min-h-10 items-center text-brand underline underline-offset-2"
      >
        View Documentation
      </Link>
    </Card>
  );
}
