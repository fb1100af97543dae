import { Link } from 'react-router';
import { isDestructiveStatus, listStatusLabel } from '../../../domain/document-rules.ts';
import type { PartnerDetailDto } from '../../../domain/partners.ts';
import { formatDate } from '../../lib/format.ts';
import { Badge } from '../../ui/badge.tsx';
import { Card } from '../../ui/card.tsx';
import { Table, TBody, TD, TH, THead, TRow } from '../../ui/table.tsx';

type PartnerDocument = PartnerDetailDto['documents'][number];

const formatTerm = (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`;

/**
 * The partner's NDAs with their status and term.
 * Statuses read as in All Documents.
 */
export function PartnerDocumentsTable({ documents }: { documents: PartnerDocument[] }) {
  return (
    // No accessible name on the section: the table's scroll region already carries this name.
    <section>
      <h2 className="mb-4 text-xl font-semibold text-ink">NDAs with this partner</h2>
      {documents.length === 0 ? (
        <Card>
          <p className="text-ink">There are no NDAs with this partner yet.</p>
        </Card>
      ) : (
        <Table caption="NDAs with this partner" hideCaption>
          <THead>
            <TRow>
              <TH>Title</TH>
              <TH>Status</TH>
              <TH>Effective date</TH>
              <TH>Term</TH>
              <TH>Expiration date</TH>
            </TRow>
          </THead>
          <TBody>
            {documents.map((document) => (
              <TRow key={document.id}>
                <TH scope="row" className="font-normal">
                  <Link
                    to={`/admin/documents/${document.id}`}
                    className="inline-block min-h-6 font-medium text-brand underline underline-offset-4 hover:no-underline"
                  >
                    {document.title}
                  </Link>
                </TH>
                <TD>
                  <Badge variant={isDestructiveStatus(document.status) ? 'destructive' : 'default'}>
                    {listStatusLabel(document.status)}
                  </Badge>
                </TD>
                <TD className="whitespace-nowrap">{formatDate(document.effectiveDate)}</TD>
                <TD className="whitespace-nowrap">{formatTerm(document.duration)}</TD>
                <TD className="whitespace-nowrap">
                  {document.expirationDate ? formatDate(document.expirationDate) : 'Not set'}
                </TD>
              </TRow>
            ))}
          </TBody>
        </Table>
      )}
    </section>
  );
}
