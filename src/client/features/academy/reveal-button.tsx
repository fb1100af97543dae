import { useId, useState } from 'react';
import { buttonClassName } from '../../ui/button-styles.ts';

export interface RevealButtonProps {
  label: string;
  /** Shown under the button once it is pressed; pressing again hides it. */
  details: readonly string[];
}

/** A disclosure: a button that shows and hides a few lines (aria-expanded says which). */
export function RevealButton({ label, details }: RevealButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        className={buttonClassName('primary', 'self-start')}
        onClick={() => setIsOpen(!isOpen)}
      >
        {label}
      </button>
      <div id={panelId} hidden={!isOpen} className="rounded-md bg-muted p-3 text-ink">
        {details.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </div>
  );
}
