import { z } from 'zod';

/** DocuSign's routing order: a whole number from 1, as a string. */
const routingOrder = z
  .string()
  .regex(/^[1-9][0-9]*$/)
  .optional();
/** Positions and sizes: non-negative numbers written as strings, in pixels (72 per inch). */
const pixels = z.string().regex(/^\d+(\.\d+)?$/, 'must be a non-negative number as a string');
const trueOrFalse = z.enum(['true', 'false']);

/** A tab put where its text appears in any document of the envelope. */
const anchorTab = z.strictObject({
  anchorString: z.string().min(1),
  anchorUnits: z.enum(['pixels', 'inches', 'mms', 'cms']).optional(),
  anchorXOffset: z.string().optional(),
  anchorYOffset: z.string().optional(),
  anchorIgnoreIfNotPresent: trueOrFalse.optional(),
});
/** A tab at a fixed place: which document, which page, and where from the page's top left. */
const placedTab = z.strictObject({
  documentId: z.string().regex(/^[1-9][0-9]*$/),
  pageNumber: z.string().regex(/^[1-9][0-9]*$/),
  xPosition: pixels,
  yPosition: pixels,
});
const formTab = placedTab.extend({
  tabLabel: z.string().min(1).max(500),
  required: trueOrFalse.optional(),
  tooltip: z.string().max(500).optional(),
});
const textTab = formTab.extend({
  width: pixels.optional(),
  height: pixels.optional(),
  maxLength: z
    .string()
    .regex(/^[1-9][0-9]*$/)
    .optional(),
});
const checkboxTab = formTab.extend({ selected: trueOrFalse.optional() });

const tabs = z.strictObject({
  signHereTabs: z.array(z.union([anchorTab, placedTab])).optional(),
  initialHereTabs: z.array(placedTab).optional(),
  dateSignedTabs: z.array(placedTab).optional(),
  fullNameTabs: z.array(placedTab).optional(),
  textTabs: z.array(textTab).optional(),
  checkboxTabs: z.array(checkboxTab).optional(),
});

const person = z.object({
  email: z.email(),
  name: z.string().min(1),
  recipientId: z.string().regex(/^[1-9][0-9]*$/),
  routingOrder,
});

/** What the fake accepts from POST /envelopes: the fields the adapter sends, DocuSign's shapes. */
export const envelopeDefinition = z.object({
  status: z.enum(['sent', 'created']),
  emailSubject: z.string().min(1).max(100),
  emailBlurb: z.string().max(10_000).optional(),
  documents: z
    .array(
      z.object({
        documentBase64: z.string().min(1),
        name: z.string().min(1),
        fileExtension: z.string(),
        documentId: z.string().regex(/^[1-9][0-9]*$/),
      }),
    )
    .min(1),
  recipients: z.object({
    signers: z.array(person.extend({ tabs: tabs.optional() })).min(1),
    /** "Needs to view": they confirm in their turn, and sign nothing. */
    certifiedDeliveries: z.array(person).optional(),
    carbonCopies: z.array(person).optional(),
  }),
});
export type FakeEnvelopeDefinition = z.infer<typeof envelopeDefinition>;

type Signer = FakeEnvelopeDefinition['recipients']['signers'][number];
type AnyTab = z.infer<typeof anchorTab> | z.infer<typeof placedTab>;

/** Every tab of a signer that sits at a fixed place, with the list it came from. */
export function placedTabsOf(signer: Signer) {
  const lists: AnyTab[][] = Object.values(signer.tabs ?? {});
  return lists.flat().filter((tab): tab is z.infer<typeof placedTab> => 'documentId' in tab);
}

/** Every anchor tab of every signer. */
export const anchorTabsOf = (definition: FakeEnvelopeDefinition) =>
  definition.recipients.signers.flatMap((signer) =>
    (signer.tabs?.signHereTabs ?? []).filter(
      (tab): tab is z.infer<typeof anchorTab> => 'anchorString' in tab,
    ),
  );

export type TabRefusal = { errorCode: string; message: string };

/**
 * DocuSign's refusals of a tab that names no document of the envelope or a page its document does
 * not have (errorCode and message as DocuSign writes them).
 */
export function findTabRefusal(
  definition: FakeEnvelopeDefinition,
  pageCounts: ReadonlyMap<string, number>,
): TabRefusal | null {
  for (const signer of definition.recipients.signers) {
    for (const tab of placedTabsOf(signer)) {
      const pages = pageCounts.get(tab.documentId);
      if (pages === undefined) {
        return {
          errorCode: 'TAB_REFERS_TO_MISSING_DOCUMENT',
          message: `The DocumentId specified in the tab element does not refer to a document in this envelope. Tab refers to DocumentId ${tab.documentId} which is not present.`,
        };
      }
      if (Number(tab.pageNumber) > pages) {
        return {
          errorCode: 'TAB_PAGENUMBER_IS_NOT_IN_DOCUMENT',
          message: `The pagenumber specified in the tab element is not in the document that the tab refers to. Tab on Page ${tab.pageNumber} of Document ${tab.documentId} for Recipient ${signer.recipientId}`,
        };
      }
    }
  }
  return null;
}
