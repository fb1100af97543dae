import { useRef } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { Locale } from '../../../../domain/common/i18n.ts';
import type { SigningFieldDto } from '../../../../domain/esign/dtos.ts';
import type { PageBox } from '../../../../domain/esign/placed-fields.ts';
import { PdfPageCanvas } from '../../../components/pdf-pages/pdf-page-canvas.tsx';
import { SIGNING_COPY } from '../signing-copy.ts';
import { FieldOverlay, ownFieldText } from './field-overlay.tsx';
import type { OwnField } from './own-fields.ts';
import { useNearViewport } from './use-near-viewport.ts';
import type { PlacedFields } from './use-placed-fields.ts';

/** Pages are drawn no larger than this many CSS pixels per point, however wide the screen. */
const MAX_SCALE = 1.5;

/**
 * One page of a PDF, as wide as `width` allows (never wider, so a 360 px screen does not scroll
 * sideways), with every field drawn over it. A click on one of the signer's own boxes moves focus
 * to its control under the page.
 */
export function PageImage({
  pdf,
  pageNumber,
  pageCount,
  page,
  width,
  title,
  fields,
  ownFields,
  placed,
  language,
  onOwnFieldClick,
}: {
  pdf: PDFDocumentProxy | null;
  pageNumber: number;
  pageCount: number;
  page: PageBox;
  width: number;
  title: string;
  /** Other people's fields on this page. */
  fields: readonly SigningFieldDto[];
  ownFields: readonly OwnField[];
  placed: PlacedFields;
  language: Locale;
  onOwnFieldClick: (field: OwnField) => void;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(frame);
  const scale = Math.min(width / page.width, MAX_SCALE);
  const words = SIGNING_COPY[language].PLACED_FIELDS;
  return (
    <div ref={frame} className="mx-auto w-fit max-w-full">
      <PdfPageCanvas
        pdf={isNear ? pdf : null}
        pageNumber={pageNumber}
        page={page}
        scale={scale}
        label={words.pageImage(pageNumber, pageCount, title)}
      >
        <div aria-hidden="true" className="absolute inset-0">
          {fields.map((field) => (
            <FieldOverlay
              key={field.id}
              field={field}
              scale={scale}
              mine={false}
              text={words.theirs(field.recipientName)}
            />
          ))}
          {ownFields.map((field) => (
            <FieldOverlay
              key={field.id}
              field={field}
              scale={scale}
              mine
              hasError={placed.errorOf(field) !== undefined}
              text={ownFieldText(field, placed.valueOf(field), placed.fullName, language)}
              onClick={() => onOwnFieldClick(field)}
            />
          ))}
        </div>
      </PdfPageCanvas>
    </div>
  );
}
