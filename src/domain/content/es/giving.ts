import { withinLimit } from '../form-messages.ts';
import type * as en from '../giving.ts';
import type { Translated } from '../translated.ts';
import { MAX_ONLINE_GIFT_CENTS, MIN_ONLINE_GIFT_CENTS } from '../../giving/giving.ts';
import { pageTitle } from './pages.ts';

/** La página para donar y la página después del pago con tarjeta (twin of ../giving.ts). */

export const GIVE_META: Translated<typeof en.GIVE_META> = {
  path: '/es/give',
  title: pageTitle('Done a NovaLearn'),
  description:
    'Done a NovaLearn una vez o cada mes. Su donación paga maestros, apoyo terapéutico, aulas tranquilas y becas para estudiantes neurodivergentes.',
};

export const GIVE_INTRO: Translated<typeof en.GIVE_INTRO> = {
  title: 'Done a NovaLearn',
  lead: 'Una donación ayuda a niños y estudiantes neurodivergentes a aprender de una forma que les queda bien. Paga maestros, apoyo terapéutico, aulas tranquilas y becas. Usted elige la cantidad. Puede donar una vez o cada mes.',
};

export const CANCELLED_NOTICE: Translated<typeof en.CANCELLED_NOTICE> =
  'Usted salió de la página de pago. No se cobró nada.';

export const REQUIRED_NOTE: Translated<typeof en.REQUIRED_NOTE> =
  'Solo la cantidad, su nombre y su correo electrónico son obligatorios. Todo lo demás es opcional.';

export const GIFT_FORM: Translated<typeof en.GIFT_FORM> = {
  amountLegend: 'Cantidad',
  customAmountLabel: 'Otra cantidad en dólares',
  customAmountHint: 'Por ejemplo 50 o 50.25.',
  frequencyLegend: 'Con qué frecuencia',
  frequencyLabels: { 'one-time': 'Una vez', monthly: 'Cada mes' },
  designationLabel: 'A dónde va su donación (opcional)',
  tributeLegend: '¿Esta donación es para alguien? (opcional)',
  tributeNone: 'No',
  tributeLabels: { honour: 'En honor de alguien', memory: 'En memoria de alguien' },
  tributeNameLabels: {
    honour: 'Nombre de la persona a quien honra',
    memory: 'Nombre de la persona a quien recuerda',
  },
  tributeNameHint: 'Escribimos este nombre en su recibo y en nuestro correo de agradecimiento.',
  tributeNotifyLabel: 'Avisar a alguien de esta donación (opcional)',
  tributeNotifyHint:
    'Le enviamos un solo correo que dice que usted hizo esta donación y para quién. Nunca le decimos la cantidad.',
  tributeNotifyName: 'Su nombre',
  tributeNotifyEmail: 'Su correo electrónico',
  tributeNotifyLanguage: 'Escribirle en',
  donorLegend: 'Sus datos',
  firstName: 'Nombre',
  lastName: 'Apellido',
  email: 'Correo electrónico',
  emailHint: 'Le enviamos su recibo a esta dirección.',
  addressLegend: 'Su dirección (opcional)',
  addressHint: 'La imprimimos en su recibo. Puede dejarla vacía.',
  address: 'Calle y número',
  city: 'Ciudad',
  state: 'Estado',
  stateHint: 'Dos letras, por ejemplo TX.',
  zipCode: 'Código postal (ZIP)',
  note: 'Nota (opcional)',
  noteHint: 'Lo que quiera decirnos sobre su donación.',
  coverFeeHint: 'La compañía de la tarjeta se queda con una pequeña parte de cada pago.',
};

export const noteCounter: Translated<typeof en.noteCounter> = (used, max) =>
  `${used} de ${max} caracteres usados`;

export const coverFeeLabel: Translated<typeof en.coverFeeLabel> = (fee, gift) =>
  fee && gift
    ? `Agregar ${fee} para cubrir la comisión de la tarjeta, así nos llegan los ${gift} completos`
    : 'Agregar la comisión de la tarjeta, así nos llega la donación completa';

export const NO_ONLINE_GIVING: Translated<typeof en.NO_ONLINE_GIVING> = {
  title: 'Todavía no se puede donar en esta página',
  body: (email) =>
    `Esta página no puede recibir donaciones ni compromisos de donación ahora. Para donar, escríbanos a ${email}. Le responderemos cómo donar con cheque o transferencia bancaria.`,
};

export const CARD_NEXT_STEP: Translated<typeof en.CARD_NEXT_STEP> =
  'Después, usted paga en la página segura de Stripe, nuestro servicio de pagos.';
export const PLEDGE_NEXT_STEP: Translated<typeof en.PLEDGE_NEXT_STEP> =
  'Le enviaremos por correo las instrucciones para enviar su donación. No se cobra nada en línea.';

export const submitLabel: Translated<typeof en.submitLabel> = (isPledge, amount, frequency) => {
  const monthly = frequency === 'monthly';
  if (isPledge) {
    const pledge = amount ? `Prometer una donación de ${amount}` : 'Prometer una donación';
    return monthly ? `${pledge} cada mes` : pledge;
  }
  const give = amount ? `Donar ${amount}` : 'Donar';
  return monthly ? `${give} cada mes` : `${give} ahora`;
};

