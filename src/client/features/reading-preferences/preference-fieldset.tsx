import { useId } from 'react';
import type { PreferenceGroup } from '../../../domain/content/reading-preferences.ts';
import type {
  ReadingPreferenceName,
  ReadingPreferences,
} from '../../../domain/site/reading-preferences.ts';

export interface PreferenceFieldsetProps<Name extends ReadingPreferenceName> {
  group: PreferenceGroup<Name>;
  value: ReadingPreferences[Name];
  onChange: (value: ReadingPreferences[Name]) => void;
}

/**
 * One preference as native radio buttons: arrow keys move between choices and screen readers
 * say "2 of 3". The chosen one shows a filled radio, a thicker border and a tinted background,
 * so it never depends on colour alone.
 */
export function PreferenceFieldset<Name extends ReadingPreferenceName>({
  group,
  value,
  onChange,
}: PreferenceFieldsetProps<Name>) {
  const id = useId();
  const hintId = `${id}-hint`;

  return (
    <fieldset aria-describedby={group.hint ? hintId : undefined}>
      <legend className="text-lg font-semibold text-ink">{group.legend}</legend>
      {group.hint ? (
        <p id={hintId} className="text-ink-muted">
          {group.hint}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        {group.choices.map((choice) => {
          const choiceHintId = `${id}-${choice.value}-hint`;
          return (
            <label
              key={choice.value}
              className="flex min-h-11 max-w-full cursor-pointer items-start gap-2 rounded-md border border-line-strong bg-surface px-3 py-2 text-ink hover:bg-muted has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:checked]:text-brand-ink has-[:checked]:outline-2 has-[:checked]:outline-brand"
            >
              <input
                type="radio"
                name={`${id}-${group.name}`}
                value={choice.value}
                checked={choice.value === value}
                onChange={() => onChange(choice.value)}
                aria-describedby={choice.hint ? choiceHintId : undefined}
                className="mt-0.5 size-5 shrink-0 accent-brand"
              />
              <span>
                <span className="font-medium">{choice.label}</span>
                {/* Read as the radio's description, so its name stays the short label. */}
                {choice.hint ? (
                  <span id={choiceHintId} aria-hidden="true" className="block text-ink-muted">
                    {choice.hint}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
