import { ILLUSTRATIONS } from './illustrations.ts';
import type * as en from '../enrollment.ts';
import type { Translated } from '../translated.ts';
import { ACADEMY_OPENING, BRIDGE_OPENING } from './campuses.ts';
import { CAMPUS_NAMES } from './enrollment-messages.ts';
import { pageTitle } from './pages.ts';
import { SAVED_APPLICATION_DAYS } from '../../waiting-list/saved-application.ts';

/** The enrollment page in Spanish (public spec §2 "Enrollment page", §3, §8; ADR 012). */

export const ENROLLMENT_META: Translated<typeof en.ENROLLMENT_META> = {
  path: '/es/enrollment',
  title: pageTitle('Únase a la lista de espera'),
  description:
    'Únase a la lista de espera de NovaLearn Academy (K-12, The Woodlands) o de Nexus STEM College (Campus Bridge, Kemah). Es gratis, toma unos 5 minutos y revisamos cada solicitud en un plazo de 48 horas.',
};

export const ENROLLMENT_INTRO: Translated<typeof en.ENROLLMENT_INTRO> = {
  title: 'Únase a la lista de espera',
  lead: 'Cuéntenos sobre el estudiante y cómo comunicarnos con usted. Es gratis y toma unos 5 minutos. Todavía no se decide nada: con la solicitud, el estudiante guarda un lugar en la lista.',
  illustration: ILLUSTRATIONS.familyMeeting,
};

/** Names the row of tabs for screen readers. */
export const CAMPUS_TABS_LABEL: Translated<typeof en.CAMPUS_TABS_LABEL> = 'Elija un campus';

export const CAMPUS_FORMS: Translated<typeof en.CAMPUS_FORMS> = {
  k12: {
    tabLabel: 'Campus K-12',
    title: CAMPUS_NAMES.k12,
    intro: `Para niños desde kínder hasta 12.º grado. NovaLearn Academy, en The Woodlands, Texas, planea abrir en el ${ACADEMY_OPENING}.`,
  },
  bridge: {
    tabLabel: 'Campus Bridge',
    title: CAMPUS_NAMES.bridge,
    intro: `Para estudiantes listos para un título universitario de 2 o de 4 años. La universidad en Kemah, Texas, planea recibir a su primer grupo de estudiantes en ${BRIDGE_OPENING}.`,
  },
};

/** Shown when the pathway planner's summary was copied into the form. */
export const PREFILL_NOTE: Translated<typeof en.PREFILL_NOTE> =
  'Copiamos el resumen de su ruta de aprendizaje en “¿Hay algo más que debamos saber?”, al final del formulario. Puede cambiarlo o borrarlo.';

export const DRAFT_RESTORED: Translated<typeof en.DRAFT_RESTORED> = {
  note: 'Guardamos lo que escribió antes de que la página se recargara. Se queda solo en esta pestaña del navegador hasta que envíe el formulario o cierre la pestaña.',
  clear: 'Vaciar el formulario',
};

export const SAVE_FOR_LATER: Translated<typeof en.SAVE_FOR_LATER> = {
  title: 'Guardar y seguir después',
  intro: `¿No terminó? Podemos guardar sus respuestas por ${SAVED_APPLICATION_DAYS} días y enviarle por correo electrónico un enlace privado a ellas. Guardar no envía el formulario.`,
  emailLabel: 'Enviar el enlace a este correo',
  save: 'Guardar y enviarme un enlace',
  saveAgain: 'Guardar mis respuestas',
  saving: 'Guardando...',
  emailed: (email, until) =>
    `Sus respuestas están guardadas. Enviamos un enlace a ${email}. Abre sus respuestas hasta el ${until}. El formulario todavía no está enviado.`,
  savedAgain: (until) =>
    `Sus respuestas están guardadas. Su enlace las abre hasta el ${until}. El formulario todavía no está enviado.`,
  failed:
    'No pudimos guardar sus respuestas. No se perdió nada de lo que escribió. Por favor, inténtelo otra vez.',
  tooLong:
    'Una de sus respuestas es más larga de lo que permite el formulario. El contador debajo de ella muestra cuánto. Acórtela y guarde otra vez.',
};

