import type { CampaignDto, PledgeDto } from '../../../domain/crm/gift-dtos.ts';
import { formatExactDollars } from '../../../domain/crm/rules.ts';
import { PAYMENT_METHODS } from '../../../domain/crm/donors.ts';
import { PLEDGE_FREQUENCIES } from '../../../domain/crm/schemas.ts';
import { formatDate } from '../../lib/format.ts';
import { Field, FormField } from '../../ui/form-field.tsx';
import { Select } from '../../ui/select.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { PAYMENT_METHOD_LABELS, PLEDGE_FREQUENCY_LABELS } from './crm-labels.ts';
import type { GiftField, GiftFormValues } from './gift-values.ts';

export interface GiftFormFieldsProps {
  values: GiftFormValues;
  errors: Partial<Record<GiftField, string>>;
  fieldId: (field: GiftField) => string;
  onChange: (field: GiftField, value: string) => void;
  campaigns: readonly CampaignDto[];
  openPledges: readonly PledgeDto[];
}

/** Gift entry: what is given, when, and where it goes. Pledge fields show only for pledges. */
export function GiftFormFields(props: GiftFormFieldsProps) {
  const { values, errors, fieldId, onChange, campaigns, openPledges } = props;
  const isPledge = values.donationType === 'pledge';
  const select = (field: GiftField, label: string, options: [string, string][], hint?: string) => (
    <Field id={fieldId(field)} label={label} hint={hint} error={errors[field]}>
      {(control) => (
        <Select
          {...control}
          value={values[field]}
          onChange={(e) => onChange(field, e.target.value)}
        >
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
  const text = (field: GiftField, label: string, extra: { hint?: string; type?: string } = {}) => (
    <FormField
      id={fieldId(field)}
      label={label}
      hint={extra.hint}
      type={extra.type ?? 'text'}
      value={values[field]}
      error={errors[field]}
      onChange={(event) => onChange(field, event.target.value)}
    />
  );

  return (
    <>
      <FormField
        id={fieldId('amountCents')}
        label={isPledge ? 'Amount pledged in dollars (required)' : 'Amount in dollars (required)'}
        hint="In US dollars, like 250 or 1,250.50"
        inputMode="decimal"
        autoComplete="off"
        required
        value={values.amountCents}
        error={errors.amountCents}
        onChange={(event) => onChange('amountCents', event.target.value)}
      />
      {select('donationType', 'Kind of gift', [
        ['one-time', 'One-time gift'],
        ['pledge', 'Pledge, paid in installments'],
      ])}
      {isPledge ? (
        <>
          {text('installmentCount', 'Number of installments', {
            type: 'number',
            hint: 'The amount is split evenly; a pledge stays pending until its payments cover it.',
          })}
          {text('firstDueDate', 'First installment due', { type: 'date' })}
          {select(
            'frequency',
            'How often installments are due',
            PLEDGE_FREQUENCIES.map((value) => [value, PLEDGE_FREQUENCY_LABELS[value]]),
          )}
        </>
      ) : (
        <>
          {select('status', 'Status', [
            ['completed', 'Completed: the money has arrived'],
            ['pending', 'Pending: the money is expected'],
          ])}
          {openPledges.length > 0
            ? select(
                'pledgeId',
                'Payment toward a pledge',
                [
                  ['', 'No, a gift of its own'],
                  ...openPledges.map((pledge): [string, string] => [
                    pledge.id,
                    `${formatExactDollars(pledge.amountCents)} pledged ${formatDate(pledge.giftDate)}, ${formatExactDollars(pledge.remainingCents)} still due`,
                  ]),
                ],
                'A payment toward a pledge lowers what remains due.',
              )
            : null}
        </>
      )}
      {text('giftDate', isPledge ? 'Date of the pledge' : 'Date of the gift', { type: 'date' })}
      {text('designation', 'Designation', {
        hint: 'What the gift is for, such as a scholarship fund.',
      })}
      {text('goodsOrServicesDescription', 'Received in return', {
        hint: 'Anything the donor got for the gift, such as gala seats. Leave empty if nothing: the letter then says no goods or services were provided.',
      })}
      <FormField
        id={fieldId('goodsOrServicesValueCents')}
        label="Its estimated value in dollars"
        hint="A good-faith estimate of its fair market value, like 120 or 85.50. The receipt states it."
        inputMode="decimal"
        autoComplete="off"
        value={values.goodsOrServicesValueCents}
        error={errors.goodsOrServicesValueCents}
        onChange={(event) => onChange('goodsOrServicesValueCents', event.target.value)}
      />
      {select('campaignId', 'Campaign', [
        ['', 'No campaign'],
        ...campaigns.map((campaign): [string, string] => [campaign.id, campaign.name]),
      ])}
      {select('paymentMethod', 'Payment method', [
        ['', 'Not known yet'],
        ...PAYMENT_METHODS.map((value): [string, string] => [value, PAYMENT_METHOD_LABELS[value]]),
      ])}
      {text('transactionId', 'Transaction or check number')}
      <Field id={fieldId('notes')} label="Notes" error={errors.notes}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={values.notes}
            onChange={(event) => onChange('notes', event.target.value)}
          />
        )}
      </Field>
    </>
  );
}
