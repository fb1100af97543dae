import { describe, expect, it } from 'vitest';
import { envelopeDefinition, findTabRefusal } from './fake-envelope-definition.ts';

const definition = (tabs: Record<string, unknown>) => ({
  status: 'sent',
  emailSubject: 'Please sign',
  documents: [
    { documentBase64: 'JVBERi0=', name: 'NDA', fileExtension: 'pdf', documentId: '1' },
    { documentBase64: 'JVBERi0=', name: 'BAA', fileExtension: 'pdf', documentId: '2' },
  ],
  recipients: {
    signers: [{ email: 'ana@example.org', name: 'Ana', recipientId: '1', routingOrder: '1', tabs }],
    certifiedDeliveries: [
      { email: 'legal@example.org', name: 'Legal', recipientId: '2', routingOrder: '2' },
    ],
  },
});
const at = (documentId: string, pageNumber: string, x = '72', y = '100') => ({
  documentId,
  pageNumber,
  xPosition: x,
  yPosition: y,
});
const pageCounts = new Map([
  ['1', 2],
  ['2', 3],
]);

describe("the fake DocuSign's envelope checks", () => {
  it('accepts placed tabs of every kind on pages the documents have, and approvers', () => {
    const parsed = envelopeDefinition.parse(
      definition({
        signHereTabs: [{ anchorString: '/sn1/', anchorIgnoreIfNotPresent: 'false' }, at('2', '3')],
        initialHereTabs: [at('2', '1')],
        dateSignedTabs: [at('2', '3', '300.5')],
        fullNameTabs: [at('1', '2')],
        textTabs: [{ ...at('2', '2'), tabLabel: 'dept', required: 'false', width: '180' }],
        checkboxTabs: [{ ...at('2', '2'), tabLabel: 'agree', required: 'true' }],
      }),
    );
    expect(findTabRefusal(parsed, pageCounts)).toBeNull();
  });

  it('refuses positions that are not non-negative numbers as strings, and unknown tab fields', () => {
    for (const tab of [at('2', '1', '-5'), at('2', '1', '72', 'top'), { ...at('2', '1'), x: 1 }]) {
      expect(envelopeDefinition.safeParse(definition({ fullNameTabs: [tab] })).success).toBe(false);
    }
    expect(
      envelopeDefinition.safeParse(
        definition({ fullNameTabs: [{ ...at('2', '1'), xPosition: 72 }] }),
      ).success,
    ).toBe(false);
  });

  it('refuses a tab naming no document of the envelope, or a page past its end', () => {
    expect(
      findTabRefusal(
        envelopeDefinition.parse(definition({ fullNameTabs: [at('3', '1')] })),
        pageCounts,
      ),
    ).toEqual({
      errorCode: 'TAB_REFERS_TO_MISSING_DOCUMENT',
      message:
        'The DocumentId specified in the tab element does not refer to a document in this envelope. Tab refers to DocumentId 3 which is not present.',
    });
    expect(
      findTabRefusal(
        envelopeDefinition.parse(definition({ textTabs: [{ ...at('1', '3'), tabLabel: 'x' }] })),
        pageCounts,
      ),
    ).toMatchObject({ errorCode: 'TAB_PAGENUMBER_IS_NOT_IN_DOCUMENT' });
  });
});
