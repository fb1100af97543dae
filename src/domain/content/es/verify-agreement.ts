import { ORGANISATION_NAME } from '../../common/organisation.ts';
import { pageTitle } from '../pages.ts';
import type { Translated } from '../translated.ts';
import type * as en from '../verify-agreement.ts';

export const VERIFY_META: Translated<typeof en.VERIFY_META> = {
  path: '/es/verify',
  title: pageTitle('Verificar un contrato firmado'),
  description: `Compruebe que un contrato firmado en PDF es de ${ORGANISATION_NAME} y que nadie lo cambió.`,
};

export const VERIFY_INTRO: Translated<typeof en.VERIFY_INTRO> = {
  title: 'Verificar un contrato firmado',
  text: `Cada contrato firmado con ${ORGANISATION_NAME} es un PDF con un sello digital. Elija el PDF. Le diremos si es nuestro, si cambió después de la firma y quién lo firmó y cuándo.`,
};

export const LANGUAGE_SWITCH: Translated<typeof en.LANGUAGE_SWITCH> = {
  description: 'See this page in English',
};

export const VERIFY_FORM: Translated<typeof en.VERIFY_FORM> = {
  label: 'Contrato firmado (PDF)',
  hint: 'Es el PDF que le enviamos por correo electrónico cuando se firmó el contrato. Puede pesar hasta 10 MB. Lo revisamos y no lo guardamos.',
  submit: 'Revisar este PDF',
  checking: 'Revisando...',
  errorSummaryTitle: 'Hay un problema',
};

export const FILE_PROBLEMS: Translated<typeof en.FILE_PROBLEMS> = {
  missing: 'Elija el contrato firmado (un archivo PDF)',
  notPdf: 'Elija un archivo PDF (.pdf), tal como lo descargó',
  tooLarge: 'El archivo pesa más de 10 MB. Elija el PDF firmado',
};

export const CHECK_FAILURES: Translated<typeof en.CHECK_FAILURES> = {
  notPdf: 'Este archivo no es un PDF. Elija el contrato firmado tal como lo descargó (.pdf).',
  tooLarge: 'El archivo pesa más de 10 MB. Elija el PDF firmado.',
  tooComplex: 'Este PDF es mucho más complejo que un contrato firmado. Por eso no lo revisamos.',
  unreadable: 'El archivo no llegó completo. Elíjalo otra vez y vuelva a revisarlo.',
  tooMany: 'Usted revisó muchos archivos en poco tiempo. Espere unos minutos, por favor.',
  unavailable: 'La revisión no funciona en este momento. Vuelva a intentarlo en un minuto.',
  network:
    'No pudimos conectar con el servidor. Revise su conexión a internet y vuelva a intentarlo.',
  unknown: 'No pudimos revisar el PDF. Vuelva a intentarlo.',
};

const ASK_FOR_ORIGINAL =
  'Pida a la persona que se lo envió la copia firmada que llegó por correo electrónico.';
const onDay = (when: string | null) => (when ? ` el ${when}` : '');

export const VERDICTS: Translated<typeof en.VERDICTS> = {
  storedCopy: {
    heading: 'Este contrato es auténtico y no cambió',
    explanation:
      'Es la misma copia firmada que emitimos cuando se completó el contrato. No le falta ni le sobra nada.',
  },
  noSeal: {
    heading: 'Nosotros no emitimos este PDF',
    explanation: `No es uno de nuestros contratos firmados y no tiene sello. ${ASK_FOR_ORIGINAL}`,
  },
  changedAfterSealing: {
    heading: 'Alguien cambió este PDF después de sellarlo',
    explanation: `Su sello ya no coincide con su contenido. No confíe en esta copia. ${ASK_FOR_ORIGINAL}`,
  },
  otherSeal: {
    heading: 'Otra persona selló este PDF',
    explanation: (sealedBy, when) =>
      `Tiene un sello intacto de "${sealedBy}"${when ? ` con fecha del ${when}` : ''}. Ese sello no es nuestro y no tenemos una copia del PDF. ${ASK_FOR_ORIGINAL}`,
  },
  addedAfterSealing: {
    heading: 'Alguien agregó algo a este PDF después de sellarlo',
    explanation: (when) =>
      `La parte que sellamos${onDay(when)} no cambió. Pero nuestro sello no cubre lo que se agregó después. ${ASK_FOR_ORIGINAL}`,
  },
  ourSeal: {
    heading: 'Este PDF tiene nuestro sello y no cambió',
    explanation: (when) =>
      `Lo sellamos${onDay(when)} y nada cambió desde entonces. No tenemos una copia en este sistema. Por eso, los firmantes solo aparecen en su certificado de finalización.`,
  },
};

export const RESULT_LABELS: Translated<typeof en.RESULT_LABELS> = {
  resultFor: (fileName) => `Resultado de ${fileName}`,
  agreement: 'Contrato',
  completed: 'Completado',
  signedBy: 'Firmado por',
};

export const TOAST_LABELS: Translated<typeof en.TOAST_LABELS> = {
  region: 'Notificaciones ({hotkey})',
  toast: 'Notificación',
  dismiss: 'Cerrar la notificación',
};
