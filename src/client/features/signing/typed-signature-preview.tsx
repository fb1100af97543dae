import type { Locale } from '../../../domain/common/i18n.ts';
import { SIGNING_COPY } from './signing-copy.ts';
import { SIGNATURE_FONT_FAMILY } from './signing-labels.ts';

/**
 * How the typed name will look as a signature, updated as the signer types. Not a live region:
 * the name is already read out in its own field, and a preview that spoke on every key would
 * drown it.
 */
export function TypedSignaturePreview({
  fullName,
  language,
}: {
  fullName: string;
  language: Locale;
}) {
  const name = fullName.trim();
  const words = SIGNING_COPY[language].TYPED_PREVIEW;
  return (
    <div className="grid gap-1.5">
      <p className="text-sm font-semibold text-ink">{words.label}</p>
      <div className="flex min-h-20 items-center rounded-md border border-line-strong bg-surface px-4 py-2">
        {name ? (
          <p
            className="text-3xl leading-normal wrap-anywhere text-ink"
            style={{ fontFamily: SIGNATURE_FONT_FAMILY }}
          >
            {name}
          </p>
        ) : (
          <p className="text-ink-muted">{words.empty}</p>
        )}
      </div>
    </div>
  );
}
