import type { z } from 'zod';
import type { sendForSignatureInput } from '../../../domain/esign/schemas.ts';
import { fieldError } from '../../http/app-error.ts';
import type { NewSignatureRecipient } from './esign.table.ts';

type SendData = z.output<typeof sendForSignatureInput>;
export type EnvelopePerson = Omit<NewSignatureRecipient, 'requestId' | 'position'>;

export const ALREADY_ON_ENVELOPE_MESSAGE =
  'This address is already on the envelope. Each person needs their own email address.';

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Everyone on the envelope, in the order they are written and shown: the partner's signer, the
 * countersigner, the other people staff added (ADR 050), then the copy addresses. Routing orders:
 * in order, each signer or approver after the one before; all at once, everyone together; in
 * steps, the step staff gave (their place in the list when none was given). Copies come last.
 */
export function envelopePeopleOf(options: {
  signer: { name: string; email: string };
  countersigner: { id: string; name: string; email: string } | null;
  input: SendData;
}): EnvelopePerson[] {
  const { signer, countersigner, input } = options;
  const actors: (EnvelopePerson & { step: number | null })[] = [
    {
      role: 'signer',
      routingOrder: 1,
      name: signer.name,
      email: signer.email,
      language: input.signerLanguage,
      step: input.signerStep,
    },
    ...(countersigner
      ? [
          {
            role: 'signer' as const,
            routingOrder: 1,
            name: countersigner.name,
            email: countersigner.email,
            staffUserId: countersigner.id,
            step: input.countersignerStep,
          },
        ]
      : []),
  ];
  const copies: EnvelopePerson[] = [];
  const taken = [signer.email, ...(countersigner ? [countersigner.email] : [])];
  input.moreRecipients.forEach((person, index) => {
    if (taken.some((email) => sameAddress(email, person.email))) {
      throw fieldError(`moreRecipients.${index}.email`, ALREADY_ON_ENVELOPE_MESSAGE);
    }
    taken.push(person.email);
    const row = { name: person.name, email: person.email, language: person.language };
    if (person.role === 'cc') copies.push({ ...row, role: 'cc', routingOrder: 1 });
    else actors.push({ ...row, role: person.role, routingOrder: 1, step: person.step });
  });

  const ordered = actors.map(({ step, ...person }, index) => ({
    ...person,
    routingOrder:
      input.signingOrder === 'parallel'
        ? 1
        : input.signingOrder === 'steps'
          ? (step ?? index + 1)
          : index + 1,
  }));
  const copyOrder = Math.max(...ordered.map((one) => one.routingOrder)) + 1;
  const seen = new Set(copies.map((copy) => copy.email.toLowerCase()));
  const addresses = input.ccEmails.filter((email) => {
    const key = email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return [
    ...ordered,
    ...[...copies, ...addresses.map((email) => ({ name: email, email, role: 'cc' as const }))].map(
      (copy) => ({ ...copy, routingOrder: copyOrder }),
    ),
  ];
}
