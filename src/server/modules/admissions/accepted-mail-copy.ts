import type { Language } from '../../../domain/waiting-list/waiting-list.ts';

/** What the acceptance mail says, each fact already in the family's language. */
export type AcceptedMailFacts = {
  student: string;
  campus: string;
  place: string;
  term: string;
  /** The day our admissions team will have called, with its weekday. */
  callBy: string;
  businessDays: number;
  supportEmail: string;
};

type AcceptedMailCopy = {
  subject: (campus: string) => string;
  body: (facts: AcceptedMailFacts) => string[];
};

/**
 * What a person does next: who calls, by when, what to have ready for that call, and where the
 * steps are followed on the site (the status page's task list). Plain, numbered steps.
 */
const en: AcceptedMailCopy = {
  subject: (campus) => `You accepted a seat at the ${campus}: what happens next`,
  body: ({ student, campus, place, term, callBy, businessDays, supportEmail }) => [
    `Thank you. You accepted the seat for ${student} at the ${campus}: ${place}, starting in the ${term} term. The seat is yours.`,
    '',
    'What happens next:',
    `1. Our admissions team will call you by ${callBy}, within ${businessDays} working days. We call the phone number on your application.`,
    '2. In that call we agree on the first day and on the enrollment forms.',
    '3. Please have these ready for the call: the newest report card or transcript. Also any evaluation or support plan you want us to know about, like an IEP or a 504 plan.',
    '4. Your private status page lists these steps and shows when each one is done. You can send papers there too. Its link is in the first message we sent you.',
    '',
    `If we have not called you by ${callBy}, or you have questions, write to us at ${supportEmail}.`,
  ],
};

const es: AcceptedMailCopy = {
  subject: (campus) => `Usted aceptó un lugar en el ${campus}: los próximos pasos`,
  body: ({ student, campus, place, term, callBy, businessDays, supportEmail }) => [
    `Gracias. Usted aceptó el lugar para ${student} en el ${campus}: ${place}, con inicio en el período de ${term}. El lugar es suyo.`,
    '',
    'Los próximos pasos:',
    `1. Una persona de nuestro equipo de admisiones le llamará a más tardar el ${callBy} (dentro de ${businessDays} días hábiles), al número de teléfono de su solicitud.`,
    '2. En esa llamada acordamos el primer día y los formularios de inscripción.',
    '3. Por favor, tenga listos para la llamada: la libreta de calificaciones o el certificado de notas más reciente, y cualquier evaluación o plan de apoyo (por ejemplo, un IEP o un plan 504) que quiera que conozcamos.',
    '4. Su página privada de estado muestra estos pasos y cuándo se completa cada uno. Allí también puede enviar documentos. El enlace está en el primer mensaje que le enviamos.',
    '',
    `Si no le hemos llamado a más tardar el ${callBy}, o si tiene preguntas, escríbanos a ${supportEmail}.`,
  ],
};

const ACCEPTED_MAIL_COPY: Record<Language, AcceptedMailCopy> = { en, es };

export const acceptedMailCopyFor = (language: Language) => ACCEPTED_MAIL_COPY[language];
