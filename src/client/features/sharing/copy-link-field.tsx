import { useId } from 'react';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { Label } from '../../ui/label.tsx';

export interface CopyLinkFieldProps {
  label: string;
  url: string;
  /** "Copied" is shown while true (it clears itself after 3 seconds). */
  isCopied: boolean;
  onCopy: () => void;
  /** Said under the label, e.g. that copying by hand is needed. */
  hint?: string;
}

/**
 * A new link in a read-only field, so it can always be selected and copied by hand, with a Copy
 * button. "Copied" is a status message: screen readers hear it without moving focus.
 */
export function CopyLinkField({ label, url, isCopied, onCopy, hint }: CopyLinkFieldProps) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Input
          id={id}
          readOnly
          value={url}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="min-w-0 flex-1 basis-64 font-mono text-sm"
          onFocus={(event) => event.target.select()}
        />
        <Button variant="secondary" onClick={onCopy}>
          Copy link
        </Button>
      </div>
      <p role="status" className="min-h-6 text-sm font-medium text-brand-ink">
        {isCopied ? 'Copied' : ''}
      </p>
    </div>
  );
}
