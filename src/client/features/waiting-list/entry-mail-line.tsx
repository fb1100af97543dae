import { Link } from 'react-router';
import type { EntryMailFacts } from '../../../domain/waiting-list/history.ts';
import { permissionForAdminPath, useCan } from '../../lib/admin-access.ts';

const OUTBOX_PATH = '/admin/settings/outbox';

/**
 * A mail a history step sent: to whom and its subject, and for those who may open the outbox
 * (owners), a link to the copy kept there.
 */
export function EntryMailLine({ mail }: { mail: EntryMailFacts }) {
  const can = useCan();
  return (
    <span className="[overflow-wrap:anywhere]">
      Email sent to {mail.to}: “{mail.subject}”
      {can(permissionForAdminPath(OUTBOX_PATH)) ? (
        <>
          {' '}
          <Link
            to={`${OUTBOX_PATH}?message=${encodeURIComponent(mail.outboxId)}`}
            className="font-medium text-brand-ink underline underline-offset-4 hover:no-underline"
          >
            Open the copy in the outbox
            <span className="sr-only"> (email to {mail.to})</span>
          </Link>
        </>
      ) : null}
    </span>
  );
}
