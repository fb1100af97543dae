import { withinLimit } from '../../../domain/content/form-messages.ts';
import { pageTitle } from '../../../domain/content/es/pages.ts';
import { ACCOMMODATION_LABELS } from '../../../domain/visits/accommodation-labels.ts';
import { MAX_PARTY_SIZE, OFFER_HOLD_HOURS } from '../../../domain/visits/visits.ts';
import type { VisitsCopy } from './visits-copy-en.ts';
import { spanishRefusal } from './visits-refusals-es.ts';

/** Fields whose message is always the same, whatever went wrong. */
const FIELD_MESSAGES: Record<string, string> = {
  sessionId: 'Elija una hora de la lista',
  email: 'Escriba un correo electrónico válido, por ejemplo nombre@ejemplo.org',
  language: 'Elija inglés o español',
  partySize: `Elija cuántas personas vienen: de 1 a ${MAX_PARTY_SIZE}`,
  accommodations: 'Elija de la lista lo que les ayuda',
};

/** Text fields: the name can be empty or too long, the note only too long. */
const TEXT_FIELDS: Record<string, string> = { name: 'su nombre', note: 'la nota' };

/** Las páginas de visitas en español (twin of visits-copy-en.ts). */
export const VISITS_COPY_ES: VisitsCopy = {
  locale: 'es',
  meta: {
    path: '/es/visits',
    title: pageTitle('Visítenos'),
    description:
      'Reserve una visita a NovaLearn: una sesión para familias, un recorrido por la escuela, una llamada o un recorrido en línea. Elija una hora y pida una hora tranquila o poca luz si le ayuda.',
  },
  visitPageTitle: 'Reservar una visita',
  bookingPageTitle: 'Su reserva',
  retry: 'Intentar de nuevo',
  writeToUs: 'Escríbanos a',
  list: {
    title: 'Visítenos',
    lead: 'Venga a conocer nuestra escuela y a nuestro equipo, o hable con nosotros por teléfono o en línea. Elija una visita y luego una hora que le convenga.',
    calmTitle: 'Una primera visita puede ser tranquila',
    calm: 'Cuando reserva una visita en persona, puede pedir lo que ayuda a su hijo o hija: una hora tranquila, poca luz, sin multitudes, un cuarto para descansar o solo su familia en la primera visita. Preparamos la visita con sus respuestas.',
    loading: 'Cargando las visitas…',
    loadFailed: 'No pudimos cargar las visitas. Inténtelo de nuevo en un momento.',
    none: 'Ahora no hay visitas abiertas para reservar.',
    nextTimes: 'Próximas horas disponibles',
    noTimes: 'Ahora no hay horas disponibles.',
    chooseTime: 'Elegir una hora',
    story: 'Qué pasará en la visita',
  },
  facts: {
    where: 'Dónde',
    howLong: 'Duración',
    online: 'En línea',
    language: 'Idioma',
    format: (format, location) => {
      if (format === 'in-person') return location ? `En persona en ${location}` : 'En persona';
      if (format === 'virtual') return 'En línea: le enviamos el enlace cuando tenga su reserva';
      return 'Una llamada: nosotros le llamamos';
    },
    duration: (minutes) => {
      const hours = Math.floor(minutes / 60);
      const rest = minutes % 60;
      const hourText = hours === 1 ? '1 hora' : `${hours} horas`;
      if (hours === 0) return `${rest} minutos`;
      return rest === 0 ? hourText : `${hourText} y ${rest} minutos`;
    },
    languages: (languages) => {
      const names = languages.map((language) => (language === 'en' ? 'inglés' : 'español'));
      return `En ${names.join(' o ')}`;
    },
  },
  seats: {
    left: (count) => (count === 1 ? 'Queda 1 lugar' : `Quedan ${count} lugares`),
    full: 'Lleno: únase a la lista de espera',
    fullShort: 'Lleno — lista de espera',
  },
  visit: {
    loading: 'Cargando la visita…',
    loadFailed: 'No pudimos cargar esta visita. Inténtelo de nuevo en un momento.',
    notFoundTitle: 'No encontramos esta visita',
    notFoundText: 'Esta visita no existe, o ya no está abierta para reservar.',
    allVisits: 'Ver todas las visitas',
    formTitle: 'Reservar una hora',
    noTimes: 'Ahora no hay horas abiertas para reservar.',
  },
  form: {
    requiredNote: 'Conteste todas las preguntas, salvo las que dicen (opcional).',
    timeLegend: 'Elija una hora',
    timeHint:
      'Las horas son de la hora central. Si su grupo no cabe en los lugares que quedan, entra en la lista de espera de esa hora.',
    name: 'Su nombre',
    email: 'Correo electrónico',
    emailHint: 'Le enviamos aquí la confirmación, con un enlace para cambiar o cancelar.',
    phone: 'Número de teléfono',
    phoneHint: 'Le llamamos a este número a la hora que elija.',
    languageLegend: 'Idioma de la visita y de nuestros correos',
    partySize: 'Cuántas personas vienen, contándole a usted',
    partySizeHint: `Hasta ${MAX_PARTY_SIZE} personas en una reserva.`,
    people: (count) => (count === 1 ? '1 persona' : `${count} personas`),
    accommodationsLegend: 'Qué les ayudaría en la visita (opcional)',
    accommodationsHint: 'Elija lo que les ayude. Preparamos la visita con sus respuestas.',
    accommodations: ACCOMMODATION_LABELS.es,
    note: 'Algo más que debamos saber (opcional)',
    noteHint: 'Por ejemplo, qué ayuda a su hijo o hija a sentirse a gusto.',
    noteCounter: (used, max) => `${used} de ${max} caracteres usados`,
    submit: 'Reservar esta hora',
    submitWaiting: 'Entrar en la lista de espera',
    sending: 'Enviando…',
    honeypot: 'Deje este campo vacío',
    errorSummaryTitle: 'Hay un problema',
    validationMessage: (field, code, message, limit) => {
      // The server's own refusal of a field ("this time has 6 seats in all"), when it is known.
      const refusal = code === 'server' ? spanishRefusal(message) : null;
      if (refusal) return refusal;
      // A call's phone: missing or not a number (known refusals), else too long.
      if (field === 'phone') {
        return spanishRefusal(message) ?? `Escriba el número de teléfono ${withinLimit(limit)}`;
      }
      const fixed = FIELD_MESSAGES[field];
      if (fixed) return fixed;
      const name = TEXT_FIELDS[field];
      if (!name) return 'Revise este dato';
      return code === 'too_big' || field === 'note'
        ? `Escriba ${name} ${withinLimit(limit)}`
        : `Escriba ${name}`;
    },
    network: 'No pudimos comunicarnos con nuestro servidor. No se envió nada. Inténtelo de nuevo.',
    refusal: (status, serverMessage) => {
      if (status === 429)
        return 'Se enviaron muchas reservas desde esta conexión en la última hora. Inténtelo más tarde.';
      const known = spanishRefusal(serverMessage);
      if (known) return known;
      if (status === 409)
        return 'Ya no se puede reservar esta hora: las reservas cerraron o la hora se canceló. Elija otra hora.';
      return 'No funcionó y no se reservó nada. Inténtelo de nuevo en un momento.';
    },
  },
  confirmation: {
    bookedTitle: 'Tiene su reserva',
    booked: (title, when, email) =>
      `Tiene una reserva para ${title} el ${when}. Le enviamos un correo a ${email} con los detalles, un archivo de calendario y un enlace para cambiar o cancelar.`,
    waitingTitle: 'Está en la lista de espera',
    waiting: (title, when, email) =>
      `Esta hora está llena. Está en la lista de espera para ${title} el ${when}. Si se libera un lugar, le escribimos a ${email} y se lo guardamos hasta ${OFFER_HOLD_HOURS} horas.`,
    otherVisits: 'Ver las otras visitas',
  },
  booking: {
    loading: 'Cargando su reserva…',
    loadFailed: 'No pudimos cargar su reserva. Inténtelo de nuevo en un momento.',
    deadLinkTitle: 'Este enlace no funciona',
    deadLinkText: 'No encontramos ninguna reserva con este enlace.',
    status: {
      booked: 'Reservada',
      waiting: 'En la lista de espera',
      offered: 'Le guardamos un lugar',
      cancelled: 'Cancelada',
    },
    statusText: {
      booked: 'Tiene su reserva. Le esperamos con gusto.',
      waiting:
        'Esta hora está llena. Está en la lista de espera: si se libera un lugar, le escribimos.',
      offered: (until) =>
        `Le guardamos un lugar hasta el ${until}. Diga que sí aquí abajo para quedárselo.`,
      cancelled: 'Esta reserva está cancelada.',
    },
    detailsTitle: 'Su visita',
    actionsTitle: 'Cambiar su reserva',
    what: 'Visita',
    when: 'Cuándo',
    where: 'Dónde',
    meetingLink: 'Enlace de la reunión',
    language: 'Idioma',
    people: 'Personas',
    accommodations: 'Qué les ayudaría',
    note: 'Su nota',
    none: 'Nada',
    languageNames: { en: 'Inglés', es: 'Español' },
    cantCome: 'No puedo ir',
    cancelTitle: '¿Cancelar su reserva?',
    cancelText:
      'Liberamos su lugar para otra familia. Puede reservar de nuevo más tarde si hay lugares.',
    cancelConfirm: 'Sí, cancelar mi reserva',
    keep: 'Mantener mi reserva',
    close: 'Cerrar',
    accept: 'Sí, voy a ir',
    chooseAnother: 'Elegir otra hora',
    moveLegend: 'Otras horas disponibles',
    moveSubmit: 'Cambiar mi reserva',
    noOtherTimes: 'Ahora no hay otras horas disponibles para esta visita.',
    chooseFirst: 'Elija una hora de la lista',
    addToCalendar: 'Agregar a mi calendario',
    story: 'Qué pasará',
    bookAgain: 'Ver las visitas',
    working: 'Guardando…',
    done: {
      cancelled: 'Listo. Su reserva está cancelada.',
      accepted: 'Listo. El lugar es suyo: tiene su reserva.',
      moved: (when) => `Listo. Su reserva ahora es para el ${when}.`,
      movedWaiting: (when) =>
        `Listo. Cambió al ${when}. Esa hora está llena, así que está en su lista de espera.`,
    },
    closedCalledOff: 'Cancelamos esta hora. Lo sentimos.',
    closedPassed: 'Esta visita ya empezó o ya pasó, así que no se puede cambiar aquí.',
    closedCutoff: (closesAt) =>
      `El cambio de hora cerró el ${closesAt}. Todavía puede cancelar hasta que empiece la visita.`,
    closedWrite: 'Para cambiarla, escríbanos a',
    failed: 'No funcionó y no se cambió nada. Inténtelo de nuevo en un momento.',
    // The server's refusals are in English: their meaning, in Spanish.
    refusal: (status, serverMessage) =>
      spanishRefusal(serverMessage) ??
      (status === 409
        ? 'No se pudo: la reserva ya cambió o los cambios ya cerraron. Vuelva a cargar la página.'
        : null),
  },
};
