import type { PublicPdfVerificationDto } from './dtos.ts';

/** How the page shows a verdict: good news, a caution, or "do not rely on this copy". */
export type VerdictTone = 'genuine' | 'caution' | 'not-genuine';

export type Verdict = { tone: VerdictTone; heading: string; explanation: string };

export const ASK_FOR_ORIGINAL =
  'Ask the person who sent it for the signed copy from the signing mail.';

/**
 * What the page /verify says of a checked PDF, in plain words. Our stored copy decides first
 * (same bytes, so nothing changed); otherwise the seal says what a PDF reader would say.
 * `formatDate` writes the seal's time in the organisation's time zone.
 */
export function verificationVerdict(
  result: PublicPdfVerificationDto,
  formatDate: (iso: string) => string,
): Verdict {
  if (result.matches) {
    return {
      tone: 'genuine',
      heading: 'This agreement is genuine and unchanged',
      explanation:
        'It is, byte for byte, the signed copy we issued when the agreement was completed.',
    };
  }
  const { seal } = result;
  if (!seal.present) {
    return {
      tone: 'not-genuine',
      heading: 'We did not issue this PDF',
      explanation: `It is not one of our signed agreements, and it carries no seal. ${ASK_FOR_ORIGINAL}`,
    };
  }
  if (!seal.valid) {
    return {
      tone: 'not-genuine',
      heading: 'This PDF was changed after it was sealed',
      explanation: `Its seal no longer matches its content, so do not rely on this copy. ${ASK_FOR_ORIGINAL}`,
    };
  }
  const when = seal.sealedAt ? ` on ${formatDate(seal.sealedAt)}` : '';
  if (!seal.ours) {
    return {
      tone: 'caution',
      heading: 'This PDF was sealed by someone else',
      explanation: `It carries an intact seal by "${seal.sealedBy}"${when}, not ours, and we have no copy of it. ${ASK_FOR_ORIGINAL}`,
    };
  }
  if (!seal.coversWholeFile) {
    return {
      tone: 'caution',
      heading: 'Something was added to this PDF after it was sealed',
      explanation: `The part we sealed${when} is unchanged, but what was added later is not covered by our seal. ${ASK_FOR_ORIGINAL}`,
    };
  }
  return {
    tone: 'genuine',
    heading: 'This PDF carries our seal and is unchanged',
    explanation: `We sealed it${when} and no byte of it has changed since. We have no copy of it in this system, so the signers are listed only in its certificate of completion.`,
  };
}
