import { SIGNATURE_FONT_FAMILY } from './signing-labels.ts';

/**
 * How the typed name will look as a signature, updated as the signer types. Not a live region:
 * the name is already read out in its own field, and a preview that spoke on every key would
 * drown it.
 */
export function TypedSignaturePreview({ fullName }: { fullName: string }) {
  const name = fullName.trim();
  return (
    <div className="grid gap-1.5">
      <p className="text-sm font-semibold text-ink">Preview of your signature</p>
      <div className="flex min-h-20 items-center rounded-md border border-line-strong bg-surface px-4 py-2">
        {name ? (
          <p
            className="text-3xl leading-normal wrap-anywhere text-ink"
            style={{ fontFamily: SIGNATURE_FONT_FAMILY }}
          >
            {name}
          </p>
        ) : (
          <p className="text-ink-muted">Type your full name above to see it here.</p>
        )}
      </div>
    </div>
  );
}
