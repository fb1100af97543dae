import { useId } from 'react';
import type { Locale } from '../../../domain/common/i18n.ts';
import type { SignatureType } from './sign-form-values.ts';
import { SIGNING_COPY } from './signing-copy.ts';

const METHODS: readonly SignatureType[] = ['typed', 'drawn'];

/**
 * Native radio buttons: arrow keys move between the two, and screen readers say "1 of 2". The
 * chosen one also gets a thicker border and a tinted background, never colour alone. `id` goes
 * on the first radio, so the error summary can link to the group.
 */
export function SignatureMethodFieldset({
  id,
  value,
  error,
  language,
  onChange,
}: {
  id: string;
  value: SignatureType;
  error?: string;
  language: Locale;
  onChange: (value: SignatureType) => void;
}) {
  const baseId = useId();
  const errorId = `${baseId}-error`;
  const words = SIGNING_COPY[language].SIGNATURE_METHODS;

  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="grid gap-2">
      <legend className="text-sm font-semibold text-ink">{words.legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {METHODS.map((method, index) => {
          const hintId = `${baseId}-${method}-hint`;
          return (
            <label
              key={method}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-line-strong bg-surface px-3 py-2 text-ink hover:bg-muted has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:checked]:text-brand-ink has-[:checked]:outline-2 has-[:checked]:outline-brand"
            >
              <input
                id={index === 0 ? id : undefined}
                type="radio"
                name={`${baseId}-signature-type`}
                value={method}
                checked={method === value}
                onChange={() => onChange(method)}
                aria-describedby={hintId}
                className="mt-0.5 size-5 shrink-0 accent-brand"
              />
              <span>
                <span className="font-medium">{words[method].label}</span>
                {/* Read as the radio's description, so its name stays the short label. */}
                <span id={hintId} aria-hidden="true" className="block text-sm">
                  {words[method].hint}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
