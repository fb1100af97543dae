import type { Locale } from '../../../domain/common/i18n.ts';
import { formatExactDollarsLimits } from './portal-format.ts';

const LIMITS = formatExactDollarsLimits();

/** The words of "Manage my giving" (the request form and the donor's page), in both languages. */
export const PORTAL_COPY = {
  en: {
    locale: 'en' as Locale,
    title: 'Manage my giving',
    requestLead:
      'Write the email address you use when you give. We will email you a private link to your page: your gifts, your yearly statements and your monthly gift.',
    emailLabel: 'Email address',
    emailError: 'Enter an email address, like name@example.org',
    send: 'Email me my link',
    sending: 'Sending…',
    tooMany: 'You have asked for many links in the last hour. Please try again later.',
    errorSummaryTitle: 'There is a problem',
    loading: 'Loading your giving…',
    hello: (name: string) => `Hello, ${name}.`,
    expiredTitle: 'This link does not work any more',
    expiredText:
      'A link works for 7 days, and only the newest link we sent works. Ask for a new one and we will email it to you.',
    askAgain: 'Ask for a new link',
    loadFailed: 'We could not load your page. Please try again in a moment.',
    retry: 'Try again',
    giftsTitle: 'Your gifts',
    noGifts: 'There are no gifts here yet.',
    columns: { date: 'Date', amount: 'Amount', designation: 'For' },
    monthlyMark: '(monthly)',
    statementsTitle: 'Yearly statements',
    statementsLead: 'A statement of your gifts in one year, for your tax records.',
    statementLink: (year: number) => `Download the ${year} statement (PDF)`,
    monthlyTitle: 'Your monthly gift',
    monthlyLine: (amount: string, designation: string) =>
      `${amount} each month, for: ${designation}.`,
    startedOn: (date: string) => `Started on ${date}.`,
    active: 'Active. It is charged each month.',
    pausedUntil: (date: string) => `Paused. Payments start again on ${date}.`,
    cancelledOn: (date: string) => `Cancelled on ${date}. There are no more charges.`,
    writeToUs: (email: string) => `To change your monthly gift, please write to ${email}.`,
    changeAmount: 'Change the amount',
    amountLabel: 'New monthly amount in dollars',
    amountHint: `Between ${LIMITS.min} and ${LIMITS.max}, like 20 or 19.99.`,
    amountFormat: 'Enter the amount in dollars, like 20 or 19.99',
    amountRange: `Enter an amount between ${LIMITS.min} and ${LIMITS.max}`,
    amountSame: 'This is already your monthly amount.',
    saveAmount: 'Save the new amount',
    pause: 'Pause',
    pauseLegend: 'Pause for how long?',
    pauseOption: (months: number, date: string) =>
      `${months} ${months === 1 ? 'month' : 'months'}: payments start again on ${date}`,
    confirmPause: 'Pause my monthly gift',
    resume: 'Resume now',
    cancel: 'Cancel my monthly gift',
    cancelTitle: 'Cancel your monthly gift?',
    cancelText:
      'If you cancel, we will not charge your card again. Your past gifts and your yearly statements stay here, and in our records.',
    cancelConfirm: 'Yes, cancel it',
    keep: 'Keep my monthly gift',
    close: 'Close',
    updateCard: 'Update my card',
    openingCard: 'Opening…',
    working: 'Saving…',
    done: {
      amount: (amount: string) =>
        `Done. Your monthly gift is now ${amount}, from the next payment. We have emailed you a note of the change.`,
      pause: (date: string) =>
        `Done. Your monthly gift is paused. Payments start again on ${date}. We have emailed you a note of the change.`,
      resume: 'Done. Your monthly gift has resumed. We have emailed you a note of the change.',
      cancel:
        'Done. Your monthly gift is cancelled: there will be no more charges. We have emailed you a note of the change.',
    },
    failed: 'That did not work, and nothing was changed. Please try again in a moment.',
    errors: {} as Partial<Record<number, string>>,
  },
  es: {
    locale: 'es' as Locale,
    title: 'Administrar mis donaciones',
    requestLead:
      'Escriba el correo electrónico que usa para donar. Le enviaremos un enlace privado a su página: sus donaciones, sus resúmenes anuales y su donación mensual.',
    emailLabel: 'Correo electrónico',
    emailError: 'Escriba un correo electrónico, como nombre@ejemplo.org',
    send: 'Enviarme mi enlace',
    sending: 'Enviando…',
    tooMany: 'Pidió muchos enlaces en la última hora. Inténtelo de nuevo más tarde.',
    errorSummaryTitle: 'Hay un problema',
    loading: 'Cargando sus donaciones…',
    hello: (name: string) => `Hola, ${name}.`,
    expiredTitle: 'Este enlace ya no funciona',
    expiredText:
      'Un enlace funciona durante 7 días, y solo funciona el enlace más reciente que le enviamos. Pida uno nuevo y se lo enviaremos por correo.',
    askAgain: 'Pedir un enlace nuevo',
    loadFailed: 'No pudimos cargar su página. Inténtelo de nuevo en un momento.',
    retry: 'Intentar de nuevo',
    giftsTitle: 'Sus donaciones',
    noGifts: 'Todavía no hay donaciones aquí.',
    columns: { date: 'Fecha', amount: 'Monto', designation: 'Para' },
    monthlyMark: '(mensual)',
    statementsTitle: 'Resúmenes anuales',
    statementsLead: 'Un resumen de sus donaciones de un año, para sus registros de impuestos.',
    statementLink: (year: number) => `Descargar el resumen de ${year} (PDF)`,
    monthlyTitle: 'Su donación mensual',
    monthlyLine: (amount: string, designation: string) =>
      `${amount} cada mes, para: ${designation}.`,
    startedOn: (date: string) => `Comenzó el ${date}.`,
    active: 'Activa. Se cobra cada mes.',
    pausedUntil: (date: string) => `En pausa. Los pagos vuelven a empezar el ${date}.`,
    cancelledOn: (date: string) => `Cancelada el ${date}. No hay más cobros.`,
    writeToUs: (email: string) => `Para cambiar su donación mensual, escríbanos a ${email}.`,
    changeAmount: 'Cambiar el monto',
    amountLabel: 'Nuevo monto mensual en dólares',
    amountHint: `Entre ${LIMITS.min} y ${LIMITS.max}, como 20 o 19.99.`,
    amountFormat: 'Escriba el monto en dólares, como 20 o 19.99',
    amountRange: `Escriba un monto entre ${LIMITS.min} y ${LIMITS.max}`,
    amountSame: 'Este ya es su monto mensual.',
    saveAmount: 'Guardar el nuevo monto',
    pause: 'Pausar',
    pauseLegend: '¿Por cuánto tiempo?',
    pauseOption: (months: number, date: string) =>
      `${months} ${months === 1 ? 'mes' : 'meses'}: los pagos vuelven a empezar el ${date}`,
    confirmPause: 'Pausar mi donación mensual',
    resume: 'Reanudar ahora',
    cancel: 'Cancelar mi donación mensual',
    cancelTitle: '¿Cancelar su donación mensual?',
    cancelText:
      'Si la cancela, no volveremos a cobrar a su tarjeta. Sus donaciones anteriores y sus resúmenes anuales se quedan aquí y en nuestros registros.',
    cancelConfirm: 'Sí, cancelarla',
    keep: 'Mantener mi donación mensual',
    close: 'Cerrar',
    updateCard: 'Actualizar mi tarjeta',
    openingCard: 'Abriendo…',
    working: 'Guardando…',
    done: {
      amount: (amount: string) =>
        `Listo. Su donación mensual ahora es de ${amount}, desde el próximo pago. Le enviamos un correo con el cambio.`,
      pause: (date: string) =>
        `Listo. Su donación mensual está en pausa. Los pagos vuelven a empezar el ${date}. Le enviamos un correo con el cambio.`,
      resume: 'Listo. Su donación mensual se reanudó. Le enviamos un correo con el cambio.',
      cancel:
        'Listo. Su donación mensual está cancelada: no habrá más cobros. Le enviamos un correo con el cambio.',
    },
    failed: 'No funcionó y no se cambió nada. Inténtelo de nuevo en un momento.',
    // The server's refusals are in English: their meaning, in Spanish.
    errors: {
      409: 'Su donación mensual ya estaba así, o ya está cancelada. No se cambió nada.',
      502: 'No pudimos comunicarnos con nuestro procesador de tarjetas, así que no se cambió nada. Inténtelo de nuevo en unos minutos.',
    } as Partial<Record<number, string>>,
  },
} satisfies Record<Locale, unknown>;

export type PortalCopy = (typeof PORTAL_COPY)['en'];
