import { useId, useRef, useState } from 'react';
import type { SigningViewDto } from '../../../domain/esign/dtos.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { DeclineForm } from './decline-form.tsx';
import { senderLabel, type SigningSender } from './signing-labels.ts';

/**
 * "Decline to sign" is a disclosure: the reason form appears below the button only when asked
 * for, so a signer does not meet two forms at once. Cancel closes it and returns focus.
 */
export function DeclineSection({
  token,
  sender,
  onDeclined,
}: {
  token: string;
  sender: SigningSender;
  onDeclined: (closed: SigningViewDto) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const formId = useId();

  function close() {
    setIsOpen(false);
    toggleRef.current?.focus();
  }

  return (
    <Card>
      <section aria-labelledby="signing-decline-heading">
        <h2 id="signing-decline-heading" className="text-xl font-semibold text-ink">
          If you do not want to sign
        </h2>
        <p className="mt-2 max-w-prose text-ink">
          You can decline instead. {senderLabel(sender)} will see that you declined, and the reason
          you give.
        </p>
        <Button
          ref={toggleRef}
          variant="secondary"
          className="mt-4"
          aria-expanded={isOpen}
          aria-controls={isOpen ? formId : undefined}
          onClick={() => (isOpen ? close() : setIsOpen(true))}
        >
          Decline to sign
        </Button>
        {isOpen ? (
          <DeclineForm id={formId} token={token} onDeclined={onDeclined} onCancel={close} />
        ) : null}
      </section>
    </Card>
  );
}
