import type { Locale } from '../../../../domain/common/i18n.ts';
import type { SigningDocumentDto } from '../../../../domain/esign/dtos.ts';
import { DocumentSection } from './document-section.tsx';
import { focusControl } from './focus-control.ts';
import { NextFieldBar } from './next-field-bar.tsx';
import { fieldControlId } from './own-fields.ts';
import type { PlacedFields } from './use-placed-fields.ts';

/**
 * The envelope's PDFs after the agreement text, and the bar that leads through the signer's
 * required fields to the signing form (`onDone` moves focus there). A flex column, not a grid:
 * a sticky grid item could not leave its own row.
 */
export function PlacedDocuments({
  token,
  documents,
  placed,
  isApprover,
  language,
  onDone,
}: {
  token: string;
  documents: readonly SigningDocumentDto[];
  placed: PlacedFields;
  isApprover: boolean;
  language: Locale;
  onDone: () => void;
}) {
  function goToNext() {
    const next = placed.nextField();
    if (next) focusControl(fieldControlId(next));
    else onDone();
  }
  return (
    <div className="flex flex-col gap-8">
      {documents.map((pdfDocument) => (
        <DocumentSection
          key={pdfDocument.id}
          token={token}
          pdfDocument={pdfDocument}
          placed={placed}
          language={language}
        />
      ))}
      {placed.requiredCount > 0 ? (
        <NextFieldBar
          left={placed.leftCount}
          total={placed.requiredCount}
          isApprover={isApprover}
          language={language}
          onNext={goToNext}
        />
      ) : null}
    </div>
  );
}
