import { CLOSED_SIGNING_MESSAGES, CLOSED_SIGNING_REASONS } from '../../esign/esign.ts';
import { NOT_YOUR_TURN_MESSAGE } from '../../esign/recipients.ts';
import { IDENTITY_NEEDED_MESSAGE } from '../../esign/signer-identity.ts';
import {
  MAILED_CODE_LENGTH,
  tooManyCodesMessage,
  tooManyMailsMessage,
} from '../../sharing/link-protection.ts';
import { withinLimit } from '../form-messages.ts';
import type * as en from '../signing.ts';
import type { Translated } from '../translated.ts';

/** La página para firmar un contrato, en el español de las familias de Texas: "usted", frases cortas. */

export const PAGE_TITLE: Translated<typeof en.PAGE_TITLE> = 'Firmar un contrato';

export const LANGUAGE_SWITCH_LABEL: Translated<typeof en.LANGUAGE_SWITCH_LABEL> = 'Idioma';

export const ERROR_SUMMARY_TITLE: Translated<typeof en.ERROR_SUMMARY_TITLE> = 'Hay un problema';

/** "Dana Ortiz (Acme)": reads the same at the start or in the middle of a sentence. */
export const senderOf: Translated<typeof en.senderOf> = (name, organisation) =>
  name.trim() ? `${name} (${organisation})` : organisation;

export const HEADER: Translated<typeof en.HEADER> = {
  eyebrow: 'Contrato para firmar',
  lead: (sender) =>
    `${sender} le pidió que firme este contrato. Léalo abajo. Después llene el formulario al final de la página para firmarlo. Si no quiere firmar, puede rechazarlo.`,
  from: 'De',
  to: 'Para',
  learner: 'Estudiante',
  date: 'Fecha',
  effectiveDate: 'Fecha de inicio',
  term: 'Duración',
  termLength: (months) => `${months} ${months === 1 ? 'mes' : 'meses'}`,
  endsOn: (day) => `Termina el ${day}`,
  signBy: 'Fecha límite para firmar',
  linkStops: 'Después de esa fecha, el enlace deja de funcionar.',
};

export const AGREEMENT_TEXT: Translated<typeof en.AGREEMENT_TEXT> = {
  heading: 'El contrato',
  lead: 'Este es el texto exacto que le pedimos firmar.',
  purpose: 'Propósito',
};

export const PLACED_FIELDS: Translated<typeof en.PLACED_FIELDS> = {
  leadWithFields:
    'Sus campos son los recuadros de color en las páginas. Llénelos debajo de cada página; los demás son para otras personas.',
  leadWithoutFields: 'Léalo abajo. No tiene nada que llenar en este documento.',
  pageImage: (page, pages, title) => `Página ${page} de ${pages} de ${title}`,
  pageGroup: (page) => `Página ${page}`,
  required: (name) => `${name} (obligatorio)`,
  autoFilled: {
    signature: 'Su firma, como la adopte abajo',
    'full-name': 'Su nombre completo',
    'date-signed': 'La fecha de hoy, cuando firme',
  },
  signHere: 'Firme aquí',
  theirs: (name) => `Para ${name}`,
  imagesFailed:
    'Las imágenes de las páginas no se pudieron cargar. Todos los campos están en la lista de abajo.',
};

export const NEXT_FIELD: Translated<typeof en.NEXT_FIELD> = {
  left: (left, total) =>
    left === 1
      ? `Falta 1 de ${total} campos obligatorios`
      : `Faltan ${left} de ${total} campos obligatorios`,
  allFilled: 'Todos los campos obligatorios están llenos.',
  next: 'Siguiente campo',
  toSigning: 'Ir a firmar',
  toApproving: 'Ir a aprobar',
};

export const IDENTITY_STEP: Translated<typeof en.IDENTITY_STEP> = {
  heading: 'Confirme que es usted',
  lead: (address) =>
    `Para confirmar que es usted, le enviaremos un código de ${MAILED_CODE_LENGTH} números a ${address}.`,
  send: 'Enviar el código',
  sending: 'Enviando...',
  sent: (address, minutes) =>
    `Le enviamos un código a ${address}. El código sirve durante ${minutes} minutos.`,
  codeLabel: 'Código del correo electrónico',
  codeHint: 'Si el correo no llega, busque en la carpeta de correo no deseado.',
  confirm: 'Confirmar',
  confirming: 'Confirmando...',
  sendAgain: 'Enviar un código nuevo',
  confirmed: 'Gracias. Ya confirmó que es usted. Ahora puede firmar.',
  ourFault: 'Algo salió mal de nuestro lado. Por favor, intente otra vez en unos minutos.',
};

export const SIGN_SECTION: Translated<typeof en.SIGN_SECTION> = {
  heading: 'Firmar el contrato',
  lead: 'Escriba su nombre, elija cómo firmar y marque la casilla para aceptar la firma electrónica.',
};

