import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { GiftStartedDto } from '../../../domain/giving/dtos.ts';
import { chargeFor } from '../../../domain/giving/giving.ts';
import { HONEYPOT_FIELD } from '../../../domain/waiting-list/waiting-list.ts';
import { useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { ReadyFieldset } from '../../ui/ready-fieldset.tsx';
import { HoneypotField } from '../../ui/honeypot-field.tsx';
import { AmountFieldset } from './amount-fieldset.tsx';
import { useGivingOptions, useStartGift } from './api.ts';
import { DonorFields } from './donor-fields.tsx';
import { FeeChoice } from './fee-choice.tsx';
import { DesignationField, FrequencyFieldset } from './gift-choices.tsx';
import { TributeFieldset } from './tribute-fieldset.tsx';
import { describeGiftFailure, serverFieldMessages } from './gift-failure.ts';
import {
  EMPTY_GIFT_VALUES,
  GIFT_FIELDS,
  giftCentsOf,
  hasMalformedAmount,
  toGiftInput,
  type GiftValues,
} from './gift-values.ts';
import { useGivingCopy } from './giving-copy.tsx';
import { formatMoney } from './money.ts';
import { NoOnlineGiving } from './no-online-giving.tsx';
import { PledgeConfirmation } from './pledge-confirmation.tsx';

type Pledge = Extract<GiftStartedDto, { path: 'pledge' }>;

/**
 * The give form (ADR 026): checked with the shared schema before sending (loaded on the
 * first send, like the enrollment form's); on a card installation the server answers with
 * Stripe's payment page and the browser goes there, on a pledge installation with a sentence
 * that replaces the form. On failure everything typed stays and the error summary takes focus.
 */
export function GiveForm() {
  const copy = useGivingCopy();
  const { giving } = copy;
  const [values, setValues] = useState<GiftValues>(EMPTY_GIFT_VALUES);
  /** A refusal that belongs to no field (network, rate limit, honeypot), kept in the summary. */
  const [formError, setFormError] = useState<string | null>(null);
  const [pledge, setPledge] = useState<Pledge | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  const options = useGivingOptions();
  const start = useStartGift();
  const honeypotId = useId();

  // null until the server says how gifts are paid here (and if it cannot say).
  const path = options.data?.path ?? null;
  const isPledge = path === 'pledge';
  const coverFee = path === 'card' && values.coverFee;
  const giftCents = giftCentsOf(values);
  const chargeCents = giftCents === null ? null : chargeFor(giftCents, coverFee);

  const { errors, fieldId, validate, show, summary } = useFormErrors(
    GIFT_FIELDS,
    (field, code, message, limit) =>
      // zod sees no number when the typed amount is not one: say how to write it instead.
      field === 'amountCents' && code === 'invalid_type' && hasMalformedAmount(values)
        ? giving.AMOUNT_FORMAT_MESSAGE
        : giving.validationMessage(field, code, message, limit),
  );

  const change = <Field extends keyof GiftValues>(field: Field, value: GiftValues[Field]) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (start.isPending || isLeaving) return;
    setFormError(null);
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    // The schema (and zod with it) loads when the form is first sent, not with the page: it is
    // most of the form's script and nothing needs it before then.
    let giftInput;
    try {
      ({ giftInput } = await import('../../../domain/giving/schemas.ts'));
    } catch (error) {
      // Offline since the page loaded: said like any other failure to send.
      fail(error);
      return;
    }
    const input = validate(giftInput, toGiftInput(values, { locale: copy.locale, coverFee }));
    if (!input) return;
    start.mutate(
      // The server route checks the same hidden field as the enrollment form's.
      { ...input, [HONEYPOT_FIELD]: typeof honeypot === 'string' ? honeypot : '' },
      {
        onSuccess: (started) => {
          if (started.path === 'pledge') {
            setPledge(started);
            return;
          }
          setIsLeaving(true);
          window.location.assign(started.checkoutUrl);
        },
        onError: fail,
      },
    );
  }

  function fail(error: unknown) {
    if (show(serverFieldMessages(error, giving.validationMessage))) return;
    setFormError(describeGiftFailure(giving, error));
    // Moves focus to the summary again, now with only the form's own message.
    show({});
  }

  if (pledge) return <PledgeConfirmation pledge={pledge} />;
  if (options.data?.path === 'none') {
    return <NoOnlineGiving contactEmail={options.data.contactEmail} />;
  }

  // A pledge names the gift; a card payment what will be charged (the fee too, when covered).
  const labelCents = isPledge ? giftCents : chargeCents;
  const buttonLabel = start.isPending
    ? giving.SENDING_LABEL
    : isLeaving
      ? giving.REDIRECTING_LABEL
      : giving.submitLabel(
          isPledge,
          labelCents === null ? null : formatMoney(labelCents),
          values.frequency,
        );

  return (
    <form noValidate className="relative grid gap-8" onSubmit={(event) => void handleSubmit(event)}>
      <ReadyFieldset>
        <ErrorSummary
          errors={formError ? [...summary.errors, { message: formError }] : summary.errors}
          focusKey={summary.focusKey}
          title={giving.ERROR_SUMMARY_TITLE}
        />
        <p className="text-ink-muted">{giving.REQUIRED_NOTE}</p>
        <AmountFieldset
          presetCents={values.presetCents}
          customAmount={values.customAmount}
          customId={fieldId('amountCents')}
          error={errors.amountCents}
          onPresetChange={(cents) =>
            setValues((current) => ({ ...current, presetCents: cents, customAmount: '' }))
          }
          onCustomChange={(text) => change('customAmount', text)}
        />
        <FrequencyFieldset
          value={values.frequency}
          onChange={(frequency) => change('frequency', frequency)}
        />
        <DesignationField
          id={fieldId('designation')}
          value={values.designation}
          onChange={(designation) => change('designation', designation)}
        />
        <TributeFieldset
          values={values}
          errors={errors}
          fieldId={fieldId}
          onChange={(next) => setValues((current) => ({ ...current, ...next }))}
        />
        <DonorFields
          values={values}
          errors={errors}
          fieldId={fieldId}
          onChange={(field, value) => change(field, value)}
        />
        <HoneypotField id={honeypotId} name={HONEYPOT_FIELD} label={giving.HONEYPOT_LABEL} />
        <div className="grid gap-4 border-t border-line pt-6">
          {path === 'card' ? (
            <FeeChoice
              giftCents={giftCents}
              isChecked={values.coverFee}
              onChange={(isChecked) => change('coverFee', isChecked)}
            />
          ) : null}
          {path ? (
            <p className="text-ink">{isPledge ? giving.PLEDGE_NEXT_STEP : giving.CARD_NEXT_STEP}</p>
          ) : null}
          <div>
            <Button
              type="submit"
              disabled={start.isPending || isLeaving}
              className="min-h-11 text-lg"
            >
              {buttonLabel}
            </Button>
          </div>
        </div>
      </ReadyFieldset>
    </form>
  );
}
