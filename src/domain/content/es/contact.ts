import { ILLUSTRATIONS } from './illustrations.ts';
import { INVESTOR_TIERS } from './claims.ts';
import { pageTitle } from './pages.ts';
import type * as en from '../contact.ts';
import type { Translated } from '../translated.ts';

/**
 * La página de contacto para alianzas e inversión en español (twin of ../contact.ts). The mail
 * subjects and bodies are Spanish too: the organisation reads both languages.
 */

export const CONTACT_META: Translated<typeof en.CONTACT_META> = {
  path: '/es/contact',
  title: pageTitle('Contacto para alianzas e inversión'),
  description:
    'Niveles de inversión, sesiones informativas, recorridos virtuales y cómo participar. Reserve una llamada inicial de 30 minutos en nuestra página de visitas.',
};

export const CONTACT_INTRO: Translated<typeof en.CONTACT_INTRO> = {
  title: 'Contáctenos',
  lead: 'Para alianzas, inversiones, consultas, recorridos virtuales y sesiones informativas. Los recorridos y las sesiones se reservan en nuestra página de visitas. Los demás botones abren su programa de correo con el asunto ya escrito.',
  illustration: ILLUSTRATIONS.familyMeeting,
  families: {
    text: 'Para las familias: los recorridos virtuales y las sesiones para familias están más abajo en esta página. Son gratis.',
    links: [
      { label: 'Ir a los recorridos virtuales', to: '#virtual-tours' },
      { label: 'Ir a las sesiones para familias', to: '#information-sessions' },
    ],
  },
};

// Pure helpers and shapes, no text: the same as the English page uses.
export { buildMailto, telephoneHref, type MailDraft } from '../mail-links.ts';
export type { InformationSession, InvestmentTier, MailAction } from '../contact.ts';

/** Spanish writes months in lower case inside a sentence ("el recorrido de marzo de 2027"). */
const inSentence = (date: string) => date.charAt(0).toLowerCase() + date.slice(1);

const DETAILS_PROMPT =
  'Mi nombre:\nMi organización (si corresponde):\nLa mejor forma de comunicarse conmigo:\n\n';

const DISCOVERY_CALL_SUBJECT = 'Solicitud de consulta: llamada inicial de 30 minutos';

/** Donde se reservan los recorridos y las sesiones (ADR 052). */
const BOOK_A_VISIT = '/es/visits';

export const MAIL_ACTIONS_SECTION: Translated<typeof en.MAIL_ACTIONS_SECTION> = {
  title: 'Escríbanos',
  intro: 'Elija lo que quiere preguntar. Respondemos todos los correos.',
};

export const MAIL_ACTIONS: Translated<typeof en.MAIL_ACTIONS> = [
  {
    id: 'inquiry',
    label: 'Enviar una consulta general',
    text: 'Preguntas sobre alianzas, inversiones o nuestros planes.',
    subject: 'Consulta sobre alianzas e inversión',
    body: `${DETAILS_PROMPT}Mi pregunta:\n`,
  },
  {
    id: 'consultation',
    label: 'Solicitar una llamada inicial',
    text: 'Una llamada de 30 minutos para hablar de cómo podría participar.',
    subject: DISCOVERY_CALL_SUBJECT,
    body: `${DETAILS_PROMPT}Días y horas que me convienen (hora del Centro):\n`,
  },
  {
    id: 'virtual-tour',
    label: 'Reservar un recorrido virtual',
    text: 'Un recorrido guiado en línea por los planes de un campus. Usted elige la hora en nuestra página de visitas.',
    to: BOOK_A_VISIT,
  },
  {
    id: 'session',
    label: 'Inscribirse en una sesión informativa',
    text: 'Reuniones informativas para inversionistas, sesiones para familias y simposios. Usted elige la hora en nuestra página de visitas.',
    to: BOOK_A_VISIT,
  },
];

/** The tier amounts as the Spanish claims write them, largest first. */
function investorTier(index: 0 | 1 | 2): string {
  const amount = INVESTOR_TIERS[index];
  if (amount === undefined) throw new Error(`No investor tier ${index}`);
  return amount;
}

