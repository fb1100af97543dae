import type { Locale } from '../../../domain/common/i18n.ts';
import { ELECTRONIC_SIGNATURE_CONSENTS } from '../../../domain/esign/esign.ts';
import { Checkbox } from '../../ui/checkbox.tsx';
import { SIGNING_COPY } from './signing-copy.ts';

/**
 * The ESIGN Act / UETA consent, word for word as the certificate of completion repeats it: in the
 * signer's language (the server records that one), whatever language the page is read in. When
 * they differ, the page's language gives its meaning below. Never ticked in advance: the signer
 * gives it each time.
 */
export function ConsentField({
  id,
  checked,
  error,
  language,
  signerLanguage,
  onChange,
}: {
  id: string;
  checked: boolean;
  error?: string;
  language: Locale;
  signerLanguage: Locale;
  onChange: (checked: boolean) => void;
}) {
  const errorId = `${id}-error`;
  const translationId = `${id}-translation`;
  const isTranslated = language !== signerLanguage;
  const describedBy = [isTranslated ? translationId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="grid gap-1.5">
      <div lang={signerLanguage}>
        <Checkbox
          id={id}
          name="consent"
          label={ELECTRONIC_SIGNATURE_CONSENTS[signerLanguage]}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className="rounded-md border border-line bg-muted p-4"
        />
      </div>
      {isTranslated ? (
        <p id={translationId} className="text-sm text-ink-muted">
          {SIGNING_COPY[language].CONSENT_TRANSLATION}{' '}
          <span className="text-ink">“{ELECTRONIC_SIGNATURE_CONSENTS[language]}”</span>
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
