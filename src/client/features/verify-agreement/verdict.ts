import type { PublicPdfVerificationDto } from '../../../domain/esign/dtos.ts';
import type { Verdict } from '../../../domain/esign/verification.ts';
import type { VerifyWords } from './verify-copy.ts';

/**
 * What the page says of a checked PDF, in the page's language: the branches of
 * domain/esign/verification.ts. Our stored copy decides first (same bytes, so nothing changed);
 * otherwise the seal says what a PDF reader would say. `formatWhen` writes the seal's time.
 */
export function verdictFor(
  result: PublicPdfVerificationDto,
  verdicts: VerifyWords['VERDICTS'],
  formatWhen: (iso: string) => string,
): Verdict {
  if (result.matches) return { tone: 'genuine', ...verdicts.storedCopy };
  const { seal } = result;
  if (!seal.present) return { tone: 'not-genuine', ...verdicts.noSeal };
  if (!seal.valid) return { tone: 'not-genuine', ...verdicts.changedAfterSealing };
  const when = seal.sealedAt ? formatWhen(seal.sealedAt) : null;
  if (!seal.ours) {
    const { heading, explanation } = verdicts.otherSeal;
    return { tone: 'caution', heading, explanation: explanation(seal.sealedBy, when) };
  }
  if (!seal.coversWholeFile) {
    const { heading, explanation } = verdicts.addedAfterSealing;
    return { tone: 'caution', heading, explanation: explanation(when) };
  }
  const { heading, explanation } = verdicts.ourSeal;
  return { tone: 'genuine', heading, explanation: explanation(when) };
}
