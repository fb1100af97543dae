import { useId, useRef } from 'react';
import type { Locale } from '../../../../domain/common/i18n.ts';
import type { SigningDocumentDto } from '../../../../domain/esign/dtos.ts';
import { signingDocumentUrl } from '../api.ts';
import { SIGNING_COPY } from '../signing-copy.ts';
import { focusControl } from './focus-control.ts';
import { fieldControlId } from './own-fields.ts';
import { PageFieldsGroup } from './page-fields-group.tsx';
import { PageImage } from './page-image.tsx';
import type { PlacedFields } from './use-placed-fields.ts';
import { useElementWidth } from '../../../components/pdf-pages/use-element-width.ts';
import { usePdfDocument } from '../../../components/pdf-pages/use-pdf-document.ts';

/**
 * One of the envelope's PDFs: its title, then page by page the image with the fields over it and
 * the signer's own fields of that page as form controls. Without the images (pdf.js failed), the
 * controls are all there is, and they are enough.
 */
export function DocumentSection({
  token,
  pdfDocument,
  placed,
  language,
}: {
  token: string;
  pdfDocument: SigningDocumentDto;
  placed: PlacedFields;
  language: Locale;
}) {
  const words = SIGNING_COPY[language].PLACED_FIELDS;
  const headingId = useId();
  const pagesRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(pagesRef);
  const pdf = usePdfDocument(signingDocumentUrl(token, pdfDocument.id));
  const ownFields = placed.fields.filter((field) => field.documentId === pdfDocument.id);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-line bg-surface p-3 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-semibold wrap-anywhere text-ink">
        {pdfDocument.title}
      </h2>
      {ownFields.length === 0 ? (
        <p className="mt-2 max-w-prose text-ink">{words.leadWithoutFields}</p>
      ) : !pdf.error ? (
        <p className="mt-2 max-w-prose text-ink">{words.leadWithFields}</p>
      ) : null}
      {pdf.error ? (
        <p className="mt-4 rounded-md border border-line-strong bg-muted p-4 font-medium text-ink">
          {words.imagesFailed}
        </p>
      ) : null}
      <div ref={pagesRef} className="mt-4 grid gap-6">
        {pdfDocument.pages.map((page, index) => {
          const pageNumber = index + 1;
          const ownOnPage = ownFields.filter((field) => field.page === pageNumber);
          const showImage = !pdf.error && width > 0;
          if (!showImage && ownOnPage.length === 0) return null;
          return (
            <div key={pageNumber} className="grid gap-4">
              {showImage ? (
                <PageImage
                  pdf={pdf.pdf}
                  pageNumber={pageNumber}
                  pageCount={pdfDocument.pages.length}
                  page={page}
                  width={width}
                  title={pdfDocument.title}
                  fields={pdfDocument.fields.filter(
                    (field) => !field.mine && field.page === pageNumber,
                  )}
                  ownFields={ownOnPage}
                  placed={placed}
                  language={language}
                  onOwnFieldClick={(field) => focusControl(fieldControlId(field))}
                />
              ) : null}
              {ownOnPage.length > 0 ? (
                <PageFieldsGroup
                  pageNumber={pageNumber}
                  fields={ownOnPage}
                  placed={placed}
                  language={language}
                />
              ) : null}
            </div>
          );
        })}
      </div>
    </section>
  );
}
