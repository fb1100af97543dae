import { describe, expect, it } from 'vitest';
import * as spanish from '../../../domain/content/es/verify-agreement.ts';
import * as english from '../../../domain/content/verify-agreement.ts';
import type { PdfSealDto, PublicPdfVerificationDto } from '../../../domain/esign/dtos.ts';
import { verificationVerdict } from '../../../domain/esign/verification.ts';
import { verdictFor } from './verdict.ts';

const SEALED_AT = '2026-03-08T09:00:00.000Z';
const formatWhen = (iso: string) => `<${iso}>`;
const ourSeal: PdfSealDto = {
  present: true,
  valid: true,
  coversWholeFile: true,
  ours: true,
  sealedBy: 'NovaLearn Institute Group e-signature seal',
  sealedAt: SEALED_AT,
};
const unmatched = (seal: PdfSealDto): PublicPdfVerificationDto => ({ matches: false, seal });

/** One result for each branch of the verdict. */
const RESULTS: Record<string, PublicPdfVerificationDto> = {
  storedCopy: {
    matches: true,
    title: 'Lab NDA',
    completedAt: SEALED_AT,
    signers: [],
    seal: { present: false },
  },
  noSeal: unmatched({ present: false }),
  changedAfterSealing: unmatched({ ...ourSeal, valid: false }),
  otherSeal: unmatched({ ...ourSeal, ours: false, sealedBy: 'Acme Seal' }),
  otherSealUndated: unmatched({ ...ourSeal, ours: false, sealedBy: 'Acme Seal', sealedAt: null }),
  addedAfterSealing: unmatched({ ...ourSeal, coversWholeFile: false }),
  ourSeal: unmatched(ourSeal),
};

describe('the verdict in the page language', () => {
  it.each(Object.entries(RESULTS))(
    '%s: English says what domain/esign/verification.ts says',
    (_, result) => {
      expect(verdictFor(result, english.VERDICTS, formatWhen)).toEqual(
        verificationVerdict(result, formatWhen),
      );
    },
  );

  it.each(Object.entries(RESULTS))(
    '%s: Spanish has the same tone, in its own words',
    (_, result) => {
      const inSpanish = verdictFor(result, spanish.VERDICTS, formatWhen);
      const inEnglish = verificationVerdict(result, formatWhen);
      expect(inSpanish.tone).toBe(inEnglish.tone);
      expect(inSpanish.heading).not.toBe(inEnglish.heading);
      expect(inSpanish.explanation).not.toMatch(/\b(the|and|this|seal)\b/);
    },
  );

  it('names the seal and its date in Spanish', () => {
    const { explanation } = verdictFor(RESULTS.otherSeal!, spanish.VERDICTS, formatWhen);
    expect(explanation).toContain(`"Acme Seal" con fecha del <${SEALED_AT}>`);
  });
});