export const SIGN_FORM: Translated<typeof en.SIGN_FORM> = {
  fullName: { label: 'Nombre completo', hint: 'Como debe aparecer en el contrato firmado.' },
  title: { label: 'Cargo (opcional)', hint: 'Su puesto de trabajo, por ejemplo Director.' },
  submit: 'Firmar el contrato',
  pending: 'Firmando...',
  ourFault:
    'Algo salió mal de nuestro lado y el contrato no se firmó. Por favor, intente otra vez en unos minutos.',
};

export const SIGNATURE_METHODS: Translated<typeof en.SIGNATURE_METHODS> = {
  legend: '¿Cómo quiere firmar?',
  typed: {
    label: 'Escribir su firma',
    hint: 'Su nombre completo será su firma. Funciona con un teclado.',
  },
  drawn: { label: 'Dibujar su firma', hint: 'Dibújela con un mouse, un dedo o un lápiz táctil.' },
};

export const DRAWN_SIGNATURE: Translated<typeof en.DRAWN_SIGNATURE> = {
  hint: 'Dibuje su firma en el recuadro blanco con un mouse, un dedo o un lápiz táctil. ¿Usa un teclado? Elija arriba “Escribir su firma”. Una firma escrita vale lo mismo.',
  boxLabel: 'Recuadro para dibujar su firma',
  clear: 'Borrar el dibujo',
};

export const TYPED_PREVIEW: Translated<typeof en.TYPED_PREVIEW> = {
  label: 'Así se verá su firma',
  empty: 'Escriba arriba su nombre completo para verlo aquí.',
};

export const CONSENT_TRANSLATION: Translated<typeof en.CONSENT_TRANSLATION> =
  'El certificado de firma repite las palabras de la casilla tal como están. En español dicen:';

export const DECLINE: Translated<typeof en.DECLINE> = {
  heading: 'Si no quiere firmar',
  lead: (sender) =>
    `Puede rechazar el contrato. ${sender} verá que usted lo rechazó y el motivo que escriba.`,
  toggle: 'Rechazar el contrato',
  reasonLabel: '¿Por qué rechaza el contrato?',
  reasonHint:
    'Quien le envió el contrato leerá esto. Por ejemplo: las fechas están mal, u otra persona debe firmar.',
  confirm: 'Confirmar el rechazo',
  pending: 'Rechazando...',
  cancel: 'Cancelar',
  ourFault:
    'Algo salió mal de nuestro lado y el contrato no se rechazó. Por favor, intente otra vez en unos minutos.',
};

export const NOTHING_ELSE: Translated<typeof en.NOTHING_ELSE> =
  'No tiene que hacer nada más. Puede cerrar esta página.';
export const DOWNLOAD_SIGNED_COPY: Translated<typeof en.DOWNLOAD_SIGNED_COPY> =
  'Descargar el PDF firmado';
export const downloadSignedDocument: Translated<typeof en.downloadSignedDocument> = (title) =>
  `Descargar “${title}” (PDF firmado)`;

export const SIGNED: Translated<typeof en.SIGNED> = {
  heading: (title) => `Usted firmó “${title}”`,
  awaitingOthers: (fullName, sender) =>
    `Usted firmó como ${fullName}. Otras personas todavía tienen que firmar este contrato. ${sender} puede ver que usted ya firmó.`,
  copyLater: (days) =>
    `Cuando todos firmen, le avisaremos por correo electrónico. Después podrá descargar el PDF firmado en esta página durante ${days} días.`,
  everyoneSigned: (fullName, sender) =>
    `Usted firmó como ${fullName}. Ahora ${sender} puede ver que el contrato está firmado.`,
  keepCopy: (days) =>
    `Guarde una copia para usted. Puede descargar el PDF firmado desde esta página durante ${days} días.`,
};

export const APPROVAL: Translated<typeof en.APPROVAL> = {
  eyebrow: 'Contrato para aprobar',
  lead: (sender) =>
    `${sender} le pidió que apruebe este contrato. Léalo abajo. Después llene el formulario al final de la página para aprobarlo. Si no quiere aprobarlo, puede rechazarlo.`,
  approveBy: 'Fecha límite para aprobar',
  heading: 'Aprobar el contrato',
  sectionLead:
    'Escriba su nombre y marque la casilla para aceptar la firma electrónica. Aprobar no agrega ninguna firma a las páginas.',
  fullNameHint: 'Como debe aparecer en el registro de quién aprobó.',
  submit: 'Aprobar',
  pending: 'Aprobando...',
  declineHeading: 'Si no quiere aprobar',
  declineToggle: 'Rechazar el contrato',
  approvedHeading: (title) => `Aprobado: “${title}”`,
  awaitingOthers: (fullName, sender) =>
    `Usted lo aprobó como ${fullName}. Otras personas todavía tienen que firmar este contrato. ${sender} puede ver que usted ya lo aprobó.`,
  everyoneDone: (fullName, sender) =>
    `Usted lo aprobó como ${fullName}. Ahora ${sender} puede ver que el contrato está completo.`,
};

export const DECLINED: Translated<typeof en.DECLINED> = {
  heading: 'Usted rechazó el contrato',
  text: (title, sender) =>
    `Usted rechazó “${title}”. Ahora ${sender} puede ver que usted lo rechazó, y su motivo.`,
  nextHeading: 'Qué pasa ahora',
  familyNext:
    'El lugar de su hijo o hija sigue aceptado. Una persona del equipo de admisiones le llamará para hablar de su motivo. Si hay que cambiar algo del contrato, le enviarán un contrato nuevo por correo electrónico.',
};

