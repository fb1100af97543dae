import { formatExactDollars } from '../../../../domain/crm/rules.ts';
import type { Locale } from '../../../../domain/common/i18n.ts';
import { MANAGE_LINK_DAYS } from '../../../../domain/giving/donor-portal.ts';

/** What changed, with every value the mail names. */
export type MonthlyChange =
  | { kind: 'amount'; fromCents: number; toCents: number }
  | { kind: 'pause'; resumesOn: string }
  | { kind: 'resume' }
  | { kind: 'cancel' };

const longDay = (day: string, locale: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

type Copy = {
  greeting: (name: string) => string;
  linkSubject: string;
  linkBody: (url: string) => string;
  changeSubject: Record<MonthlyChange['kind'], string>;
  change: (change: MonthlyChange, amountCents: number) => string;
  notYou: (supportEmail: string) => string;
};

const en: Copy = {
  greeting: (name) => `Dear ${name},`,
  linkSubject: 'Your link to manage your giving',
  linkBody: (url) =>
    `Here is your private link to see your gifts, download your yearly statements and change your monthly gift:\n\n${url}\n\nThe link works for ${MANAGE_LINK_DAYS} days. Please do not forward this mail: anyone with the link can change your monthly gift. If you did not ask for it, you can ignore this mail.`,
  changeSubject: {
    amount: 'Your monthly gift amount has changed',
    pause: 'Your monthly gift is paused',
    resume: 'Your monthly gift has resumed',
    cancel: 'Your monthly gift is cancelled',
  },
  change: (change, amountCents) => {
    const amount = formatExactDollars(amountCents);
    switch (change.kind) {
      case 'amount':
        return `Your monthly gift is now ${formatExactDollars(change.toCents)} (it was ${formatExactDollars(change.fromCents)}). The new amount is charged from your next monthly payment.`;
      case 'pause':
        return `Your monthly gift of ${amount} is paused. Nothing will be charged until ${longDay(change.resumesOn, 'en-US')}, when your gift starts again.`;
      case 'resume':
        return `Your monthly gift of ${amount} has started again. It is charged on its usual day each month.`;
      case 'cancel':
        return `Your monthly gift of ${amount} is cancelled. Nothing more will be charged. Thank you for everything you have given.`;
    }
  },
  notYou: (email) => `If you did not make this change, please write to ${email}.`,
};

const es: Copy = {
  greeting: (name) => `Hola, ${name}:`,
  linkSubject: 'Su enlace para administrar sus donaciones',
  linkBody: (url) =>
    `Este es su enlace privado para ver sus donaciones, descargar sus resúmenes anuales y cambiar su donación mensual:\n\n${url}\n\nEl enlace funciona durante ${MANAGE_LINK_DAYS} días. No reenvíe este correo: cualquier persona con el enlace puede cambiar su donación mensual. Si usted no lo pidió, puede ignorar este correo.`,
  changeSubject: {
    amount: 'Cambió el monto de su donación mensual',
    pause: 'Su donación mensual está en pausa',
    resume: 'Su donación mensual se reanudó',
    cancel: 'Su donación mensual está cancelada',
  },
  change: (change, amountCents) => {
    const amount = formatExactDollars(amountCents);
    switch (change.kind) {
      case 'amount':
        return `Su donación mensual ahora es de ${formatExactDollars(change.toCents)} (antes era de ${formatExactDollars(change.fromCents)}). El nuevo monto se cobra a partir de su próximo pago mensual.`;
      case 'pause':
        return `Su donación mensual de ${amount} está en pausa. No se cobrará nada hasta el ${longDay(change.resumesOn, 'es-US')}, cuando su donación comienza de nuevo.`;
      case 'resume':
        return `Su donación mensual de ${amount} comenzó de nuevo. Se cobra el mismo día de cada mes.`;
      case 'cancel':
        return `Su donación mensual de ${amount} está cancelada. No se cobrará nada más. Gracias por todo lo que ha donado.`;
    }
  },
  notYou: (email) => `Si usted no hizo este cambio, escríbanos a ${email}.`,
};

export const portalMailCopy = (language: Locale): Copy => (language === 'es' ? es : en);
