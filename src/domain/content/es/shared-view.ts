import type * as en from '../shared-view.ts';
import type { Translated } from '../translated.ts';

export const PAGE_TITLE: Translated<typeof en.PAGE_TITLE> = 'Documento compartido';
export const LOADING: Translated<typeof en.LOADING> = 'Cargando el documento...';

export const LANGUAGE_SWITCH: Translated<typeof en.LANGUAGE_SWITCH> = { label: 'Idioma' };

export const ACCESS_DENIED: Translated<typeof en.ACCESS_DENIED> = {
  title: 'Acceso denegado',
  text: 'Este enlace al documento no es válido, ya venció o fue desactivado.',
  homeLink: { label: 'Ir al inicio', to: '/es' },
};

export const DOCUMENT_HEADER: Translated<typeof en.DOCUMENT_HEADER> = {
  viewCount: (count) => `Visto ${count} ${count === 1 ? 'vez' : 'veces'}`,
  expiresBefore: 'Este enlace vence el',
  expiresAfter: '.',
  downloadWord: 'Descargar',
  downloadPdf: 'Descargar PDF',
  downloadsOff: 'Este enlace no permite descargar el documento.',
  openedAs: (email) => `Abierto como ${email}`,
  downloadFailed: {
    title: 'No se pudo descargar',
    description: 'No pudimos descargar el documento. Vuelva a intentarlo.',
  },
};

export const GATE: Translated<typeof en.GATE> = {
  linkName: (name) => `Enlace: ${name}`,
  stayVerified: (hours) =>
    `En este dispositivo, el documento se queda abierto para usted durante ${hours} horas.`,
  open: 'Abrir el documento',
  checking: 'Revisando...',
  tooMany: 'Lo intentó muchas veces. Espere unos minutos y pruebe otra vez.',
  failed: 'Algo salió mal. Vuelva a intentarlo.',
  passcode: {
    title: 'Escriba la clave',
    intro: 'Quien le mandó este enlace le puso una clave. Si no la tiene, pídasela.',
    label: 'Clave',
    show: 'Mostrar la clave',
    missing: 'Escriba la clave.',
    wrong: 'Esa clave no es correcta. Revísela y vuelva a intentarlo.',
  },
  email: {
    title: 'Confirme su correo electrónico',
    intro:
      'Le mandaremos un código a su correo electrónico. El código muestra que el documento llegó a la persona correcta.',
    label: 'Correo electrónico',
    send: 'Mandarme un código',
    sending: 'Enviando...',
    invalid: 'Escriba su correo. Por ejemplo: ana@correo.org.',
    notAllowed:
      'Este correo electrónico no puede abrir este enlace. Use el correo al que le mandaron el documento, o pregúntele a quien se lo mandó.',
  },
  code: {
    title: 'Escriba el código del correo electrónico',
    sentTo: (address, minutes) =>
      `Mandamos un código a ${address}. Sirve durante ${minutes} minutos.`,
    label: 'Código',
    hint: 'Los 6 números del correo electrónico.',
    invalid: 'Escriba el código de 6 números del correo electrónico.',
    wrong:
      'Ese código no es correcto o ya venció. Revise el correo electrónico más reciente, o pida un código nuevo.',
    resend: 'Mandarme un código nuevo',
    resent: 'Mandamos un código nuevo. Use el correo electrónico más reciente.',
    otherAddress: 'Usar otro correo electrónico',
  },
};

export const STAFF_PREVIEW: Translated<typeof en.STAFF_PREVIEW> =
  'Usted entró como parte del personal. Por eso, esta visita no cuenta como una visita del aliado. El número de visitas, el estado y la actividad no cambian.';

export const DOCUMENT_FACTS: Translated<typeof en.DOCUMENT_FACTS> = {
  partner: 'Aliado',
  partnerFallback: 'Empresa aliada',
  created: 'Creado',
  duration: 'Duración',
  months: (months) => `${months} ${months === 1 ? 'mes' : 'meses'}`,
};

export const DOCUMENT_CONTENT: Translated<typeof en.DOCUMENT_CONTENT> = {
  title: 'Contrato',
  purpose: 'Propósito',
};

