import { SIGNING_ORDER_LABELS, type SigningOrder } from '../../../domain/esign/recipients.ts';
import { ChoiceCards } from '../../ui/choice-cards.tsx';

const ORDERS = [
  {
    value: 'sequential',
    label: SIGNING_ORDER_LABELS.sequential,
    hint: 'The signer signs first. The countersigner gets their link after that.',
  },
  {
    value: 'parallel',
    label: SIGNING_ORDER_LABELS.parallel,
    hint: 'Both get their link now and can sign in any order.',
  },
] as const;

/** "In this order" or "All at once", for the signer and the countersigner. */
export function SigningOrderFieldset({
  id,
  value,
  onChange,
}: {
  id: string;
  value: SigningOrder;
  onChange: (value: SigningOrder) => void;
}) {
  return (
    <ChoiceCards
      id={id}
      legend="Who signs when?"
      options={ORDERS}
      value={value}
      onChange={onChange}
    />
  );
}
