import { describe, expect, it } from 'vitest';
import type { PdfSealDto, PublicPdfVerificationDto } from './dtos.ts';
import { ASK_FOR_ORIGINAL, verificationVerdict } from './verification.ts';

const formatDate = (iso: string) => `<${iso}>`;
const SEALED_AT = '2026-03-08T09:00:00.000Z';
const ourSeal: PdfSealDto = {
  present: true,
  valid: true,
  coversWholeFile: true,
  ours: true,
  sealedBy: 'NovaLearn Institute Group e-signature seal',
  sealedAt: SEALED_AT,
};
const unmatched = (seal: PdfSealDto): PublicPdfVerificationDto => ({ matches: false, seal });
const verdict = (result: PublicPdfVerificationDto) => verificationVerdict(result, formatDate);

describe('verificationVerdict', () => {
  it('calls our stored copy genuine whatever its seal says (older copies have none)', () => {
    const result: PublicPdfVerificationDto = {
      matches: true,
      title: 'Lab NDA',
      completedAt: SEALED_AT,
      signers: [],
      seal: { present: false },
    };
    expect(verdict(result)).toEqual({
      tone: 'genuine',
      heading: 'This agreement is genuine and unchanged',
      explanation:
        'It is, byte for byte, the signed copy we issued when the agreement was completed.',
    });
  });

  it('says we did not issue an unsealed PDF we have no copy of', () => {
    expect(verdict(unmatched({ present: false }))).toEqual({
      tone: 'not-genuine',
      heading: 'We did not issue this PDF',
      explanation: `It is not one of our signed agreements, and it carries no seal. ${ASK_FOR_ORIGINAL}`,
    });
  });

  it('says a broken seal means the PDF was changed, even when the seal is ours', () => {
    expect(verdict(unmatched({ ...ourSeal, valid: false }))).toEqual({
      tone: 'not-genuine',
      heading: 'This PDF was changed after it was sealed',
      explanation:
        'Its seal no longer matches its content, so do not rely on this copy. ' +
        'Ask the person who sent it for the signed copy from the signing mail.',
    });
  });

  it("names someone else's intact seal and when it was made", () => {
    const result = verdict(unmatched({ ...ourSeal, ours: false, sealedBy: 'Acme Seal' }));
    expect(result.tone).toBe('caution');
    expect(result.heading).toBe('This PDF was sealed by someone else');
    expect(result.explanation).toBe(
      `It carries an intact seal by "Acme Seal" on <${SEALED_AT}>, not ours, and we have no copy of it. ${ASK_FOR_ORIGINAL}`,
    );
  });

  it('warns about bytes added after our seal', () => {
    expect(verdict(unmatched({ ...ourSeal, coversWholeFile: false }))).toEqual({
      tone: 'caution',
      heading: 'Something was added to this PDF after it was sealed',
      explanation: `The part we sealed on <${SEALED_AT}> is unchanged, but what was added later is not covered by our seal. ${ASK_FOR_ORIGINAL}`,
    });
  });

  it('accepts our intact seal over the whole file, and leaves out a missing time', () => {
    expect(verdict(unmatched(ourSeal))).toEqual({
      tone: 'genuine',
      heading: 'This PDF carries our seal and is unchanged',
      explanation: `We sealed it on <${SEALED_AT}> and no byte of it has changed since. We have no copy of it in this system, so the signers are listed only in its certificate of completion.`,
    });
    expect(verdict(unmatched({ ...ourSeal, sealedAt: null })).explanation).toMatch(
      /^We sealed it and no byte/,
    );
  });
});
