import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { LINK_LEVEL_NAMES } from '../../../domain/collaboration/comment-threads.ts';
import type { ShareLinkDto } from '../../../domain/sharing/dtos.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { shareLinksQuery } from './api.ts';
import { RevokeAccessDialog, type RevokeTarget } from './revoke-access-dialog.tsx';

const describeLink = (link: ShareLinkDto) =>
  [
    link.recipient ? `for ${link.recipient}` : null,
    `created ${formatDate(link.createdAt)}`,
    link.expiresAt ? `expires ${formatDateTime(link.expiresAt)}` : 'never expires',
  ]
    .filter(Boolean)
    .join(', ');

/**
 * The links that still work, each with Revoke (admin spec §2 "a way to revoke access"), which
 * asks first.
 */
export function RevokeAccessList({ documentId }: { documentId: string }) {
  const links = useQuery(shareLinksQuery(documentId));
  const [toRevoke, setToRevoke] = useState<RevokeTarget | null>(null);
  // The revoked link's row disappears with its button; focus goes to the list instead of <body>.
  const listRef = useRef<HTMLDivElement>(null);

  return (
    <QueryState query={links} what="The links" loadingLabel="Loading links...">
      {(data) => {
        const active = data.filter((link) => link.status === 'active');
        return (
          <div ref={listRef} tabIndex={-1}>
            <RevokeAccessDialog
              documentId={documentId}
              target={toRevoke}
              onClose={() => setToRevoke(null)}
              fallbackFocus={() => listRef.current}
            />
            {active.length === 0 ? (
              <p className="text-ink-muted">No links are active.</p>
            ) : (
              <ActiveLinks links={active} onRevoke={setToRevoke} />
            )}
          </div>
        );
      }}
    </QueryState>
  );
}

interface ActiveLinksProps {
  links: ShareLinkDto[];
  onRevoke: (target: RevokeTarget) => void;
}

function ActiveLinks({ links, onRevoke }: ActiveLinksProps) {
  return (
    <ul className="grid gap-3">
      {links.map((link) => {
        const description = describeLink(link);
        return (
          <li
            key={link.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-line p-3"
          >
            <span className="grid">
              <span className="font-semibold">{LINK_LEVEL_NAMES[link.accessLevel]}</span>
              <span className="text-sm wrap-anywhere text-ink-muted">{description}</span>
            </span>
            <Button
              variant="secondary"
              onClick={(event) =>
                onRevoke({
                  linkId: link.id,
                  linkName: LINK_LEVEL_NAMES[link.accessLevel],
                  description,
                  button: event.currentTarget,
                })
              }
            >
              Revoke
              <span className="sr-only">
                {' '}
                {LINK_LEVEL_NAMES[link.accessLevel]} {description}
              </span>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
