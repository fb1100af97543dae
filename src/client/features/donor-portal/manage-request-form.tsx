import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { manageLinkRequestInput } from '../../../domain/giving/donor-portal.ts';
import { HONEYPOT_FIELD } from '../../../domain/waiting-list/waiting-list.ts';
import { readErrorStatus } from '../../lib/api-error.ts';
import { Button } from '../../ui/button.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { HoneypotField } from '../../ui/honeypot-field.tsx';
import { useRequestManageLink } from './api.ts';
import type { PortalCopy } from './portal-copy.ts';

/**
 * The "Manage my giving" form: an address in, the same calm answer out whatever the address
 * (the server's, in the page's language), which takes the focus. Errors stand beside the field.
 */
export function ManageRequestForm({ copy }: { copy: PortalCopy }) {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const request = useRequestManageLink();
  const answerRef = useRef<HTMLParagraphElement>(null);
  const fieldId = useId();
  const honeypotId = useId();

  useEffect(() => {
    if (request.isSuccess) answerRef.current?.focus();
  }, [request.isSuccess]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = manageLinkRequestInput.safeParse({ email, language: copy.locale });
    if (!parsed.success) {
      setEmailError(copy.emailError);
      document.getElementById(fieldId)?.focus();
      return;
    }
    setEmailError(undefined);
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    request.mutate(
      { ...parsed.data, [HONEYPOT_FIELD]: typeof honeypot === 'string' ? honeypot : '' },
      {
        onError: (error) => {
          const status = readErrorStatus(error);
          if (status === 400) setEmailError(copy.emailError);
          else setFormError(status === 429 ? copy.tooMany : copy.failed);
        },
      },
    );
  }

  if (request.isSuccess) {
    return (
      <p
        ref={answerRef}
        tabIndex={-1}
        role="status"
        className="mt-6 rounded-md border-4 border-brand bg-brand-soft p-4 text-brand-ink"
      >
        {request.data}
      </p>
    );
  }

  return (
    <form noValidate className="mt-6 grid max-w-md gap-4" onSubmit={handleSubmit}>
      {formError && (
        <p role="alert" className="text-danger">
          {formError}
        </p>
      )}
      <FormField
        id={fieldId}
        label={copy.emailLabel}
        type="email"
        autoComplete="email"
        value={email}
        error={emailError}
        onChange={(event) => setEmail(event.target.value)}
      />
      <HoneypotField id={honeypotId} name={HONEYPOT_FIELD} label="Website" />
      <div>
        <Button type="submit" disabled={request.isPending} className="min-h-11 text-lg">
          {request.isPending ? copy.sending : copy.send}
        </Button>
      </div>
    </form>
  );
}
