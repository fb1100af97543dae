import { withinLimit } from '../form-messages.ts';
import type * as en from '../enrollment-messages.ts';
import type { Translated } from '../translated.ts';
import { STATUS_LINK_RESENDS_PER_DAY } from '../../waiting-list/waiting-list.ts';

export const ALREADY_REGISTERED = 'Ya está en nuestra lista.';
export const LINK_EMAILED_AGAIN = 'Le enviamos otra vez su enlace privado por correo.';
export const UNKNOWN_STATUS_LINK =
  'Este enlace de estado no es válido. Revise que abrió el enlace completo del correo.';
export const LINK_REQUEST_ANSWER = `Si este correo electrónico está en nuestra lista, le enviamos un enlace privado nuevo. Enviamos como máximo ${STATUS_LINK_RESENDS_PER_DAY} enlaces nuevos al día por cada solicitud.`;

export const WAITING_LIST_STATUS_LABELS: Translated<typeof en.WAITING_LIST_STATUS_LABELS> = {
  active: 'En espera',
  invited: 'Invitado a inscribirse',
  enrolled: 'Inscrito',
  withdrawn: 'Retirado',
  declined: 'Solicitud cerrada',
};

/** The campus names as the Spanish pages and the Spanish family mail write them. */
export const CAMPUS_NAMES: Translated<typeof en.CAMPUS_NAMES> = {
  k12: 'Campus K-12 (NovaLearn Academy)',
  bridge: 'Campus Bridge (Nexus STEM College)',
};

export const NETWORK_ERROR = 'No se pudo conectar con el servidor';
export const UNKNOWN_ERROR = 'Error desconocido';
export const WITHDRAWN_TOAST_TITLE = 'Solicitud retirada';

export const ERROR_SUMMARY_TITLE = 'Hay un problema';
export const TOAST_LABELS: Translated<typeof en.TOAST_LABELS> = {
  region: 'Notificaciones ({hotkey})',
  toast: 'Notificación',
  dismiss: 'Cerrar la notificación',
};

export const DIALOG_LABELS: Translated<typeof en.DIALOG_LABELS> = {
  cancel: 'Cancelar',
  close: 'Cerrar',
};

export const HONEYPOT_LABEL = 'Deje este campo vacío';

export const stepLabel: Translated<typeof en.stepLabel> = (step) => `Paso ${step}`;

export const STATUS_PAGE_ACTIONS: Translated<typeof en.STATUS_PAGE_ACTIONS> = {
  enrollmentLink: { label: 'Ir a la página de inscripción', to: '/es/enrollment' },
  retry: 'Intentar de nuevo',
};

/** The server writes English; a Spanish page says in Spanish what each kind of refusal means. */
export const serverErrorMessage: Translated<typeof en.serverErrorMessage> = (status) => {
  if (status === 429)
    return 'Recibimos muchas solicitudes desde su conexión en la última hora. Intente de nuevo en una hora. No se perdió nada de lo que escribió';
  if (status !== undefined && status >= 500)
    return 'El servidor tuvo un problema. Intente de nuevo en unos minutos';
  return 'No pudimos aceptar este formulario. Vuelva a cargar la página y envíelo otra vez';
};

const FIELD_NAMES: Record<string, string> = {
  firstName: 'el nombre del estudiante',
  lastName: 'el apellido del estudiante',
  parentGuardianName: 'el nombre del padre, madre o tutor',
  email: 'un correo electrónico',
  phone: 'el número de teléfono',
  emergencyContact: 'el contacto de emergencia',
  studentNeeds: 'las necesidades del estudiante',
  additionalInfo: 'la información adicional',
  gradeLevel: 'un grado',
  programInterest: 'un programa',
  enrollmentPreference: 'un periodo de inicio',
  heardAboutUs: 'cómo supo de nosotros',
};

export const validationMessage: Translated<typeof en.validationMessage> = (
  field,
  code,
  _message,
  limit,
) => {
  const name = FIELD_NAMES[field] ?? 'este dato';
  if (code === 'too_big') return `Escriba ${name} ${withinLimit(limit)}`;
  if (field === 'email' && code === 'invalid_format')
    return 'Escriba un correo electrónico válido, por ejemplo nombre@ejemplo.org';
  if (code === 'invalid_union' || code === 'invalid_value') return `Elija ${name} de la lista`;
  return `Escriba ${name}`;
};
