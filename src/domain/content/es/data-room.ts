import type * as en from '../data-room.ts';
import type { Translated } from '../translated.ts';

/** La página de una sala de datos, en español: "usted", frases cortas. */

export const PAGE_TITLE: Translated<typeof en.PAGE_TITLE> = 'Sala de datos';

export const LANGUAGE_SWITCH_LABEL: Translated<typeof en.LANGUAGE_SWITCH_LABEL> = 'Idioma';

export const LOADING: Translated<typeof en.LOADING> = 'Cargando la sala…';
export const LOAD_FAILED: Translated<typeof en.LOAD_FAILED> =
  'No pudimos cargar la sala. Revise su conexión y vuelva a intentarlo.';
export const TRY_AGAIN: Translated<typeof en.TRY_AGAIN> = 'Volver a intentarlo';
export const UNKNOWN_LINK: Translated<typeof en.UNKNOWN_LINK> =
  'Este enlace no funciona. Puede estar incompleto, o la invitación fue retirada. Pregunte a la persona que le invitó.';

export const GREETING: Translated<typeof en.GREETING> = (name) => `Hola, ${name}.`;

export const SIGN_FIRST: Translated<typeof en.SIGN_FIRST> = {
  heading: 'Primero firme el acuerdo',
  body: 'Esta sala se abre cuando usted firma el acuerdo de confidencialidad. Toma unos minutos.',
  button: 'Leer y firmar el acuerdo',
  declined:
    'Usted no aceptó el acuerdo, así que la sala sigue cerrada. Si fue un error, hable con la persona que le invitó.',
  voided:
    'Este acuerdo fue cancelado, así que la sala sigue cerrada. Pida una nueva invitación a la persona que le invitó.',
};

export const CODE: Translated<typeof en.CODE> = {
  heading: 'Confirme su correo electrónico',
  body: (address) =>
    `Usted ya firmó el acuerdo. Para abrir la sala en este aparato, enviamos un código de 6 números a ${address}.`,
  send: 'Enviarme un código',
  sent: (address) => `Enviamos un código a ${address}. Sirve por 10 minutos.`,
  label: 'Código del correo',
  hint: 'Seis números, como 123456.',
  check: 'Abrir la sala',
  remembered: (hours) => `Este aparato queda confirmado por ${hours} horas.`,
};

export const ROOM: Translated<typeof en.ROOM> = {
  signedInAs: (address) => `Usted lee como ${address}.`,
  documents: 'Documentos',
  noFolder: 'Otros documentos',
  empty: 'Todavía no hay documentos en esta sala.',
  open: 'Abrir',
  pages: (count) => (count === 1 ? '1 página' : `${count} páginas`),
  downloadsOff: 'Solo para leer',
};

export const DOCUMENT: Translated<typeof en.DOCUMENT> = {
  back: 'Volver a los documentos',
  download: 'Descargar PDF',
  downloading: 'Preparando el PDF…',
  downloadFailed: 'La descarga no funcionó. Vuelva a intentarlo.',
  downloadsOff: 'Este documento se puede leer aquí, pero no descargar.',
  watermark: 'Cada descarga muestra su correo y la hora en cada página.',
  uploadedPdf: (pages) =>
    `Este archivo PDF tiene ${pages === 1 ? '1 página' : `${pages} páginas`}, pero no tiene texto para mostrar aquí. Puede ser un documento escaneado. Descárguelo para leerlo.`,
  uploadedPdfNoDownload:
    'Este archivo PDF no tiene texto para mostrar aquí, y no se puede descargar. Pida una copia a la persona que le invitó.',
};
