import { useId } from 'react';

export type ChoiceCard<T extends string> = { value: T; label: string; hint: string };

/**
 * A short choice as native radio buttons drawn as cards: arrow keys move between them and screen
 * readers say "1 of 2". The chosen one also gets a border and a tint, never colour alone. `id`
 * goes on the first radio, so an error summary can link to the choice.
 */
export function ChoiceCards<T extends string>({
  id,
  legend,
  options,
  value,
  onChange,
}: {
  id: string;
  legend: string;
  options: readonly ChoiceCard<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  const baseId = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option, index) => {
          const hintId = `${baseId}-${option.value}-hint`;
          return (
            <label
              key={option.value}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-line-strong bg-surface px-3 py-2 text-ink hover:bg-muted has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:checked]:text-brand-ink has-[:checked]:outline-2 has-[:checked]:outline-brand"
            >
              <input
                id={index === 0 ? id : undefined}
                type="radio"
                name={`${baseId}-choice`}
                value={option.value}
                checked={option.value === value}
                onChange={() => onChange(option.value)}
                aria-describedby={hintId}
                className="mt-0.5 size-5 shrink-0 accent-brand"
              />
              <span>
                <span className="font-medium">{option.label}</span>
                <span id={hintId} aria-hidden="true" className="block text-sm">
                  {option.hint}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
