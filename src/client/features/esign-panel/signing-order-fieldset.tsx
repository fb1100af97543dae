import { SIGNING_ORDER_LABELS, type SigningOrder } from '../../../domain/esign/recipients.ts';
import { ChoiceCards } from '../../ui/choice-cards.tsx';

const ORDERS = [
  {
    value: 'sequential',
    label: SIGNING_ORDER_LABELS.sequential,
    hint: 'One after another, in the order listed. Each person gets their link when the one before has finished.',
  },
  {
    value: 'parallel',
    label: SIGNING_ORDER_LABELS.parallel,
    hint: 'Everyone gets their link now and can sign in any order.',
  },
  {
    value: 'steps',
    label: SIGNING_ORDER_LABELS.steps,
    hint: 'You give each person a step number. Several people can share a step.',
  },
] as const;

/** "In this order", "All at once" or "In numbered steps", for everyone who signs or approves. */
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