export const EDITOR: Translated<typeof en.EDITOR> = {
  title: 'Editar el contrato',
  expired: 'Este contrato ya venció. Por eso su texto ya no puede cambiar.',
  locked: 'Este contrato ya se envió a firmar o ya se firmó. Por eso su texto ya no puede cambiar.',
  intro:
    'Con este enlace usted puede cambiar el texto del contrato. Cada vez que guarde, se crea una versión nueva. Lleva el nombre que usted escriba abajo, en el formulario de comentarios.',
  label: 'Texto del contrato',
  hint: 'Las palabras entre corchetes, como [COMPANY], [PARTNER] y [EFFECTIVE_DATE], se llenan solas para quien lee. Déjelas como están.',
  save: 'Guardar los cambios',
  saving: 'Guardando...',
};

export const FORM_TOASTS: Translated<typeof en.FORM_TOASTS> = {
  required: 'Faltan datos',
  nameBeforeSaving: 'Escriba su nombre antes de guardar',
  textMissing: 'Escriba el texto del contrato',
  nameAndComment: 'Escriba su nombre y su comentario',
  noChanges: { title: 'No hay cambios', description: 'Cambie el texto antes de guardar.' },
  checkEmail: {
    title: 'Revise su correo electrónico',
    description: 'El correo electrónico no es válido. Corríjalo o deje el campo vacío.',
  },
  saved: {
    title: 'Cambios guardados',
    description: (version) => `Se guardó como la versión ${version}.`,
  },
  notSaved: {
    title: 'No se guardaron los cambios',
    description: 'No pudimos guardar sus cambios. Vuelva a intentarlo.',
  },
  commentAdded: { title: 'Comentario publicado', description: 'Su comentario ya está publicado.' },
  commentFailed: { title: 'Error', description: 'No pudimos publicar su comentario.' },
};

export const REFUSALS: Translated<typeof en.REFUSALS> = {
  linkInvalid: 'Este enlace al documento no es válido, ya venció o fue desactivado.',
  editingNotAllowed: 'Este enlace no permite editar.',
  conflict:
    'Otra persona cambió el contrato, o ya no se puede cambiar. Vuelva a cargar la página para verlo como está ahora.',
  tooMany:
    'Llegaron muchos comentarios o cambios desde este enlace. Espere unos minutos y vuelva a intentarlo.',
};

export const COMMENTS: Translated<typeof en.COMMENTS> = {
  title: 'Comentarios',
  privacy: 'Solo las personas con este enlace y nuestro personal ven estos comentarios.',
  notAllowed: 'Este enlace no permite comentarios.',
  loading: 'Cargando los comentarios...',
  empty: 'Todavía no hay comentarios.',
  loadFailed: 'No pudimos cargar los comentarios.',
};

export const COMMENT_FORM: Translated<typeof en.COMMENT_FORM> = {
  title: 'Agregar un comentario',
  name: 'Su nombre',
  email: 'Correo electrónico (opcional)',
  comment: 'Comentario',
  post: 'Publicar el comentario',
  posting: 'Publicando...',
};

export const ACTIVITY: Translated<typeof en.ACTIVITY> = {
  title: 'Actividad',
  loading: 'Cargando la actividad...',
  empty: 'Todavía no hay actividad.',
  loadFailed: 'No pudimos cargar la actividad.',
  verbs: {
    viewed: 'vio el documento',
    commented: 'comentó',
    shared: 'compartió el documento',
    downloaded: 'descargó el documento',
    edited: 'editó el contrato',
    invited: 'invitó a otra persona a colaborar',
    revoked: 'quitó un acceso',
  },
};

export const RETRY: Translated<typeof en.RETRY> = {
  label: 'Intentar de nuevo',
  busy: 'Intentando de nuevo...',
};

export const TOAST_LABELS: Translated<typeof en.TOAST_LABELS> = {
  region: 'Notificaciones ({hotkey})',
  toast: 'Notificación',
  dismiss: 'Cerrar la notificación',
};
