import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Locale } from '../../../domain/common/i18n.ts';
import type { SigningViewDto } from '../../../domain/esign/dtos.ts';
import { hideEmailAddress, identityCodeInput } from '../../../domain/esign/signer-identity.ts';
import { MAILED_CODE_LENGTH } from '../../../domain/sharing/link-protection.ts';
import { useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { useConfirmIdentity, useMailIdentityCode } from './api.ts';
import { SIGNING_COPY } from './signing-copy.ts';
import { explainFailure } from './signing-labels.ts';

const CODE_FIELDS = ['code'] as const;

/** Focus comes here from the placed fields' "Next field" when no field is left. */
export const IDENTITY_HEADING_ID = 'signing-identity-heading';

/**
 * Before the signing form, on an envelope that asks (ADR 049): "Send the code" mails a code to
 * the address the link went to (the page never asks for one), then the signer types it. A right
 * code answers the link's view with the identity confirmed, and the page moves on to signing.
 */
export function IdentityStep({
  token,
  email,
  language,
  onConfirmed,
}: {
  token: string;
  /** The signer's address, shown only in part. */
  email: string;
  language: Locale;
  onConfirmed: (view: SigningViewDto) => void;
}) {
  const copy = SIGNING_COPY[language];
  const words = copy.IDENTITY_STEP;
  const [sent, setSent] = useState<{ sentTo: string; minutes: number } | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { errors, fieldId, validate, show, showServerErrors, summary } = useFormErrors(
    CODE_FIELDS,
    copy.validationMessage,
  );
  const mailCode = useMailIdentityCode(token);
  const confirm = useConfirmIdentity(token);

  function sendCode() {
    setProblem(null);
    show({});
    mailCode.mutate(undefined, {
      onSuccess: (answer) => setSent(answer),
      onError: (error) => setProblem(explainFailure(error, language, words.ourFault)),
    });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const input = validate(identityCodeInput, { code });
    if (!input) return;
    confirm.mutate(input, {
      onSuccess: onConfirmed,
      onError: (error) => {
        if (showServerErrors(error)) return;
        setProblem(explainFailure(error, language, words.ourFault));
      },
    });
  }

  const errorSummary = (
    <ErrorSummary
      title={copy.ERROR_SUMMARY_TITLE}
      errors={problem ? [...summary.errors, { message: problem }] : summary.errors}
      focusKey={`${summary.focusKey}-${problem ?? ''}`}
    />
  );

  return (
    <Card>
      <section aria-labelledby={IDENTITY_HEADING_ID} className="grid gap-4">
        <h2 id={IDENTITY_HEADING_ID} tabIndex={-1} className="text-xl font-semibold text-ink">
          {words.heading}
        </h2>
        {sent ? (
          <p role="status" className="max-w-prose text-ink">
            {words.sent(sent.sentTo, sent.minutes)}
          </p>
        ) : (
          <p className="max-w-prose text-ink">{words.lead(hideEmailAddress(email))}</p>
        )}
        {sent ? (
          <form noValidate onSubmit={handleSubmit} className="grid gap-4">
            {errorSummary}
            <FormField
              id={fieldId('code')}
              label={words.codeLabel}
              hint={words.codeHint}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={MAILED_CODE_LENGTH + 4}
              className="max-w-xs"
              value={code}
              error={errors.code}
              onChange={(event) => setCode(event.target.value)}
            />
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={confirm.isPending}>
                {confirm.isPending ? words.confirming : words.confirm}
              </Button>
              <Button
                type="button"
                variant="secondary"
                disabled={mailCode.isPending}
                onClick={sendCode}
              >
                {mailCode.isPending ? words.sending : words.sendAgain}
              </Button>
            </div>
          </form>
        ) : (
          <div className="grid gap-4">
            {errorSummary}
            <Button
              type="button"
              className="w-fit"
              disabled={mailCode.isPending}
              onClick={sendCode}
            >
              {mailCode.isPending ? words.sending : words.send}
            </Button>
          </div>
        )}
      </section>
    </Card>
  );
}
