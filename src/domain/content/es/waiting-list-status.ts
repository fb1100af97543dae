import type * as en from '../waiting-list-status.ts';
import type { Translated } from '../translated.ts';

/**
 * The private status page behind the link in the confirmation mail, in
 * Spanish. Only the holder of the link sees a position.
 */

export const STATUS_PAGE_TITLE: Translated<typeof en.STATUS_PAGE_TITLE> =
  'Su lugar en la lista de espera';
export const STATUS_LOADING: Translated<typeof en.STATUS_LOADING> = 'Cargando su solicitud...';
export const UNKNOWN_LINK_TITLE: Translated<typeof en.UNKNOWN_LINK_TITLE> =
  'El enlace de estado no es válido';
export const STATUS_LOAD_FAILED: Translated<typeof en.STATUS_LOAD_FAILED> =
  'No pudimos cargar su solicitud. Intente de nuevo.';

export const SUMMARY_TITLE: Translated<typeof en.SUMMARY_TITLE> = 'Lo que nos envió';

export const STATUS_FACT_LABELS: Translated<typeof en.STATUS_FACT_LABELS> = {
  student: 'Estudiante',
  campus: 'Campus',
  status: 'Estado',
  submitted: 'Fecha de envío',
  grade: 'Grado',
  program: 'Programa',
  start: 'Inicio preferido',
  needs: 'Sobre las necesidades del estudiante',
};

export const NEEDS_SENT: Translated<typeof en.NEEDS_SENT> = {
  yes: 'Enviado. Solo nuestro equipo de admisiones lo lee.',
  no: 'No escribió nada',
};

export const positionMessage: Translated<typeof en.positionMessage> = (position, total) =>
  `Usted es el número ${position} de ${total} en la lista de espera`;

export const POSITION_NOTE: Translated<typeof en.POSITION_NOTE> =
  'Su lugar puede cambiar si invitamos primero a familias con prioridad o si otras familias salen de la lista. Todas las familias empiezan con la misma prioridad. Nuestro equipo de admisiones puede subirla y anota por qué.';

export const CLOSED_NOTE: Translated<typeof en.CLOSED_NOTE> =
  'Esta solicitud está cerrada. Ya no está en la lista de espera. Esta página no dice el motivo. Si quiere saber por qué, escríbanos. Puede enviar una nueva solicitud en cualquier momento.';

export const WITHDRAW: Translated<typeof en.WITHDRAW> = {
  button: 'Retirar la solicitud de la lista de espera',
  title: '¿Retirar la solicitud de la lista de espera?',
  description:
    'Vamos a cerrar su solicitud y su lugar pasará a la siguiente familia. Si más adelante desea volver a la lista, envíe una nueva solicitud.',
  confirm: 'Sí, retirar la solicitud',
  pending: 'Retirando la solicitud...',
  done: 'Usted retiró su solicitud de la lista de espera. No volveremos a escribirle sobre esta solicitud.',
};

export const INVITATION: Translated<typeof en.INVITATION> = {
  title: 'Próximos pasos',
  contactWithin: (businessDays) =>
    `Le llamaremos o le escribiremos en un plazo de ${businessDays} días hábiles (de lunes a viernes). Vamos a programar una visita al campus y una reunión con la familia.`,
  ifNotHeard: (contactBy, supportEmail, phone) =>
    `Si el ${contactBy}, todavía no tiene noticias nuestras, escríbanos a ${supportEmail} o llámenos al ${phone}.`,
  withdrawNote: 'Si ya no le interesa la inscripción, puede retirar la solicitud aquí abajo.',
};

export const LINK_REQUEST: Translated<typeof en.LINK_REQUEST> = {
  title: 'Pedir un enlace privado nuevo',
  lead: 'Escriba el correo electrónico que usó en el formulario de solicitud. Si está en nuestra lista, le enviaremos a ese correo un enlace privado nuevo por cada solicitud abierta. Solo funciona el enlace más reciente.',
  emailLabel: 'Correo electrónico',
  submit: 'Envíenme mi enlace',
  pending: 'Enviando...',
};

/** The mails send families to the support address too (mail is sent from a no-reply address). */
export const contactNote: Translated<typeof en.contactNote> = (supportEmail) =>
  `¿Tiene preguntas? Escríbanos a ${supportEmail} y nuestro equipo de admisiones le responderá.`;
