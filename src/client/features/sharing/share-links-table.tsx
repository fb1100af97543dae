import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { Table, TBody, TD, TH, THead, TRow } from '../../ui/table.tsx';
import { shareLinksQuery } from './api.ts';
import { DeactivateLinkDialog, type DeactivateTarget } from './deactivate-link-dialog.tsx';
import { ACCESS_LEVEL_LABELS, SHARE_STATUS_LABELS } from './share-options.ts';

const views = (count: number) => `${count} ${count === 1 ? 'view' : 'views'}`;

/**
 * Every link of one document, newest first, with a Deactivate button on the working ones, which
 * asks first (issue 12).
 */
export function ShareLinksTable({ documentId }: { documentId: string }) {
  const links = useQuery(shareLinksQuery(documentId));
  const [toDeactivate, setToDeactivate] = useState<DeactivateTarget | null>(null);
  // A deactivated link's button goes away: focus comes back to the table's scroll region.
  const table = useRef<HTMLTableElement>(null);

  if (links.isPending) return <Spinner label="Loading share links..." showLabel />;
  if (links.isError) {
    return (
      <div role="alert">
        <p>The share links could not be loaded.</p>
        <Button variant="secondary" className="mt-3" onClick={() => void links.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (links.data.length === 0) return <p className="text-ink-muted">No links yet.</p>;

  return (
    <Table ref={table} caption="Existing links" hideCaption>
      {/* The one confirmation of every row; it renders in a portal, nothing inside the table. */}
      <DeactivateLinkDialog
        target={toDeactivate}
        onClose={() => setToDeactivate(null)}
        fallbackFocus={() => table.current?.parentElement ?? null}
      />
      <THead>
        <TRow>
          <TH>Access</TH>
          <TH>Status</TH>
          <TH>Views</TH>
          <TH>Expires</TH>
          <TH>Created</TH>
          <TH>Action</TH>
        </TRow>
      </THead>
      <TBody>
        {links.data.map((link) => {
          const name = `${ACCESS_LEVEL_LABELS[link.accessLevel]} link created ${formatDateTime(link.createdAt)}`;
          return (
            <TRow key={link.id}>
              <TH scope="row" className="font-medium">
                {ACCESS_LEVEL_LABELS[link.accessLevel]}
                {link.recipient ? (
                  <span className="block text-sm font-normal break-all text-ink-muted">
                    For {link.recipient}
                  </span>
                ) : null}
              </TH>
              <TD>
                <Badge variant={link.status === 'active' ? 'success' : 'muted'}>
                  {SHARE_STATUS_LABELS[link.status]}
                </Badge>
              </TD>
              <TD className="whitespace-nowrap">{views(link.viewCount)}</TD>
              <TD className="whitespace-nowrap">
                {link.expiresAt ? formatDateTime(link.expiresAt) : 'Never'}
              </TD>
              <TD className="whitespace-nowrap">{formatDate(link.createdAt)}</TD>
              <TD>
                {link.status === 'active' ? (
                  <Button
                    variant="secondary"
                    onClick={(event) => setToDeactivate({ link, button: event.currentTarget })}
                  >
                    Deactivate
                    <span className="sr-only"> {name}</span>
                  </Button>
                ) : (
                  <span className="text-ink-muted">None</span>
                )}
              </TD>
            </TRow>
          );
        })}
      </TBody>
    </Table>
  );
}
