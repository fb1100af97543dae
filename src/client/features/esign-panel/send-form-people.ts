import type { Locale } from '../../../domain/common/i18n.ts';
import type { RecipientRole } from '../../../domain/esign/recipients.ts';

/**
 * The people of the send form (ADR 050) and what follows from them: who acts in turn (and so
 * gets a step), who the envelope's signers are (slot k of a PDF is the k-th), and how a step
 * typed as text goes to the server. The order is the server's: the partner's signer, the
 * countersigner, then the people added, in their order.
 */

/** One person added under "More people". `step` is null while it follows their position. */
export interface PersonRow {
  /** Keeps a row's inputs (and focus) with it when a row above is removed. */
  key: string;
  role: RecipientRole;
  name: string;
  email: string;
  language: Locale;
  step: string | null;
}

export interface SendPeople {
  signer: { name: string; email: string; step: string | null };
  /** Null when no countersigner is chosen. */
  countersigner: { name: string; step: string | null } | null;
  more: readonly PersonRow[];
}

export type StepField = 'signerStep' | 'countersignerStep' | `moreRecipients.${number}.step`;

/** Someone who signs or approves in a turn, with the step input that is theirs. */
export interface ActingPerson {
  field: StepField;
  /** "Step for Morgan Lee". */
  label: string;
  step: string | null;
  /** 1 for the first person to act: their step until staff type another. */
  position: number;
}

let lastRowKey = 0;
export const newPersonRow = (): PersonRow => ({
  key: `person-${++lastRowKey}`,
  role: 'signer',
  name: '',
  email: '',
  language: 'en',
  step: null,
});

/** Added people are numbered after the partner's signer (1) and the countersigner (2). */
export const personNumber = (people: Pick<SendPeople, 'countersigner'>, index: number) =>
  (people.countersigner ? 3 : 2) + index;

const partnerSignerName = ({ signer }: SendPeople) =>
  signer.name.trim() || signer.email.trim() || "the partner's signer";

const rowName = (people: SendPeople, index: number) => {
  const row = people.more[index]!;
  return row.name.trim() || row.email.trim() || `Person ${personNumber(people, index)}`;
};

/** Everyone who acts in turn: every signer and approver; copies only receive the PDFs. */
export function actingPeople(people: SendPeople): ActingPerson[] {
  const acting: Omit<ActingPerson, 'position'>[] = [
    {
      field: 'signerStep',
      label: `Step for ${partnerSignerName(people)}`,
      step: people.signer.step,
    },
  ];
  if (people.countersigner) {
    const { name, step } = people.countersigner;
    acting.push({
      field: 'countersignerStep',
      label: `Step for ${name || 'the countersigner'}`,
      step,
    });
  }
  people.more.forEach((row, index) => {
    if (row.role === 'cc') return;
    acting.push({
      field: `moreRecipients.${index}.step`,
      label: `Step for ${rowName(people, index)}`,
      step: row.step,
    });
  });
  return acting.map((person, index) => ({ ...person, position: index + 1 }));
}

/** The envelope's signers in slot order: whose fields "Signer 1", "Signer 2"... of a PDF are. */
export function envelopeSignerNames(people: SendPeople): string[] {
  const names = [partnerSignerName(people)];
  if (people.countersigner) names.push(people.countersigner.name || 'the countersigner');
  people.more.forEach((row, index) => {
    if (row.role === 'signer') names.push(rowName(people, index));
  });
  return names;
}

/**
 * A step as the server reads it: the person's position while untouched; a cleared box goes as
 * NaN so the shared schema asks for a number instead of quietly using a default.
 */
export const stepValue = (person: Pick<ActingPerson, 'step' | 'position'>) =>
  person.step === null ? person.position : person.step.trim() === '' ? NaN : Number(person.step);
