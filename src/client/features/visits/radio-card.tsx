import { useId } from 'react';

export interface RadioCardProps {
  /** The radios of one question share a name, so arrow keys move between them. */
  name: string;
  value: string;
  isChecked: boolean;
  onChange: () => void;
  label: string;
  /** A second line ("3 seats left"), read as the radio's description. */
  hint?: string;
  /** The label's language when it is not the page's ("Español" on the English page). */
  lang?: string;
  /** On the first radio of a question, so an error summary can link to the question. */
  id?: string;
}

/**
 * A native radio button drawn as a card (as ui/choice-cards.tsx): the whole card is the target,
 * at least 44 px tall; the chosen one also gets a thicker border and a tint, never colour alone.
 */
export function RadioCard({
  name,
  value,
  isChecked,
  onChange,
  label,
  hint,
  lang,
  id,
}: RadioCardProps) {
  const hintId = useId();
  return (
    <label className="flex min-h-11 min-w-0 cursor-pointer items-start gap-3 rounded-md border border-line-strong bg-surface px-3 py-2 text-ink hover:bg-muted has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:checked]:text-brand-ink has-[:checked]:outline-2 has-[:checked]:outline-brand">
      <input
        id={id}
        type="radio"
        name={name}
        value={value}
        checked={isChecked}
        onChange={onChange}
        aria-describedby={hint ? hintId : undefined}
        className="mt-0.5 size-5 shrink-0 accent-brand"
      />
      <span className="min-w-0">
        <span className="font-medium" lang={lang}>
          {label}
        </span>
        {hint ? (
          // Described, not named: the radio's name stays the time, the seats follow it.
          <span id={hintId} aria-hidden="true" className="block text-sm">
            {hint}
          </span>
        ) : null}
      </span>
    </label>
  );
}