export const CLOSED: Translated<typeof en.CLOSED> = {
  messages: {
    signed: 'Este contrato ya está firmado.',
    'awaiting-others':
      'Usted ya firmó. Las otras personas todavía tienen que firmar. Le enviaremos la copia firmada por correo electrónico cuando todos hayan firmado.',
    declined: 'Este contrato fue rechazado. Ya no se puede firmar.',
    voided: 'Quien envió este contrato canceló la firma. Ya no se puede firmar.',
    expired:
      'Este enlace para firmar ya venció. Por favor, pida un enlace nuevo a quien se lo envió.',
  },
  question: (sender) =>
    `Si tiene una pregunta sobre este contrato, por favor pregunte a ${sender}, que le envió el enlace.`,
};

export const LOADING: Translated<typeof en.LOADING> = 'Cargando el contrato...';

export const UNKNOWN_LINK: Translated<typeof en.UNKNOWN_LINK> = {
  heading: 'Este enlace no funciona',
  text: 'Este enlace para firmar no es válido. Revise que abrió el enlace completo del correo electrónico.',
  home: { label: 'Ir a la página principal', to: '/es' },
};

export const LOAD_ERROR: Translated<typeof en.LOAD_ERROR> = {
  heading: 'El contrato no se cargó',
  retry: 'Intentar otra vez',
  retrying: 'Intentando otra vez...',
  ourFault: 'Algo salió mal de nuestro lado. Por favor, intente otra vez en unos minutos.',
};

export const NETWORK_ERROR: Translated<typeof en.NETWORK_ERROR> =
  'No pudimos conectar con el servidor. Revise su conexión a internet y vuelva a intentarlo.';

/** The English words of a refusal before the time to wait, which differs from one to the next. */
const wordsBefore = (message: (retry: string) => string) => message('\u0000').split('\u0000')[0]!;

/**
 * The server writes English. The sentences it sends for this page are known, so each is said in
 * Spanish; any other refusal leaves the caller's own Spanish sentence.
 */
export const serverMessage: Translated<typeof en.serverMessage> = (status, message) => {
  const closed = CLOSED_SIGNING_REASONS.find(
    (reason) => CLOSED_SIGNING_MESSAGES[reason] === message,
  );
  if (closed) return CLOSED.messages[closed];
  if (message === NOT_YOUR_TURN_MESSAGE) {
    return 'Todavía no es su turno para firmar. Le enviaremos un correo electrónico cuando firmen las personas antes que usted.';
  }
  if (message === IDENTITY_NEEDED_MESSAGE) {
    return 'Primero confirme que es usted: pida el código que le enviamos por correo electrónico y escríbalo en esta página.';
  }
  if (status === 429 && message.startsWith(wordsBefore(tooManyCodesMessage))) {
    return 'Escribió muchos códigos equivocados. Espere unos minutos y vuelva a intentarlo.';
  }
  if (status === 429 && message.startsWith(wordsBefore(tooManyMailsMessage))) {
    return 'Ya le enviamos varios códigos a este correo electrónico. Use el último código, o espere unos minutos.';
  }
  if (status === 429) {
    return 'Esta página se abrió muchas veces desde su conexión a internet en poco tiempo. Espere unos minutos y vuelva a intentarlo.';
  }
  // Someone else acted on the agreement meanwhile (signed, cancelled, gave the learner's yes).
  if (status === 409) {
    return 'Este contrato cambió mientras usted lo tenía abierto. Vuelva a cargar la página.';
  }
  return null;
};

/** Spanish messages for the signing and decline forms, from the field and zod's issue code. */
export const validationMessage: Translated<typeof en.validationMessage> = (
  field,
  code,
  _message,
  limit,
) => {
  switch (field) {
    case 'fullName':
      return code === 'too_big'
        ? `Escriba su nombre completo ${withinLimit(limit)}`
        : 'Escriba su nombre completo';
    case 'title':
      return `Escriba su cargo ${withinLimit(limit)}`;
    case 'signatureType':
      return 'Elija si quiere escribir o dibujar su firma';
    case 'signatureImage':
      return code === 'too_big' || code === 'server'
        ? 'No pudimos usar la firma dibujada. Bórrela y dibújela otra vez.'
        : 'Dibuje su firma en el recuadro, o escríbala.';
    case 'consent':
      return 'Marque la casilla para aceptar la firma electrónica antes de firmar.';
    case 'code':
      return code === 'server'
        ? 'Ese código no es correcto o ya venció. Revise el último correo electrónico, o pida un código nuevo.'
        : `Escriba el código de ${MAILED_CODE_LENGTH} números del correo electrónico`;
    case 'reason':
      return code === 'too_big'
        ? `Escriba el motivo ${withinLimit(limit)}`
        : 'Escriba por qué rechaza el contrato';
    default:
      return 'Revise este dato';
  }
};
