import { useId, useState } from 'react';
import { MAX_TEMPLATE_SIGNERS } from '../../../domain/esign/placed-fields.ts';
import { Button } from '../../ui/button.tsx';
import { signerName, signerStyle, signerTag } from './signer-look.ts';

export interface SignerPickerProps {
  signerCount: number;
  signer: number;
  onSignerChange: (signer: number) => void;
  onAdd: () => void;
  /** Returns why the last signer cannot go, or null when it went. */
  onRemove: () => string | null;
}

/**
 * Whose fields are placed next, and how many signers the template has. Each signer's swatch
 * shows the tag, colour and border their fields get. Slot k becomes the envelope's k-th signer.
 */
export function SignerPicker({ signerCount, signer, onSignerChange, ...props }: SignerPickerProps) {
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-lg font-semibold">Signer of new fields</legend>
      <div className="flex flex-wrap gap-2">
        {Array.from({ length: signerCount }, (_, index) => index + 1).map((option) => (
          <label
            key={option}
            className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-line-strong bg-surface px-2 py-1.5 text-ink hover:bg-muted has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:checked]:text-brand-ink has-[:checked]:outline-2 has-[:checked]:outline-brand"
          >
            <input
              type="radio"
              name={`${id}-signer`}
              value={option}
              checked={option === signer}
              onChange={() => onSignerChange(option)}
              className="size-5 shrink-0 accent-brand"
            />
            <span
              aria-hidden="true"
              className="rounded-sm px-1 text-xs font-semibold"
              style={signerStyle(option)}
            >
              {signerTag(option)}
            </span>
            {signerName(option)}
          </label>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={signerCount >= MAX_TEMPLATE_SIGNERS}
          onClick={() => {
            setRefusal(null);
            props.onAdd();
          }}
        >
          Add a signer
        </Button>
        {signerCount > 1 ? (
          <Button variant="secondary" onClick={() => setRefusal(props.onRemove())}>
            Remove {signerName(signerCount)}
          </Button>
        ) : null}
      </div>
      <div role="status" className="empty:hidden">
        {refusal ? <p className="text-sm font-medium text-danger">{refusal}</p> : null}
      </div>
      {signerCount >= MAX_TEMPLATE_SIGNERS ? (
        <p className="text-sm text-ink-muted">
          A template has at most {MAX_TEMPLATE_SIGNERS} signers.
        </p>
      ) : null}
    </fieldset>
  );
}
