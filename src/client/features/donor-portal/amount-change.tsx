import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { dollarsToCents } from '../../../domain/common/dollar-input.ts';
import { MAX_ONLINE_GIFT_CENTS, MIN_ONLINE_GIFT_CENTS } from '../../../domain/giving/giving.ts';
import { Button } from '../../ui/button.tsx';
import { FormField } from '../../ui/form-field.tsx';
import type { PortalCopy } from './portal-copy.ts';

/** The typed amount in exact cents, or the words of what is wrong with it. */
export function readMonthlyAmount(
  text: string,
  currentCents: number,
  copy: PortalCopy,
): { cents: number } | { error: string } {
  const cents = dollarsToCents(text);
  if (cents === null) return { error: copy.amountFormat };
  if (cents < MIN_ONLINE_GIFT_CENTS || cents > MAX_ONLINE_GIFT_CENTS) {
    return { error: copy.amountRange };
  }
  if (cents === currentCents) return { error: copy.amountSame };
  return { cents };
}

/** "Change the amount": dollars and cents, within the give page's limits, sent as exact cents. */
export function AmountChange(props: {
  copy: PortalCopy;
  currentCents: number;
  isPending: boolean;
  onChange: (amountCents: number) => void;
}) {
  const { copy } = props;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const id = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readMonthlyAmount(text, props.currentCents, copy);
    if ('error' in read) {
      setError(read.error);
      document.getElementById(id)?.focus();
      return;
    }
    setError(undefined);
    props.onChange(read.cents);
  }

  return (
    <form noValidate className="grid max-w-sm gap-3" onSubmit={handleSubmit}>
      <FormField
        id={id}
        label={copy.amountLabel}
        hint={copy.amountHint}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      <div>
        <Button type="submit" disabled={props.isPending} className="min-h-11">
          {props.isPending ? copy.working : copy.saveAmount}
        </Button>
      </div>
    </form>
  );
}
