import type { Locale } from '../../../domain/common/i18n.ts';
import type { ReminderId } from '../../../domain/visits/visits.ts';

/** What the mails say of the place: an address, the meeting link (booked only) or a call. */
export type PlaceFacts =
  | { format: 'in-person'; address: string | null }
  | { format: 'virtual'; meetingUrl: string | null }
  | { format: 'call'; details: string | null; phone: string | null };

/** The words of the visit mails (ADR 052), in the booking's language: short, plain, literal. */
export type VisitMailCopy = {
  greeting: (name: string) => string;
  subject: {
    booked: (title: string, day: string) => string;
    moved: (title: string, day: string) => string;
    waiting: (title: string, day: string) => string;
    offer: (title: string, day: string) => string;
    reminder: (title: string, day: string) => string;
    cancelled: (title: string, day: string) => string;
  };
  lead: {
    booked: string;
    moved: string;
    movedWaiting: string;
    waiting: string;
    offer: (until: string) => string;
    reminder: Record<ReminderId, string>;
    cancelled: (title: string, when: string) => string;
  };
  label: { what: string; when: string; where: string; people: string; asked: string; note: string };
  minutes: (count: number) => string;
  place: (place: PlaceFacts) => string;
  story: string;
  calendar: string;
  link: string;
  waitingLink: string;
  offerLink: string;
  offerAfter: string;
  doNotForward: string;
  cannotCome: string;
  bookAgain: string;
  signOff: string;
};

const en: VisitMailCopy = {
  greeting: (name) => `Hello ${name},`,
  subject: {
    booked: (title, day) => `Your visit is booked: ${title}, ${day}`,
    moved: (title, day) => `Your visit has moved: ${title}, ${day}`,
    waiting: (title, day) => `You are on the waiting list: ${title}, ${day}`,
    offer: (title, day) => `Seats are free for you: ${title}, ${day}`,
    reminder: (title, day) => `Reminder: ${title}, ${day}`,
    cancelled: (title, day) => `Visit cancelled: ${title}, ${day}`,
  },
  lead: {
    booked: 'Your seats are booked. Here are the details.',
    moved: 'Your booking has moved to a new time. Your seats at the new time are booked.',
    movedWaiting:
      'Your booking has moved to a new time. All seats at that time are taken, so you are on its waiting list.',
    waiting:
      'All seats at this time are taken, so you are on the waiting list. If seats free up, we will send you an email. You do not need to do anything now.',
    offer: (until) =>
      `Seats have freed up, and we are holding them for you until ${until}. They are not booked yet: please tell us if you will come.`,
    reminder: {
      '2-days': 'This is a reminder: your visit is in two days.',
      '2-hours': 'This is a reminder: your visit starts in about two hours.',
    },
    cancelled: (title, when) =>
      `Your booking for ${title} on ${when} is cancelled. Thank you for letting us know.`,
  },
  label: {
    what: 'What',
    when: 'When',
    where: 'Where',
    people: 'People',
    asked: 'You asked for',
    note: 'Your note',
  },
  minutes: (count) => `${count} minutes`,
  place: (place) => {
    switch (place.format) {
      case 'in-person':
        return place.address ?? 'We will send you the address.';
      case 'virtual':
        return place.meetingUrl
          ? `Online. Join with this link: ${place.meetingUrl}`
          : 'Online. You get the link to join when your seats are booked.';
      case 'call':
        return `By phone. We will call you ${place.phone ? `at ${place.phone} ` : ''}at this time.${place.details ? ` ${place.details}` : ''}`;
    }
  },
  story: 'What will happen during the visit, step by step:',
  calendar: 'The calendar file in this email adds the visit to your calendar.',
  link: 'To see, move or cancel your booking, open your private link:',
  waitingLink: 'To choose another time or to leave the waiting list, open your private link:',
  offerLink: 'To book the seats, open your private link and choose yes:',
  offerAfter:
    'If you do not answer by then, the seats go to the next family on the waiting list. If you cannot come, you do not need to do anything.',
  doNotForward: 'Please do not forward this email: anyone with the link can change your booking.',
  cannotCome: 'If you cannot come, please cancel from the link, so another family can come.',
  bookAgain: 'You are welcome to book another time on the visit’s page:',
  signOff: 'See you soon,',
};

const es: VisitMailCopy = {
  greeting: (name) => `Hola, ${name}:`,
  subject: {
    booked: (title, day) => `Su visita está reservada: ${title}, ${day}`,
    moved: (title, day) => `Su visita cambió de hora: ${title}, ${day}`,
    waiting: (title, day) => `Está en la lista de espera: ${title}, ${day}`,
    offer: (title, day) => `Hay lugares libres para usted: ${title}, ${day}`,
    reminder: (title, day) => `Recordatorio: ${title}, ${day}`,
    cancelled: (title, day) => `Visita cancelada: ${title}, ${day}`,
  },
  lead: {
    booked: 'Sus lugares están reservados. Estos son los datos.',
    moved: 'Su reserva cambió a otra hora. Sus lugares en la nueva hora están reservados.',
    movedWaiting:
      'Su reserva cambió a otra hora. Todos los lugares de esa hora están ocupados, así que está en su lista de espera.',
    waiting:
      'Todos los lugares de esta hora están ocupados, así que está en la lista de espera. Si se liberan lugares, le enviaremos un correo electrónico. Por ahora no tiene que hacer nada.',
    offer: (until) =>
      `Se liberaron lugares y los guardamos para usted hasta el ${until}. Todavía no están reservados: díganos si va a venir.`,
    reminder: {
      '2-days': 'Le recordamos que su visita es en dos días.',
      '2-hours': 'Le recordamos que su visita empieza en unas dos horas.',
    },
    cancelled: (title, when) =>
      `Su reserva para ${title} del ${when} está cancelada. Gracias por avisarnos.`,
  },
  label: {
    what: 'Qué',
    when: 'Cuándo',
    where: 'Dónde',
    people: 'Personas',
    asked: 'Usted pidió',
    note: 'Su nota',
  },
  minutes: (count) => `${count} minutos`,
  place: (place) => {
    switch (place.format) {
      case 'in-person':
        return place.address ?? 'Le enviaremos la dirección.';
      case 'virtual':
        return place.meetingUrl
          ? `En línea. Entre con este enlace: ${place.meetingUrl}`
          : 'En línea. Recibirá el enlace para entrar cuando sus lugares estén reservados.';
      case 'call':
        return `Por teléfono. Le llamaremos ${place.phone ? `al ${place.phone} ` : ''}a esta hora.${place.details ? ` ${place.details}` : ''}`;
    }
  },
  story: 'Qué pasará durante la visita, paso a paso:',
  calendar: 'El archivo de calendario de este correo agrega la visita a su calendario.',
  link: 'Para ver, cambiar o cancelar su reserva, abra su enlace privado:',
  waitingLink: 'Para elegir otra hora o salir de la lista de espera, abra su enlace privado:',
  offerLink: 'Para reservar los lugares, abra su enlace privado y elija sí:',
  offerAfter:
    'Si no responde antes de esa hora, los lugares pasan a la siguiente familia de la lista de espera. Si no puede venir, no tiene que hacer nada.',
  doNotForward: 'No reenvíe este correo: cualquier persona con el enlace puede cambiar su reserva.',
  cannotCome: 'Si no puede venir, cancele desde el enlace, así otra familia puede venir.',
  bookAgain: 'Puede reservar otra hora en la página de la visita:',
  signOff: 'Hasta pronto,',
};

export const visitMailCopy = (language: Locale): VisitMailCopy => (language === 'es' ? es : en);
