import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { ShareLinkDto } from '../../../domain/sharing/dtos.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { BreakableAddress } from '../../ui/data-table-text.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { shareLinksQuery } from './api.ts';
import { DeactivateLinkDialog, type DeactivateTarget } from './deactivate-link-dialog.tsx';
import { describeProtections } from './link-protection-words.ts';
import { LinkVisitorsDialog } from './link-visitors-dialog.tsx';
import { ACCESS_LEVEL_LABELS, SHARE_STATUS_LABELS } from './share-options.ts';

const views = (count: number) => `${count} ${count === 1 ? 'view' : 'views'}`;

/**
 * Every link of one document, newest first: what each asks of its visitors in words, who opened
 * it (Visitors), and a Deactivate button on the working ones, which asks first.
 */
export function ShareLinksTable({ documentId }: { documentId: string }) {
  const links = useQuery(shareLinksQuery(documentId));
  const [toDeactivate, setToDeactivate] = useState<DeactivateTarget | null>(null);
  const [visitorsOf, setVisitorsOf] = useState<ShareLinkDto | null>(null);
  // A deactivated link's button goes away: focus comes back to the table's scroll region.
  const region = useRef<HTMLDivElement>(null);

  const columns: DataTableColumn<ShareLinkDto>[] = [
    {
      id: 'access',
      header: 'Access',
      kind: 'rowHeader',
      minWidth: 'sm',
      cell: (link) => (
        <>
          {ACCESS_LEVEL_LABELS[link.accessLevel]}
          {link.name ? (
            <span className="block text-sm font-normal wrap-anywhere text-ink">{link.name}</span>
          ) : null}
          {link.recipient ? (
            <span className="block text-sm font-normal text-ink-muted">
              For <BreakableAddress value={link.recipient} />
            </span>
          ) : null}
          <span className="block text-sm font-normal text-ink-muted">
            {describeProtections(link)}
          </span>
        </>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (link) => (
        <Badge variant={link.status === 'active' ? 'success' : 'muted'}>
          {SHARE_STATUS_LABELS[link.status]}
        </Badge>
      ),
    },
    {
      id: 'views',
      header: 'Views',
      priority: 3,
      noWrap: true,
      cell: (link) => views(link.viewCount),
    },
    {
      id: 'expires',
      header: 'Expires',
      minWidth: 'md',
      cell: (link) => (link.expiresAt ? formatDateTime(link.expiresAt) : 'Never'),
    },
    {
      id: 'created',
      header: 'Created',
      priority: 3,
      noWrap: true,
      cell: (link) => formatDate(link.createdAt),
    },
    {
      id: 'action',
      header: 'Action',
      kind: 'actions',
      align: 'end',
      cell: (link) => {
        const which = `${ACCESS_LEVEL_LABELS[link.accessLevel]} link created ${formatDateTime(link.createdAt)}`;
        return (
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setVisitorsOf(link)}>
              Visitors<span className="sr-only"> of the {which}</span>
            </Button>
            {link.status === 'active' ? (
              <Button
                variant="secondary"
                onClick={(event) => setToDeactivate({ link, button: event.currentTarget })}
              >
                Deactivate<span className="sr-only"> {which}</span>
              </Button>
            ) : null}
          </div>
        );
      },
    },
  ];

  return (
    <QueryState
      query={links}
      what="The share links"
      loadingLabel="Loading share links..."
      isEmpty={(data) => data.length === 0}
      empty={<p className="text-ink-muted">No links yet.</p>}
    >
      {(data) => (
        <>
          {/* The one confirmation of every row; it renders in a portal. */}
          <DeactivateLinkDialog
            target={toDeactivate}
            onClose={() => setToDeactivate(null)}
            fallbackFocus={() => region.current}
          />
          <LinkVisitorsDialog
            link={visitorsOf}
            onOpenChange={(open) => (open ? undefined : setVisitorsOf(null))}
          />
          <DataTable
            caption="Existing links"
            columns={columns}
            rows={data}
            rowKey={(link) => link.id}
            regionRef={region}
          />
        </>
      )}
    </QueryState>
  );
}
