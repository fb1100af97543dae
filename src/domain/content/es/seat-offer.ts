import type * as en from '../seat-offer.ts';
import type { Translated } from '../translated.ts';

/** La página de la oferta de lugar, en el español de las familias de Texas: "usted", frases cortas. */

export const OFFER_PAGE_TITLE: Translated<typeof en.OFFER_PAGE_TITLE> = 'Su oferta de lugar';
export const OFFER_LOADING: Translated<typeof en.OFFER_LOADING> = 'Cargando su oferta...';
export const OFFER_LOAD_FAILED: Translated<typeof en.OFFER_LOAD_FAILED> =
  'No pudimos cargar su oferta. Por favor, intente otra vez.';
export const OFFER_RETRY: Translated<typeof en.OFFER_RETRY> = 'Intentar otra vez';
export const UNKNOWN_OFFER_TITLE: Translated<typeof en.UNKNOWN_OFFER_TITLE> =
  'El enlace de la oferta no es válido';
export const UNKNOWN_OFFER_TEXT: Translated<typeof en.UNKNOWN_OFFER_TEXT> =
  'Este enlace de la oferta no es válido. Revise que abrió el enlace completo del correo electrónico.';

export const CAMPUS_NAMES: Translated<typeof en.CAMPUS_NAMES> = {
  k12: 'Campus K-12 (NovaLearn Academy)',
  bridge: 'Campus Bridge (Nexus STEM College)',
};

export const offerLead: Translated<typeof en.offerLead> = (student, campus, place, term) =>
  `Tenemos un lugar para ${student} en el ${campus}: ${place}, con inicio en el período de ${term}.`;

export const answerBy: Translated<typeof en.answerBy> = (deadline) =>
  `Por favor, responda a más tardar a las ${deadline}.`;

export const IF_NO_ANSWER: Translated<typeof en.IF_NO_ANSWER> =
  'Si no responde antes de esa fecha, el lugar pasa a la siguiente familia de la lista de espera.';

export const ACCEPT: Translated<typeof en.ACCEPT> = {
  button: 'Aceptar el lugar',
  title: '¿Aceptar el lugar?',
  description:
    'El lugar será suyo. Le enviaremos un correo electrónico con los próximos pasos: nuestro equipo de admisiones le llamará dentro de 3 días hábiles.',
  confirm: 'Sí, aceptar el lugar',
  pending: 'Aceptando...',
  cancel: 'Todavía no',
};

export const acceptedNextSteps: Translated<typeof en.acceptedNextSteps> = (callBy) =>
  `Le enviamos un correo electrónico con los próximos pasos. Nuestro equipo de admisiones le llamará a más tardar el ${callBy}, al número de teléfono de su solicitud.`;

export const DECLINE: Translated<typeof en.DECLINE> = {
  button: 'Rechazar el lugar',
  title: '¿Rechazar el lugar?',
  description:
    'El lugar pasa a la siguiente familia de la lista de espera. Su solicitud se cierra. Para unirse otra vez más adelante, envíe una solicitud nueva.',
  reasonLabel: '¿Por qué rechaza el lugar? (opcional)',
  reasonHint: 'Esto ayuda a nuestro equipo de admisiones. Puede dejarlo vacío.',
  confirm: 'Sí, rechazar el lugar',
  pending: 'Rechazando...',
  cancel: 'Conservar la oferta',
};

export const OFFER_OUTCOMES: Translated<typeof en.OFFER_OUTCOMES> = {
  accepted: {
    title: 'Usted aceptó el lugar',
    text: 'Gracias. El lugar es suyo. Nuestro equipo de admisiones se comunicará con usted sobre los próximos pasos.',
  },
  declined: {
    title: 'Usted rechazó el lugar',
    text: 'Gracias por avisarnos. El lugar pasa a la siguiente familia. No nos comunicaremos con usted otra vez sobre esta solicitud.',
  },
  lapsed: {
    title: 'La fecha límite ya pasó',
    text: 'La fecha límite para responder a esta oferta ya pasó, así que el lugar pasó a la siguiente familia. Su solicitud está otra vez en la lista de espera.',
  },
  withdrawn: {
    title: 'Esta oferta fue retirada',
    text: 'Nuestro equipo de admisiones retiró esta oferta. Si tiene preguntas, por favor escríbanos.',
  },
};

export const questionsTo: Translated<typeof en.questionsTo> = (supportEmail) =>
  `¿Tiene preguntas? Escríbanos a ${supportEmail}.`;

export const TASK_LIST: Translated<typeof en.TASK_LIST> = {
  title: 'Antes del primer día',
  lead: 'Estos son los pasos entre aceptar el lugar y el primer día. Esta lista cambia sola cuando se completa cada paso.',
  statuses: {
    'not-started': 'Sin empezar',
    'in-progress': 'En curso',
    completed: 'Completado',
    'waiting-for-us': 'Nos toca a nosotros',
  },
  agreement: {
    name: 'Firmar el acuerdo de inscripción',
    'waiting-for-us':
      'Enviaremos el acuerdo por correo electrónico a cada madre, padre o tutor para que lo firme.',
    'not-started': 'Abra el correo electrónico con el acuerdo y fírmelo.',
    'in-progress': 'Falta una firma. Vea el correo que le enviamos.',
    completed: 'Todos firmaron. Gracias.',
  },
  papers: {
    name: 'Enviar documentos sobre el estudiante',
    'not-started':
      'Por ejemplo, una evaluación, un IEP o un plan 504. Envíelos en la parte de documentos de esta página.',
    'in-progress': 'Recibimos sus documentos. Ahora los leemos.',
    completed: 'Nuestro equipo de admisiones leyó todos los documentos que envió.',
    link: 'Ir a los documentos',
  },
  visit: {
    name: 'Visitar el campus',
    text: (callBy) => `Le llamaremos a más tardar el ${callBy} para acordar una visita.`,
  },
  firstDay: {
    name: 'El primer día',
    text: (day) => `El período empieza el ${day}.`,
    past: (day) => `El período empezó el ${day}.`,
    download: 'Agregar el primer día a su calendario',
    fileNote: '(archivo .ics)',
  },
};
