import { Link } from 'react-router';
import { useCan } from '../../lib/admin-access.ts';

/**
 * Which way signing goes while DocuSign is not set up. The server settings that would set it up
 * are on Settings › Integrations, which only owners open, so only owners get the link.
 */
export function DocusignNotice() {
  const can = useCan();
  return (
    <div className="rounded-md border border-line-strong bg-muted p-4 text-ink">
      <p>
        NDAs are sent for signature through the built-in e-signature: the signer gets an email with
        a link to our own signing page.
      </p>
      {can('owner') ? (
        <p className="mt-2">
          To send through DocuSign instead, see{' '}
          <Link
            to="/admin/settings/integrations"
            className="font-medium text-brand underline underline-offset-4 hover:no-underline"
          >
            Settings › Integrations
          </Link>
          .
        </p>
      ) : null}
    </div>
  );
}
