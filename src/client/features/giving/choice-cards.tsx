import { clsx } from 'clsx';
import { useId } from 'react';
import type { ReactNode } from 'react';

export interface ChoiceCardsProps<Value extends string | number> {
  legend: string;
  /** The name the radios share (one group per name). */
  name: string;
  options: readonly { value: Value; label: string }[];
  /** null: none chosen yet. */
  value: Value | null;
  onChange: (value: Value) => void;
  /** Goes on the first radio, so an error summary can link to the group. */
  id?: string;
  /** Classes of the grid the choices sit in (columns per width). */
  gridClassName?: string;
  /** More of the same question under the choices, inside the group (the "Other amount" field). */
  children?: ReactNode;
}

/**
 * Native radio buttons drawn as boxes: arrow keys move between them, screen readers say "2 of
 * 4", and the legend names the group. The chosen one also gets a thicker border and a tinted
 * background, never colour alone. Each box is at least 44 px tall.
 */
export function ChoiceCards<Value extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  id,
  gridClassName = 'grid gap-2 sm:grid-cols-2',
  children,
}: ChoiceCardsProps<Value>) {
  const baseId = useId();
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-2 text-lg font-semibold text-ink">{legend}</legend>
      <div className={gridClassName}>
        {options.map((option, index) => (
          <label
            key={option.value}
            className={clsx(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-line-strong bg-surface px-3 py-2 text-ink hover:bg-muted',
              'has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:checked]:text-brand-ink has-[:checked]:outline-2 has-[:checked]:outline-brand',
              'has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-muted',
            )}
          >
            <input
              id={index === 0 ? (id ?? `${baseId}-first`) : undefined}
              type="radio"
              name={name}
              value={String(option.value)}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="size-5 shrink-0 accent-brand"
            />
            <span className="font-medium">{option.label}</span>
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