export const SENDING_LABEL: Translated<typeof en.SENDING_LABEL> = 'Enviando...';
export const REDIRECTING_LABEL: Translated<typeof en.REDIRECTING_LABEL> =
  'Abriendo la página de pago...';

export const PLEDGE_CONFIRMATION: Translated<typeof en.PLEDGE_CONFIRMATION> = {
  title: 'Gracias por su promesa de donación',
  nextSteps:
    'No se ha cobrado nada. Cuando llegue su donación, la marcaremos como recibida y le enviaremos por correo una carta de agradecimiento con su recibo.',
};

export const ERROR_SUMMARY_TITLE: Translated<typeof en.ERROR_SUMMARY_TITLE> = 'Hay un problema';

export const NETWORK_FAILURE: Translated<typeof en.NETWORK_FAILURE> =
  'No pudimos comunicarnos con nuestro servidor. No se envió nada y no se cobró nada. Intente de nuevo.';

export const AMOUNT_FORMAT_MESSAGE: Translated<typeof en.AMOUNT_FORMAT_MESSAGE> =
  'Escriba la cantidad en dólares, por ejemplo 50 o 50.25';

/** The server writes English; a Spanish page says in Spanish what each kind of refusal means. */
export const refusalMessage: Translated<typeof en.refusalMessage> = (status) => {
  if (status === 429)
    return 'Se iniciaron demasiadas donaciones desde esta conexión. Intente más tarde.';
  if (status !== null && status >= 500)
    return 'El servidor tuvo un problema. No se cobró nada. Intente de nuevo en unos minutos.';
  return 'No pudimos aceptar este formulario. Vuelva a cargar la página y envíelo otra vez.';
};

/** "$50,000.00", as the give page writes amounts; built when a message is needed, not on load. */
const dollars = (cents: number) =>
  `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;

const FIELD_MESSAGES: Record<string, () => string> = {
  amountCents: () =>
    `Escriba una cantidad entre ${dollars(MIN_ONLINE_GIFT_CENTS)} y ${dollars(MAX_ONLINE_GIFT_CENTS)}`,
  frequency: () => 'Elija una vez o cada mes',
  designation: () => 'Elija de la lista a dónde va su donación',
  email: () => 'Escriba un correo electrónico válido, por ejemplo nombre@ejemplo.org',
  'tribute.notify.email': () =>
    'Escriba un correo electrónico válido, por ejemplo nombre@ejemplo.org',
  'tribute.notify.language': () => 'Elija el idioma en que le escribimos',
  state: () => 'Escriba el estado con dos letras, por ejemplo TX',
  zipCode: () => 'Escriba el código postal con cinco dígitos, por ejemplo 78701',
};

/** Text fields: a required one can be empty or too long, an optional one only too long. */
const TEXT_FIELDS: Record<string, string> = {
  tribute: 'el nombre de la persona',
  'tribute.notify.name': 'el nombre de la persona a quien avisamos',
  firstName: 'su nombre',
  lastName: 'su apellido',
  address: 'la calle y el número',
  city: 'la ciudad',
  note: 'la nota',
};
const OPTIONAL_TEXT_FIELDS = new Set(['address', 'city', 'note']);

export const validationMessage: Translated<typeof en.validationMessage> = (
  field,
  code,
  _message,
  limit,
) => {
  const message = FIELD_MESSAGES[field];
  if (message) return message();
  const name = TEXT_FIELDS[field];
  if (!name) return 'Revise este dato';
  return code === 'too_big' || OPTIONAL_TEXT_FIELDS.has(field)
    ? `Escriba ${name} ${withinLimit(limit)}`
    : `Escriba ${name}`;
};

export const HONEYPOT_LABEL: Translated<typeof en.HONEYPOT_LABEL> = 'Deje este campo vacío';

export const THANKS_META_TITLE: Translated<typeof en.THANKS_META_TITLE> = pageTitle('Su donación');

export const THANKS_PAGE: Translated<typeof en.THANKS_PAGE> = {
  title: 'Su donación',
  checking: 'Revisando su donación...',
  receiptNote: 'Le estamos enviando su recibo por correo.',
  open: 'Estamos esperando que el servicio de pagos confirme su donación. Esta página se actualiza sola.',
  stillOpen:
    'El servicio de pagos todavía no confirma su donación. Le enviaremos su recibo por correo cuando lo haga. Puede cerrar esta página.',
  failed: 'Su pago no se realizó. No se cobró nada.',
  expired: 'La página de pago se cerró antes de hacer el pago. No se cobró nada.',
  noSession: 'Esta dirección no indica ningún pago. Para donar, vaya a la página para donar.',
  unknownSession:
    'No encontramos este pago. Si usted pagó, le enviaremos su recibo por correo. Si no, no se cobró nada.',
  checkFailed:
    'Ahora no podemos comunicarnos con nuestro servidor para revisar su donación. Vuelva a cargar esta página en un minuto.',
  giveLink: { label: 'Ir a la página para donar', to: '/es/give' },
};

export const completedMessage: Translated<typeof en.completedMessage> = (amount, frequency) =>
  frequency === 'monthly'
    ? `Gracias. Recibimos su donación de ${amount} cada mes.`
    : `Gracias. Recibimos su donación de ${amount}.`;
