import type { ReactNode } from 'react';
import type { DocumentSendDto } from '../../../domain/documents/sends.ts';
import { ACCESS_LEVEL_WORDS } from '../../../domain/sharing/sharing.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Card } from '../../ui/card.tsx';
import { BreakableAddress } from '../../ui/data-table-text.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { useDocumentSends } from './api.ts';
import { LINK_STATUS_LABELS, MAIL_STATUS_LABELS, SEND_KIND_LABELS } from './send-labels.ts';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-sm font-semibold text-ink-muted">{term}</dt>
      <dd className="wrap-anywhere text-ink">{children}</dd>
    </div>
  );
}

function SendItem({ send }: { send: DocumentSendDto }) {
  return (
    <li className="grid gap-3 border-t border-line pt-4 first:border-t-0 first:pt-0">
      <h3 className="font-semibold wrap-anywhere">
        {SEND_KIND_LABELS[send.kind]} <BreakableAddress value={send.recipientEmail} />
      </h3>
      <dl className="grid gap-2">
        <Row term="When">
          {formatDateTime(send.sentAt)}, by {send.sentByName}
        </Row>
        <Row term="The link lets them">{ACCESS_LEVEL_WORDS[send.accessLevel]}</Row>
        <Row term="The link stops working">
          {send.expiresAt ? formatDateTime(send.expiresAt) : 'Never (until switched off)'}
        </Row>
        <Row term="The link now">{LINK_STATUS_LABELS[send.linkStatus]}</Row>
        <Row term="Email">
          {send.mailStatus ? MAIL_STATUS_LABELS[send.mailStatus] : 'No longer in the outbox'}
        </Row>
        {send.message ? (
          <Row term="Message">
            <span className="whitespace-pre-wrap">{send.message}</span>
          </Row>
        ) : null}
      </dl>
    </li>
  );
}

/**
 * What was sent about this NDA and to whom, newest first: each mail with a link (Send and
 * invitations) as it went out, and what became of the link and the mail since.
 */
export function DocumentSendsCard({
  documentId,
  className,
}: {
  documentId: string;
  className?: string;
}) {
  const query = useDocumentSends(documentId);
  return (
    <Card className={className}>
      <h2 className="text-xl font-semibold">Sent to</h2>
      <div className="mt-4">
        <QueryState
          query={query}
          what="What was sent"
          isEmpty={(sends) => sends.length === 0}
          empty={<p>Not sent to anyone yet. Use Send to email it to the partner.</p>}
        >
          {(sends) => (
            <ul className="grid gap-4">
              {sends.map((send) => (
                <SendItem key={send.id} send={send} />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </Card>
  );
}
