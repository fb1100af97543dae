import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Locale } from '../../../domain/common/i18n.ts';
import type { SigningViewDto } from '../../../domain/esign/dtos.ts';
import { ASSENT_NAME_MESSAGE, ASSENT_WORDS } from '../../../domain/esign/enrollment-agreement.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { Field } from '../../ui/form-field.tsx';
import { Input } from '../../ui/input.tsx';
import { useRecordAssent, useReplaceSigningView } from './api.ts';
import { explainFailure } from './signing-labels.ts';

type Family = NonNullable<SigningViewDto['family']>;

/** Short sentences a child can read with a parent; the adult's part says what it is and is not. */
const COPY = {
  en: {
    problem: 'There is a problem',
    heading: (learner: string) => `${learner} can say yes too`,
    forAdults:
      'This part is for your child. It is not a signature, and enrolling does not need it. Read the words below together. If your child agrees, they write their first name and press the button.',
    nameLabel: 'Your first name',
    button: 'Yes, I agree',
    saving: 'Saving...',
    recorded: (name: string) => `Thank you, ${name}. Your yes is saved with the agreement.`,
    ourFault:
      'Something went wrong on our side, so the yes was not saved. Please try again in a few minutes.',
  },
  es: {
    problem: 'Hay un problema',
    heading: (learner: string) => `${learner} también puede decir que sí`,
    forAdults:
      'Esta parte es para su hijo o hija. No es una firma y no se necesita para la inscripción. Lean juntos las palabras de abajo. Si está de acuerdo, escribe su nombre y presiona el botón.',
    nameLabel: 'Tu nombre',
    button: 'Sí, estoy de acuerdo',
    saving: 'Guardando...',
    recorded: (name: string) => `Gracias, ${name}. Tu sí quedó guardado con el contrato.`,
    ourFault:
      'Algo salió mal de nuestro lado y el sí no se guardó. Por favor, intente otra vez en unos minutos.',
  },
} as const satisfies Record<Locale, unknown>;

/**
 * The learner's assent (ADR 048): recorded once per agreement, from whichever guardian's page it
 * is given on, as its own step on the certificate. Shown while it can still be given, and as a
 * thank-you once it is.
 */
export function LearnerAssentSection({
  token,
  family,
  language,
}: {
  token: string;
  family: Family;
  language: Locale;
}) {
  const copy = COPY[language];
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const record = useRecordAssent(token);
  const replaceView = useReplaceSigningView(token);
  const fieldId = 'learner-assent-name';

  if (family.assent) {
    return (
      <Card>
        <p role="status" className="text-lg text-ink">
          {copy.recorded(family.assent.learnerName)}
        </p>
      </Card>
    );
  }
  if (!family.canAssent) return null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const learnerName = name.trim();
    if (!learnerName) {
      setError(ASSENT_NAME_MESSAGE[language]);
      return;
    }
    setError(null);
    record.mutate(
      { learnerName, language },
      {
        onSuccess: (view) => replaceView(view),
        onError: (failure) => setProblem(explainFailure(failure, language, copy.ourFault)),
      },
    );
  }

  return (
    <Card>
      <section aria-labelledby="learner-assent-heading" lang={language}>
        <h2 id="learner-assent-heading" className="text-xl font-semibold text-ink">
          {copy.heading(family.learnerName)}
        </h2>
        <p className="mt-2 max-w-prose text-ink">{copy.forAdults}</p>
        <p className="mt-4 max-w-prose rounded-lg border border-line bg-surface p-4 text-xl leading-relaxed text-ink">
          {ASSENT_WORDS[language]}
        </p>
        <form noValidate onSubmit={handleSubmit} className="mt-4 grid gap-4">
          <ErrorSummary
            title={copy.problem}
            errors={[
              ...(error ? [{ fieldId, message: error }] : []),
              ...(problem ? [{ message: problem }] : []),
            ]}
          />
          <Field id={fieldId} label={copy.nameLabel} error={error ?? undefined}>
            {(control) => (
              <Input
                {...control}
                name="learnerName"
                autoComplete="off"
                maxLength={100}
                className="max-w-xs"
                value={name}
                onChange={(event) => setName(event.target.value)}
              />
            )}
          </Field>
          <Button type="submit" className="w-fit" disabled={record.isPending}>
            {record.isPending ? copy.saving : copy.button}
          </Button>
        </form>
      </section>
    </Card>
  );
}
