import type { EnvelopeStatusDto } from '../../../domain/esign/dtos.ts';
import { EnvelopePdfDownloadButton } from './envelope-pdf-download-button.tsx';

const fieldCountText = (count: number) =>
  count === 0 ? 'no fields' : count === 1 ? '1 field' : `${count} fields`;

export interface EnvelopeDocumentListProps {
  nda: { id: string; title: string };
  documents: EnvelopeStatusDto['documents'];
  /** Once everyone has signed, each PDF can be downloaded sealed, and as it was sent. */
  isCompleted: boolean;
}

/**
 * What the envelope holds: the NDA first, then the partner's own PDFs (ADR 050) with how many
 * fields were placed on each. The NDA's own signed copy is the panel's "Download signed copy".
 */
export function EnvelopeDocumentList({ nda, documents, isCompleted }: EnvelopeDocumentListProps) {
  return (
    <ol className="grid list-decimal gap-3 pl-6">
      <li className="wrap-anywhere">
        {nda.title} <span>(the NDA)</span>
      </li>
      {documents.map((pdf) => (
        <li key={pdf.id}>
          <span className="wrap-anywhere">
            {pdf.title}, {fieldCountText(pdf.fieldCount)}
          </span>
          {isCompleted ? (
            <span className="mt-2 flex flex-wrap gap-2">
              <EnvelopePdfDownloadButton documentId={nda.id} pdf={pdf} version="signed" />
              <EnvelopePdfDownloadButton documentId={nda.id} pdf={pdf} version="original" />
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
