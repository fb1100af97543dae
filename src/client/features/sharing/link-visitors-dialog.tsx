import { useQuery } from '@tanstack/react-query';
import type { ShareLinkDto } from '../../../domain/sharing/dtos.ts';
import { formatDateTime } from '../../lib/format.ts';
import { BreakableAddress } from '../../ui/data-table-text.tsx';
import { Dialog, DialogContent } from '../../ui/dialog.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { linkVisitorsQuery } from './api.ts';
import { describeVisit, UNVERIFIED_VISITOR } from './link-protection-words.ts';
import { ACCESS_LEVEL_LABELS } from './share-options.ts';

function VisitorList({ linkId }: { linkId: string }) {
  const visitors = useQuery(linkVisitorsQuery(linkId));
  return (
    <QueryState
      query={visitors}
      what="The visitors"
      loadingLabel="Loading visitors..."
      isEmpty={(data) => data.length === 0}
      empty={<p className="text-ink-muted">Nobody has opened this link yet.</p>}
    >
      {(data) => (
        <ul className="grid gap-3">
          {data.map((visitor, index) => (
            <li
              key={visitor.email ?? `device-${index}`}
              className="rounded-md border border-line p-3 text-ink"
            >
              <span className="block font-semibold wrap-anywhere">
                {visitor.email ? <BreakableAddress value={visitor.email} /> : UNVERIFIED_VISITOR}
              </span>
              <span className="block text-ink-muted">{describeVisit(visitor)}</span>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

/**
 * Who opened one link: each verified address, or each device of a link that asked for none, with
 * when, how often, how long and how many downloads (ADR 049). Sentences rather than a table, so
 * it reads the same at 320 px.
 */
export function LinkVisitorsDialog({
  link,
  onOpenChange,
}: {
  link: ShareLinkDto | null;
  onOpenChange: (open: boolean) => void;
}) {
  const name = link?.name ?? `${link ? ACCESS_LEVEL_LABELS[link.accessLevel] : ''} link`;
  return (
    <Dialog open={link !== null} onOpenChange={onOpenChange}>
      <DialogContent
        title="Visitors"
        description={
          link
            ? `Who opened "${name}", created ${formatDateTime(link.createdAt)}. Time on the document counts only while the page was open and in view.`
            : ''
        }
      >
        {link ? <VisitorList linkId={link.id} /> : null}
      </DialogContent>
    </Dialog>
  );
}