export const INVESTMENT_TIERS: Translated<typeof en.INVESTMENT_TIERS> = {
  title: 'Niveles de inversión',
  intro:
    'Tres niveles de inversión. En cada uno, acordamos con usted por escrito qué apoya su inversión y cómo le informamos de los resultados.',
  tiers: [
    {
      amount: investorTier(0),
      title: 'Nivel de campus',
      text: 'Apoya un campus completo, por ejemplo un edificio o una fase de la construcción.',
    },
    {
      amount: investorTier(1),
      title: 'Nivel de programa',
      text: 'Apoya un programa, por ejemplo un programa de estudios, un laboratorio o el modelo de fusión.',
    },
    {
      amount: investorTier(2),
      title: 'Nivel de becas y salones de clase',
      text: 'Apoya becas para familias o equipo para los salones de clase.',
    },
  ],
};

export const PARTICIPATION_STEPS: Translated<typeof en.PARTICIPATION_STEPS> = {
  title: 'Cómo participar',
  steps: [
    {
      title: 'Infórmese sobre nuestros planes',
      text: 'Lea en este sitio sobre los tres campus, el modelo de fusión y las áreas de enfoque.',
    },
    {
      title: 'Reserve una llamada inicial',
      text: 'Una llamada de 30 minutos con nuestro equipo. Elija un día entre semana y una hora en nuestra página de visitas.',
    },
    {
      title: 'Asista a una sesión informativa',
      text: 'Los inversionistas asisten a una reunión informativa para inversionistas. Las familias asisten a una sesión para familias.',
    },
    {
      title: 'Acuerde los detalles',
      text: 'Acordamos por escrito lo que usted apoya, el monto y cómo le informamos de los resultados. Los aliados firman un acuerdo antes de que compartamos planes que no son públicos.',
    },
  ],
};

export const INFORMATION_SESSIONS: Translated<typeof en.INFORMATION_SESSIONS> = {
  title: 'Sesiones informativas',
  intro:
    'Todas las sesiones son en línea. Las horas están indicadas en hora del Centro (CT), la zona horaria de Texas.',
  sessions: [
    {
      id: 'investor-briefing',
      actionLabel: 'Inscribirse en una reunión para inversionistas',
      name: 'Reuniones informativas para inversionistas',
      schedule: 'El segundo martes de cada mes, 7:00 p. m. CT',
      forWhom: 'Inversionistas y donantes',
      to: BOOK_A_VISIT,
    },
    {
      id: 'family-session',
      actionLabel: 'Inscribirse en una sesión para familias',
      name: 'Sesiones para familias',
      schedule: 'Todos los sábados, 10:00 a. m. CT',
      forWhom: 'Familias y estudiantes',
      to: BOOK_A_VISIT,
    },
    {
      id: 'symposium',
      actionLabel: 'Inscribirse en un simposio',
      name: 'Simposios',
      schedule: 'Trimestrales (cuatro veces al año)',
      forWhom: 'Aliados, investigadores y educadores',
      to: BOOK_A_VISIT,
    },
    {
      id: 'discovery-call',
      actionLabel: 'Reservar una llamada inicial',
      name: 'Llamada inicial',
      schedule: '30 minutos, un día entre semana a la hora que usted elija',
      forWhom: 'Cualquier persona que quiera participar',
      to: BOOK_A_VISIT,
    },
  ],
};

export const VIRTUAL_TOURS_SECTION: Translated<typeof en.VIRTUAL_TOURS_SECTION> = {
  title: 'Recorridos virtuales',
  intro: 'Un recorrido en línea para cada campus. Cada recorrido muestra los planes de ese campus.',
  actionLabel: (when) => `Reservar el recorrido de ${inSentence(when)}`,
  to: BOOK_A_VISIT,
  pastNote: (when) =>
    `Este recorrido fue en ${inSentence(when)}. Pregúntenos cuándo será el próximo.`,
  askLabel: 'Preguntar por el próximo recorrido',
  askSubject: (campusName) => `Solicitud de recorrido virtual: ${campusName} (próximo recorrido)`,
};

export const SESSION_LABELS: Translated<typeof en.SESSION_LABELS> = {
  when: 'Cuándo',
  forWhom: 'Para',
};

export const FOCUS_AREAS_SECTION: Translated<typeof en.FOCUS_AREAS_SECTION> = {
  title: 'Áreas de enfoque',
  intro: 'Las áreas que usted puede elegir apoyar.',
};

export const MILESTONES_SECTION: Translated<typeof en.MILESTONES_SECTION> = {
  title: 'Hitos',
  intro: 'Nuestro plan, paso a paso. Las fechas posteriores a hoy son planes.',
};
