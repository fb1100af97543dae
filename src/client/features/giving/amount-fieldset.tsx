import { GIFT_PRESETS_CENTS } from '../../../domain/giving/giving.ts';
import { FormField } from '../../ui/form-field.tsx';
import { ChoiceCards } from './choice-cards.tsx';
import { useGivingCopy } from './giving-copy.tsx';
import { formatMoney } from './money.ts';

export interface AmountFieldsetProps {
  presetCents: number | null;
  customAmount: string;
  /** The id of the "Other amount" field: the error summary links there. */
  customId: string;
  error?: string;
  onPresetChange: (cents: number) => void;
  onCustomChange: (text: string) => void;
}

/**
 * The amount: four preset radios and an "Other amount" field in dollars. Typing an amount
 * clears the preset, and choosing a preset clears the typed amount, so there is always one
 * amount on the page, the one the button names.
 */
export function AmountFieldset({
  presetCents,
  customAmount,
  customId,
  error,
  onPresetChange,
  onCustomChange,
}: AmountFieldsetProps) {
  const { GIFT_FORM } = useGivingCopy().giving;
  const presets = GIFT_PRESETS_CENTS.map((cents) => ({ value: cents, label: formatMoney(cents) }));
  return (
    <ChoiceCards<number>
      legend={GIFT_FORM.amountLegend}
      name="amount-preset"
      options={presets}
      value={customAmount.trim() === '' ? presetCents : null}
      onChange={onPresetChange}
      gridClassName="grid grid-cols-2 gap-2 sm:grid-cols-4"
    >
      <FormField
        id={customId}
        name="custom-amount"
        className="mt-2 max-w-xs"
        label={GIFT_FORM.customAmountLabel}
        hint={GIFT_FORM.customAmountHint}
        error={error}
        value={customAmount}
        inputMode="decimal"
        autoComplete="off"
        onChange={(event) => onCustomChange(event.target.value)}
      />
    </ChoiceCards>
  );
}
