import { useId } from 'react';
import { SIGNING_ORDER_LABELS, type SigningOrder } from '../../../domain/esign/recipients.ts';

const ORDERS: { value: SigningOrder; hint: string }[] = [
  {
    value: 'sequential',
    hint: 'The signer signs first. The countersigner gets their link after that.',
  },
  { value: 'parallel', hint: 'Both get their link now and can sign in any order.' },
];

/**
 * "In this order" or "All at once", as native radio buttons: arrow keys move between them and
 * screen readers say "1 of 2". The chosen one also gets a border and a tint, never colour alone.
 */
export function SigningOrderFieldset({
  id,
  value,
  onChange,
}: {
  id: string;
  value: SigningOrder;
  onChange: (value: SigningOrder) => void;
}) {
  const baseId = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-semibold text-ink">Who signs when?</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {ORDERS.map((order, index) => {
          const hintId = `${baseId}-${order.value}-hint`;
          return (
            <label
              key={order.value}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-line-strong bg-surface px-3 py-2 text-ink hover:bg-muted has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:checked]:text-brand-ink has-[:checked]:outline-2 has-[:checked]:outline-brand"
            >
              <input
                id={index === 0 ? id : undefined}
                type="radio"
                name={`${baseId}-signing-order`}
                value={order.value}
                checked={order.value === value}
                onChange={() => onChange(order.value)}
                aria-describedby={hintId}
                className="mt-0.5 size-5 shrink-0 accent-brand"
              />
              <span>
                <span className="font-medium">{SIGNING_ORDER_LABELS[order.value]}</span>
                <span id={hintId} aria-hidden="true" className="block text-sm">
                  {order.hint}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
