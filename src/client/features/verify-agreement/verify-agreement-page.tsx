import { VerifyAgreementForm } from './verify-agreement-form.tsx';
import type { VerifyCopy } from './verify-copy.ts';
import { VerifyLanguageSwitch } from './verify-language-switch.tsx';

/**
 * /verify and /es/verify: anyone holding a signed agreement checks it here (ADR 019), the same
 * check a PDF reader makes of our seal, plus what our records say of who signed when.
 */
export function VerifyAgreementPage({ copy }: { copy: VerifyCopy }) {
  const { VERIFY_INTRO } = copy.words;
  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <div>
        <div className="flex justify-end">
          <VerifyLanguageSwitch copy={copy} />
        </div>
        <h1 className="text-3xl font-semibold text-ink">{VERIFY_INTRO.title}</h1>
        <p className="mt-3 text-ink-muted">{VERIFY_INTRO.text}</p>
      </div>
      <VerifyAgreementForm copy={copy} />
    </div>
  );
}
