import { useId, useRef, useState } from 'react';
import type { Locale } from '../../../domain/common/i18n.ts';
import type { SigningViewDto } from '../../../domain/esign/dtos.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { DeclineForm } from './decline-form.tsx';
import { SIGNING_COPY } from './signing-copy.ts';
import { senderLabel, type SigningSender } from './signing-labels.ts';

/**
 * "Decline to sign" is a disclosure: the reason form appears below the button only when asked
 * for, so a signer does not meet two forms at once. Cancel closes it and returns focus.
 */
export function DeclineSection({
  token,
  sender,
  isApprover = false,
  language,
  onDeclined,
}: {
  token: string;
  sender: SigningSender;
  isApprover?: boolean;
  language: Locale;
  onDeclined: (closed: SigningViewDto) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const copy = SIGNING_COPY[language];
  const words = isApprover
    ? {
        ...copy.DECLINE,
        heading: copy.APPROVAL.declineHeading,
        toggle: copy.APPROVAL.declineToggle,
      }
    : copy.DECLINE;

  function close() {
    setIsOpen(false);
    toggleRef.current?.focus();
  }

  return (
    <Card>
      <section aria-labelledby="signing-decline-heading">
        <h2 id="signing-decline-heading" className="text-xl font-semibold text-ink">
          {words.heading}
        </h2>
        <p className="mt-2 max-w-prose text-ink">{words.lead(senderLabel(language, sender))}</p>
        <Button
          ref={toggleRef}
          variant="secondary"
          className="mt-4"
          aria-expanded={isOpen}
          aria-controls={isOpen ? formId : undefined}
          onClick={() => (isOpen ? close() : setIsOpen(true))}
        >
          {words.toggle}
        </Button>
        {isOpen ? (
          <DeclineForm
            id={formId}
            token={token}
            language={language}
            onDeclined={onDeclined}
            onCancel={close}
          />
        ) : null}
      </section>
    </Card>
  );
}
