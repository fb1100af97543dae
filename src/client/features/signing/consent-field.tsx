import { ELECTRONIC_SIGNATURE_CONSENT } from '../../../domain/esign/esign.ts';
import { Checkbox } from '../../ui/checkbox.tsx';

/**
 * The ESIGN Act / UETA consent, word for word as the certificate of completion repeats it. Never
 * ticked in advance: the signer gives it each time.
 */
export function ConsentField({
  id,
  checked,
  error,
  onChange,
}: {
  id: string;
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <Checkbox
        id={id}
        name="consent"
        label={ELECTRONIC_SIGNATURE_CONSENT}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="rounded-md border border-line bg-muted p-4"
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
