import { formatExactDollars } from '../../../domain/crm/rules.ts';
import type { GiftFrequency } from '../../../domain/giving/giving.ts';
import type { Locale } from '../../../domain/common/i18n.ts';
import type { OutgoingMail } from '../mail/mail.service.ts';
import type { Receipt } from '../donors/stewardship/receipt-wording.ts';

/** The mailing address from Settings, one line each, indented under the sentence that needs it. */
const indented = (address: string) =>
  address
    .split('\n')
    .map((line) => `   ${line}`)
    .join('\n');

type PledgeFacts = {
  firstName: string;
  amountCents: number;
  frequency: GiftFrequency;
  /** Quoted on a check's memo line or to a fund, so staff can match the money to the pledge. */
  reference: string;
  receipt: Receipt;
  /** Where checks go (Settings › Fundraising); no pledge is taken while it is not set. */
  mailingAddress: string;
  supportEmail: string;
};

const orgWithEin = ({ organisationName, ein }: Receipt, einWord: string) =>
  ein ? `${organisationName} (${einWord} ${ein})` : organisationName;

const COPY = {
  en: {
    subject: (org: string) => `Your pledge to ${org}: how to give`,
    lines: (f: PledgeFacts) => [
      `Dear ${f.firstName},`,
      '',
      `Thank you for your pledge of ${formatExactDollars(f.amountCents)}${f.frequency === 'monthly' ? ' each month' : ''}. We have recorded it as pending. Nothing has been charged.`,
      `Your reference is ${f.reference}. Please use it with your gift, so we can match it to your pledge.`,
      '',
      'You can give in one of three ways:',
      `1. By check. Make the check payable to "${f.receipt.organisationName}", write ${f.reference} on the memo line, and mail it to:`,
      indented(f.mailingAddress),
      `2. By bank transfer. Write to ${f.supportEmail} and we will reply with our bank details. Never send your own bank details by email.`,
      `3. From a donor-advised fund. Ask your fund to make a grant to ${orgWithEin(f.receipt, 'EIN')} and to quote ${f.reference}.`,
      ...(f.frequency === 'monthly'
        ? [
            '',
            'For a monthly gift, you can set up a standing bank transfer or send one check each month.',
          ]
        : []),
      '',
      'When your gift arrives, we mark it received and email you a thank-you letter with your receipt.',
      `Questions? Write to ${f.supportEmail}.`,
    ],
  },
  es: {
    subject: (org: string) => `Su compromiso de donación a ${org}: cómo donar`,
    lines: (f: PledgeFacts) => [
      `Hola, ${f.firstName}:`,
      '',
      `Gracias por su compromiso de donar ${formatExactDollars(f.amountCents)}${f.frequency === 'monthly' ? ' cada mes' : ''}. Lo registramos como pendiente. No se ha cobrado nada.`,
      `Su número de referencia es ${f.reference}. Úselo con su donación, para que podamos relacionarla con su compromiso.`,
      '',
      'Puede donar de una de estas tres formas:',
      `1. Con cheque. Escriba el cheque a nombre de "${f.receipt.organisationName}", anote ${f.reference} en la línea de concepto (memo) y envíelo por correo postal a:`,
      indented(f.mailingAddress),
      `2. Con transferencia bancaria. Escríbanos a ${f.supportEmail} y le daremos los datos de nuestro banco. Nunca nos envíe los datos de su banco por correo electrónico.`,
      `3. Desde un fondo asesorado por donantes (donor-advised fund). Pida a su fondo que haga una donación a ${orgWithEin(f.receipt, 'EIN')} con la referencia ${f.reference}.`,
      ...(f.frequency === 'monthly'
        ? [
            '',
            'Para una donación mensual, puede programar una transferencia bancaria cada mes o enviar un cheque cada mes.',
          ]
        : []),
      '',
      'Cuando llegue su donación, la marcaremos como recibida. Luego le enviaremos por correo electrónico una carta de gracias con su recibo.',
      `¿Tiene preguntas? Escríbanos a ${f.supportEmail}.`,
    ],
  },
} as const;

/**
 * To the donor who pledged on the give page without card payments (ADR 026), in the donor's
 * language: what was recorded, and how to give by check, transfer or donor-advised fund.
 */
export function pledgeInstructionsMail(
  context: PledgeFacts & { to: string; language: Locale; donationId: string },
): OutgoingMail {
  const copy = COPY[context.language];
  return {
    to: context.to,
    subject: copy.subject(context.receipt.organisationName),
    text: copy.lines(context).join('\n'),
    relatedEntity: 'donation',
    relatedId: context.donationId,
  };
}
