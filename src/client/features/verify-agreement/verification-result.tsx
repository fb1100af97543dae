import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import type { PublicPdfVerificationDto } from '../../../domain/esign/dtos.ts';
import type { VerdictTone } from '../../../domain/esign/verification.ts';
import { CheckIcon } from '../../ui/status-icons.tsx';
import { verdictFor } from './verdict.ts';
import { formatWhen, type VerifyCopy } from './verify-copy.ts';

const TONE_CLASSES: Record<VerdictTone, string> = {
  genuine: 'border-brand bg-brand-tint',
  caution: 'border-line-strong bg-muted',
  'not-genuine': 'border-danger bg-danger-soft',
};

/**
 * The answer for one file: the verdict in a sentence, then what our records say (the agreement,
 * who signed when). Focus moves to the heading, so a screen reader reads the answer next.
 */
export function VerificationResult({
  copy,
  fileName,
  result,
}: {
  copy: VerifyCopy;
  fileName: string;
  result: PublicPdfVerificationDto;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [result]);
  const { VERDICTS, RESULT_LABELS } = copy.words;
  const when = (iso: string) => formatWhen(copy.locale, iso);
  const verdict = verdictFor(result, VERDICTS, when);
  return (
    <section
      aria-labelledby="verify-result-heading"
      className={clsx('rounded-lg border-2 p-5', TONE_CLASSES[verdict.tone])}
    >
      <p className="text-sm text-ink-muted">{RESULT_LABELS.resultFor(fileName)}</p>
      <h2
        id="verify-result-heading"
        ref={heading}
        tabIndex={-1}
        className="mt-1 flex items-start gap-2 text-xl font-semibold text-ink"
      >
        {verdict.tone === 'genuine' ? <CheckIcon className="mt-1 size-5 shrink-0" /> : null}
        {verdict.heading}
      </h2>
      <p className="mt-2 text-ink">{verdict.explanation}</p>
      {result.matches ? (
        <dl className="mt-4 grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-ink">{RESULT_LABELS.agreement}</dt>
          <dd className="text-ink [overflow-wrap:anywhere]">{result.title}</dd>
          <dt className="font-medium text-ink">{RESULT_LABELS.completed}</dt>
          <dd className="text-ink">{when(result.completedAt)}</dd>
          <dt className="font-medium text-ink">{RESULT_LABELS.signedBy}</dt>
          <dd>
            <ul className="grid gap-1">
              {result.signers.map((signer) => (
                <li key={`${signer.name}-${signer.signedAt}`} className="text-ink">
                  {`${signer.name}, ${when(signer.signedAt)}`}
                </li>
              ))}
            </ul>
          </dd>
        </dl>
      ) : null}
    </section>
  );
}