export const CHECK_ANSWERS: Translated<typeof en.CHECK_ANSWERS> = {
  continue: 'Continuar',
  title: 'Revise sus respuestas antes de enviar la solicitud',
  campus: 'Campus',
  notGiven: 'Sin respuesta',
  change: 'Cambiar',
  sendTitle: 'Ahora envíe su solicitud',
  sendText:
    'Cuando la envíe, el estudiante entra en la lista de espera. Le enviamos por correo electrónico una confirmación con un enlace privado.',
};

export const SAVED_ANSWERS_PAGE: Translated<typeof en.SAVED_ANSWERS_PAGE> = {
  title: 'Sus respuestas guardadas',
  lead: (until) =>
    `Siga con el formulario donde lo dejó. Este enlace abre sus respuestas hasta el ${until}. Si guarda otra vez, se guardan ${SAVED_APPLICATION_DAYS} días más.`,
  loading: 'Cargando sus respuestas guardadas...',
  unknownTitle: 'Este enlace no abre ninguna respuesta',
  unknown:
    'Este enlace no es válido, o el formulario ya se envió. Revise que abrió el enlace completo del correo electrónico.',
  expiredTitle: 'Estas respuestas guardadas se borraron',
  expired: `Guardamos las respuestas por ${SAVED_APPLICATION_DAYS} días después de la última vez que se guardan, y estas se borraron. Por favor, llene el formulario otra vez.`,
  loadFailed:
    'No pudimos cargar sus respuestas. Revise su conexión a internet e inténtelo otra vez.',
  retry: 'Intentar otra vez',
  startAgain: 'Ir al formulario de la lista de espera',
  discard: {
    button: 'Borrar mis respuestas guardadas',
    title: '¿Borrar las respuestas guardadas?',
    description:
      'El enlace deja de funcionar y no se envía nada. Puede llenar el formulario otra vez más adelante.',
    confirm: 'Sí, borrarlas',
    pending: 'Borrando...',
    done: 'Sus respuestas guardadas se borraron. El enlace ya no funciona.',
  },
};

export const REQUIRED_NOTE: Translated<typeof en.REQUIRED_NOTE> =
  'Solo se piden el nombre y el apellido del estudiante y un correo electrónico. Todo lo demás es opcional.';

/** Labels and hints of the form fields; "(opcional)" is part of the label, as people read it. */
export const ENROLLMENT_FIELD_TEXT: Translated<typeof en.ENROLLMENT_FIELD_TEXT> = {
  firstName: { label: 'Nombre del estudiante' },
  lastName: { label: 'Apellido del estudiante' },
  parentGuardianName: { label: 'Nombre del padre, madre o tutor (opcional)' },
  email: {
    label: 'Correo electrónico',
    hint: 'Aquí le enviamos una confirmación, con un enlace privado para ver su lugar en la lista.',
  },
  phone: {
    label: 'Número de teléfono (opcional)',
    hint: 'Solo si desea que le llamemos.',
  },
  emergencyContact: {
    label: 'Contacto de emergencia (opcional)',
    hint: 'El nombre y el número de teléfono de una persona a quien podamos llamar si no logramos comunicarnos con el estudiante.',
  },
  gradeLevel: {
    label: 'Grado escolar (opcional)',
    hint: 'El grado que el estudiante va a cursar cuando empiece.',
  },
  programInterest: {
    label: 'Programa de interés (opcional)',
    hint: 'Elija “Todavía no está decidido” si aún no lo sabe. Más adelante, un asesor le puede ayudar.',
  },
  enrollmentPreference: { label: '¿Cuándo le gustaría empezar al estudiante? (opcional)' },
  studentNeeds: {
    label: 'Necesidades de aprendizaje y apoyos (opcional)',
    hint: 'Por ejemplo, trastorno por déficit de atención e hiperactividad (TDAH), autismo o dislexia. Cuéntenos qué ayuda al estudiante a aprender. Solo nuestro equipo de admisiones lee esta información.',
  },
  heardAboutUs: { label: '¿Cómo supo de nosotros? (opcional)' },
  additionalInfo: { label: '¿Hay algo más que debamos saber? (opcional)' },
};

export const SUBMIT_LABEL: Translated<typeof en.SUBMIT_LABEL> = 'Enviar solicitud';
export const SUBMITTING_LABEL: Translated<typeof en.SUBMITTING_LABEL> = 'Enviando...';

