import { chargeCoveringFee } from '../../../domain/giving/giving.ts';
import { Checkbox } from '../../ui/checkbox.tsx';
import { useGivingCopy } from './giving-copy.tsx';
import { formatMoney } from './money.ts';

export interface FeeChoiceProps {
  /** The gift in cents, or null before an amount is chosen. */
  giftCents: number | null;
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
}

/**
 * "Add $1.80 to cover the card fee, so the whole $50.00 reaches us", with the numbers of the
 * amount on the page. Card payments only: a pledge has no card fee.
 */
export function FeeChoice({ giftCents, isChecked, onChange }: FeeChoiceProps) {
  const { giving } = useGivingCopy();
  const fee = giftCents === null ? null : chargeCoveringFee(giftCents) - giftCents;
  return (
    <Checkbox
      name="cover-fee"
      checked={isChecked}
      onChange={(event) => onChange(event.target.checked)}
      label={giving.coverFeeLabel(
        fee === null ? null : formatMoney(fee),
        giftCents === null ? null : formatMoney(giftCents),
      )}
      hint={giving.GIFT_FORM.coverFeeHint}
    />
  );
}
