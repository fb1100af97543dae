import { MAX_TEXT_VALUE_LENGTH, type FieldKind } from '../../../../domain/esign/placed-fields.ts';
import type { EnvelopePdf } from '../esign-provider.ts';

/** A tab at a fixed place: DocuSign's numbers are strings. */
type PlacedTab = {
  documentId: string;
  pageNumber: string;
  xPosition: string;
  yPosition: string;
};
type FormTab = PlacedTab & { tabLabel: string; required: 'true' | 'false'; tooltip?: string };
export type TextTab = FormTab & { width: string; height: string; maxLength: string };
export type CheckboxTab = FormTab & { selected: 'false' };

/** One signer's tabs on the partner's PDFs, by DocuSign's list names. */
export type FieldTabs = {
  signHereTabs: PlacedTab[];
  initialHereTabs: PlacedTab[];
  dateSignedTabs: PlacedTab[];
  fullNameTabs: PlacedTab[];
  textTabs: TextTab[];
  checkboxTabs: CheckboxTab[];
};

const LIST_OF_KIND = {
  signature: 'signHereTabs',
  initials: 'initialHereTabs',
  'date-signed': 'dateSignedTabs',
  'full-name': 'fullNameTabs',
  text: 'textTabs',
  checkbox: 'checkboxTabs',
} as const satisfies Record<FieldKind, keyof FieldTabs>;

/** The NDA is document 1; the partner's PDFs follow it as 2, 3, ... */
export const pdfDocumentId = (index: number) => String(index + 2);

/**
 * DocuSign measures tabs in pixels at 72 per inch from the top-left corner of the page as shown,
 * which is how our fields are measured (points, rotation applied): the numbers carry over.
 * DocuSign takes whole pixels.
 */
const pixels = (points: number) => String(Math.round(points));

/**
 * The tabs of one signer (`signerIndex` into the envelope's signers) for every field given to
 * them on the partner's PDFs. A text or checkbox tab's label is its document and field id: two
 * tabs of one recipient with the same label share one value in DocuSign, and two templates may
 * use the same field ids.
 */
export function fieldTabsFor(documents: readonly EnvelopePdf[], signerIndex: number): FieldTabs {
  const tabs: FieldTabs = {
    signHereTabs: [],
    initialHereTabs: [],
    dateSignedTabs: [],
    fullNameTabs: [],
    textTabs: [],
    checkboxTabs: [],
  };
  documents.forEach((document, index) => {
    const documentId = pdfDocumentId(index);
    for (const field of document.fields) {
      if (field.signerIndex !== signerIndex) continue;
      const placed: PlacedTab = {
        documentId,
        pageNumber: String(field.page),
        xPosition: pixels(field.x),
        yPosition: pixels(field.y),
      };
      const form = {
        ...placed,
        tabLabel: `doc${documentId}-${field.id}`,
        required: field.required ? ('true' as const) : ('false' as const),
        ...(field.label ? { tooltip: field.label } : {}),
      };
      if (field.kind === 'text') {
        tabs.textTabs.push({
          ...form,
          width: pixels(field.width),
          height: pixels(field.height),
          maxLength: String(MAX_TEXT_VALUE_LENGTH),
        });
      } else if (field.kind === 'checkbox') {
        tabs.checkboxTabs.push({ ...form, selected: 'false' });
      } else {
        tabs[LIST_OF_KIND[field.kind]].push(placed);
      }
    }
  });
  return tabs;
}

/** Only the lists that hold a tab, so an envelope of the NDA alone is sent as before. */
export const nonEmptyTabs = (tabs: FieldTabs): Partial<FieldTabs> =>
  Object.fromEntries(Object.entries(tabs).filter(([, list]) => list.length > 0));
