import type { Language } from '../../../domain/waiting-list/waiting-list.ts';

/** What an offer mail says: already formatted in the family's language. */
export type OfferMailFacts = {
  student: string;
  campus: string;
  /** The grade or the program, in the family's language. */
  place: string;
  /** The start term with its year ("Fall 2027", "otoño de 2027"). */
  term: string;
  /** The deadline, written by formatOfferDeadline (ADR 034). */
  deadline: string;
  offerUrl: string;
  supportEmail: string;
};

type OfferMessage = {
  subject: (campus: string) => string;
  body: (facts: OfferMailFacts) => string[];
};

export type OfferMailCopy = {
  offer: OfferMessage;
  reminder: OfferMessage;
};

const en: OfferMailCopy = {
  offer: {
    subject: (campus) => `A seat for your student at the ${campus}`,
    body: ({ student, campus, place, term, deadline, offerUrl, supportEmail }) => [
      `We have a seat for ${student} at the ${campus}: ${place}, starting in the ${term} term.`,
      '',
      `Please answer by ${deadline}. Accept the seat or decline it here:`,
      offerUrl,
      '',
      'If you do not answer by then, the seat goes to the next family on the waiting list.',
      'Anyone who has this link can answer for you, so please do not forward this message.',
      '',
      `Do you have questions? Write to us at ${supportEmail}.`,
    ],
  },
  reminder: {
    subject: (campus) => `Reminder: please answer the seat offer from the ${campus}`,
    body: ({ student, campus, place, term, deadline, offerUrl, supportEmail }) => [
      `We are holding a seat for ${student} at the ${campus}: ${place}, starting in the ${term} term.`,
      '',
      `We have not had your answer yet. Please answer by ${deadline}:`,
      offerUrl,
      '',
      'If you do not answer by then, the seat goes to the next family on the waiting list.',
      '',
      `Do you have questions? Write to us at ${supportEmail}.`,
    ],
  },
};

const es: OfferMailCopy = {
  offer: {
    subject: (campus) => `Un lugar para su estudiante en el ${campus}`,
    body: ({ student, campus, place, term, deadline, offerUrl, supportEmail }) => [
      `Tenemos un lugar para ${student} en el ${campus}: ${place}, con inicio en el período de ${term}.`,
      '',
      `Por favor, responda a más tardar a las ${deadline}. Acepte o rechace el lugar aquí:`,
      offerUrl,
      '',
      'Si no responde antes de esa fecha, el lugar pasa a la siguiente familia de la lista de espera.',
      'Cualquier persona que tenga este enlace puede responder por usted. Por favor, no reenvíe este mensaje.',
      '',
      `¿Tiene preguntas? Escríbanos a ${supportEmail}.`,
    ],
  },
  reminder: {
    subject: (campus) => `Recordatorio: responda a la oferta de lugar del ${campus}`,
    body: ({ student, campus, place, term, deadline, offerUrl, supportEmail }) => [
      `Estamos guardando un lugar para ${student} en el ${campus}: ${place}, con inicio en el período de ${term}.`,
      '',
      `Todavía no tenemos su respuesta. Por favor, responda a más tardar a las ${deadline}:`,
      offerUrl,
      '',
      'Si no responde antes de esa fecha, el lugar pasa a la siguiente familia de la lista de espera.',
      '',
      `¿Tiene preguntas? Escríbanos a ${supportEmail}.`,
    ],
  },
};

const OFFER_MAIL_COPY: Record<Language, OfferMailCopy> = { en, es };

export const offerMailCopyFor = (language: Language) => OFFER_MAIL_COPY[language];