/** The toasts of public spec §8, in Spanish. */
export const SUBMITTED_TITLE: Translated<typeof en.SUBMITTED_TITLE> =
  '¡Solicitud enviada con éxito!';
export const SUBMISSION_FAILED_TITLE: Translated<typeof en.SUBMISSION_FAILED_TITLE> =
  'No se pudo enviar la solicitud';

export const rankingMessage: Translated<typeof en.rankingMessage> = (
  campus,
  position,
  totalInCampus,
) =>
  `Usted es el número ${position} de ${totalInCampus} ${totalInCampus === 1 ? 'solicitante' : 'solicitantes'} del ${CAMPUS_NAMES[campus]}. Las familias con prioridad reciben antes la invitación para inscribirse.`;

export const noRankingMessage: Translated<typeof en.noRankingMessage> = (campus) =>
  `Gracias por su interés en el ${CAMPUS_NAMES[campus]}. Pronto nos comunicaremos con usted para explicarle los próximos pasos.`;

export const failureMessage: Translated<typeof en.failureMessage> = (message) =>
  `Error: ${message}. Revise todos los campos obligatorios e intente de nuevo.`;

/** Shown on the page after a submission, so the answer stays after the toast has gone. */
export const RECEIVED_TITLE: Translated<typeof en.RECEIVED_TITLE> =
  'Gracias. Recibimos su solicitud.';
export const CONFIRMATION_MAIL_NOTE: Translated<typeof en.CONFIRMATION_MAIL_NOTE> =
  'Le enviamos un correo de confirmación con un enlace privado. Ábralo en cualquier momento para ver su lugar en la lista o para retirar la solicitud.';

export const WHAT_HAPPENS_NEXT: Translated<typeof en.WHAT_HAPPENS_NEXT> = {
  title: 'Próximos pasos',
  steps: [
    {
      title: 'Revisamos su solicitud',
      text: 'Nuestro equipo de admisiones revisa cada solicitud en un plazo de 48 horas. Una persona la lee y la revisa. Le volvemos a escribir solo si cambia el estado de la solicitud, por ejemplo cuando le invitamos.',
    },
    {
      title: 'Primero invitamos a las familias con prioridad',
      text: 'Las familias con prioridad reciben primero la invitación para inscribirse. Todas las familias empiezan con la misma prioridad. Nuestro equipo de admisiones puede subirla y anota por qué. Todavía no hemos publicado los motivos.',
    },
    {
      title: 'Visitas y reuniones con la familia',
      text: 'Programamos visitas al campus y reuniones con la familia, para que usted conozca la escuela y haga sus preguntas.',
    },
  ],
  booking: {
    label: 'Reservar una sesión para familias o una visita al campus',
    to: '/es/visits',
  },
};

export const PARENT_ANSWERS: Translated<typeof en.PARENT_ANSWERS> = {
  title: 'Preguntas antes de enviar la solicitud',
  items: [
    {
      title: '¿Cuánto cuesta?',
      text: 'Todavía no tenemos el costo de la colegiatura ni de la ayuda económica. Unirse a la lista de espera es gratis y no le compromete a nada.',
    },
    {
      title: '¿Qué pasa si cerramos su solicitud?',
      text: 'Una solicitud cerrada ya no está en la lista de espera. El correo no dice el motivo. Escríbanos y pregúntenos por qué. Puede enviar una nueva solicitud en cualquier momento.',
    },
  ],
};

export const characterCount: Translated<typeof en.characterCount> = (used, max) =>
  `${used.toLocaleString('es-US')} de ${max.toLocaleString('es-US')} caracteres usados`;

export const NETWORK_FAILURE_HELP: Translated<typeof en.NETWORK_FAILURE_HELP> =
  'No enviamos su solicitud porque falló la conexión. Sus respuestas siguen aquí. Revise su conexión a internet y vuelva a oprimir “Enviar solicitud”.';

export const PRIVACY_NOTE: Translated<typeof en.PRIVACY_NOTE> = {
  title: 'Quién ve sus respuestas',
  text: 'Solo nuestro personal de admisiones. Usamos sus respuestas para planear los lugares y los apoyos, y nunca las compartimos. Puede pedirnos en cualquier momento que borremos su solicitud.',
};
