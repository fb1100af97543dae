import type { Locale } from '../../../domain/common/i18n.ts';
import { keepSchemaMessage } from '../../../domain/content/form-messages.ts';
import { pageTitle, type PageMeta } from '../../../domain/content/pages.ts';
import { ACCOMMODATION_LABELS } from '../../../domain/visits/accommodation-labels.ts';
import {
  MAX_PARTY_SIZE,
  OFFER_HOLD_HOURS,
  type BookingStatus,
  type VisitFormat,
} from '../../../domain/visits/visits.ts';

/**
 * Every word of the visits pages (the list, a visit's booking form, the booking link's page) in
 * English. The Spanish twin is visits-copy-es.ts; each route module imports only its language's.
 */
export const VISITS_COPY_EN = {
  locale: 'en' as Locale,
  meta: {
    path: '/visits',
    title: pageTitle('Visit us'),
    description:
      'Book a visit to NovaLearn: a family session, a campus tour, a call or a virtual tour. Choose a time, and ask for a quiet hour or low light if it helps.',
  } satisfies PageMeta,
  visitPageTitle: 'Book a visit',
  bookingPageTitle: 'Your booking',
  retry: 'Try again',
  writeToUs: 'Write to us at',
  list: {
    title: 'Visit us',
    lead: 'Come and see our school, meet our team, or talk with us on the phone or online. Choose a visit, then a time that suits you.',
    calmTitle: 'A first visit can be calm',
    calm: 'When you book a visit in person, you can ask for what helps your child: a quiet hour, low light, no crowd, a room to take a break, or only your family on the first visit. We prepare the visit with your answers.',
    loading: 'Loading the visits…',
    loadFailed: 'We could not load the visits. Please try again in a moment.',
    none: 'No visits are open for booking right now.',
    nextTimes: 'Next open times',
    noTimes: 'No open times right now.',
    chooseTime: 'Choose a time',
    story: 'What will happen on the visit',
  },
  facts: {
    where: 'Where',
    howLong: 'How long',
    online: 'Online',
    language: 'Language',
    format: (format: VisitFormat, location: string | null): string => {
      if (format === 'in-person') return location ? `In person at ${location}` : 'In person';
      if (format === 'virtual') return 'Online: we email the link once you are booked';
      return 'A phone call: we call you';
    },
    duration: (minutes: number): string => {
      const hours = Math.floor(minutes / 60);
      const rest = minutes % 60;
      const hourText = hours === 1 ? '1 hour' : `${hours} hours`;
      if (hours === 0) return `${rest} minutes`;
      return rest === 0 ? hourText : `${hourText} ${rest} minutes`;
    },
    languages: (languages: readonly Locale[]): string => {
      const names = languages.map((language) => (language === 'en' ? 'English' : 'Spanish'));
      return `In ${names.join(' or ')}`;
    },
  },
  seats: {
    left: (count: number) => (count === 1 ? '1 seat left' : `${count} seats left`),
    full: 'Full: join the waiting list',
    fullShort: 'Full — waiting list',
  },
  visit: {
    loading: 'Loading the visit…',
    loadFailed: 'We could not load this visit. Please try again in a moment.',
    notFoundTitle: 'We cannot find this visit',
    notFoundText: 'This visit does not exist, or it is no longer open for booking.',
    allVisits: 'See all visits',
    formTitle: 'Book a time',
    noTimes: 'No times are open for booking right now.',
  },
  form: {
    requiredNote: 'Please answer every question unless it says (optional).',
    timeLegend: 'Choose a time',
    timeHint:
      'Times are in Central Time. If your group does not fit in the seats left, you join the waiting list for that time.',
    name: 'Your name',
    email: 'Email address',
    emailHint: 'We send the confirmation here, with a link to change or cancel.',
    phone: 'Phone number',
    phoneHint: 'We call you on this number at the time you choose.',
    languageLegend: 'Language of the visit and of our emails',
    partySize: 'How many people are coming, counting you',
    partySizeHint: `Up to ${MAX_PARTY_SIZE} people in one booking.`,
    people: (count: number) => (count === 1 ? '1 person' : `${count} people`),
    accommodationsLegend: 'What would help on the visit (optional)',
    accommodationsHint: 'Choose any that help. We prepare the visit with them.',
    accommodations: ACCOMMODATION_LABELS.en,
    note: 'Anything else we should know (optional)',
    noteHint: 'For example, what helps your child feel at ease.',
    noteCounter: (used: number, max: number) => `${used} of ${max} characters used`,
    submit: 'Book this time',
    submitWaiting: 'Join the waiting list',
    sending: 'Sending…',
    honeypot: 'Leave this field empty',
    errorSummaryTitle: 'There is a problem',
    /** English keeps the shared schema's own words. */
    validationMessage: keepSchemaMessage,
    network: 'We could not reach our server. Nothing was sent. Please try again.',
    /** The server writes English: its own words, or ours when it sent none. */
    refusal: (status: number | null, serverMessage: string | null): string => {
      if (status === 429)
        return 'Many bookings were sent from this connection in the last hour. Please try again later.';
      if (serverMessage && status !== null && status < 500) return serverMessage;
      return 'That did not work, and nothing was booked. Please try again in a moment.';
    },
  },
  confirmation: {
    bookedTitle: 'You are booked',
    booked: (title: string, when: string, email: string) =>
      `You are booked for ${title} on ${when}. We sent an email to ${email} with the details, a calendar file and a link to change or cancel.`,
    waitingTitle: 'You are on the waiting list',
    waiting: (title: string, when: string, email: string) =>
      `This time is full. You are on the waiting list for ${title} on ${when}. If a seat frees, we email you at ${email} and hold it for you for up to ${OFFER_HOLD_HOURS} hours.`,
    otherVisits: 'See the other visits',
  },
  booking: {
    loading: 'Loading your booking…',
    loadFailed: 'We could not load your booking. Please try again in a moment.',
    deadLinkTitle: 'This link does not work',
    /** Spanish says in its own words what the server's 404 means; English shows the server's. */
    deadLinkText: 'We cannot find a booking with this link.',
    status: {
      booked: 'Booked',
      waiting: 'On the waiting list',
      offered: 'A seat is held for you',
      cancelled: 'Cancelled',
    } satisfies Record<BookingStatus, string>,
    statusText: {
      booked: 'You are booked. We look forward to seeing you.',
      waiting: 'This time is full. You are on the waiting list: if a seat frees, we email you.',
      offered: (until: string) =>
        `A seat is held for you until ${until}. Say yes below to keep it.`,
      cancelled: 'This booking is cancelled.',
    },
    detailsTitle: 'Your visit',
    actionsTitle: 'Change your booking',
    what: 'Visit',
    when: 'When',
    where: 'Where',
    meetingLink: 'Meeting link',
    language: 'Language',
    people: 'People',
    accommodations: 'What would help',
    note: 'Your note',
    none: 'None',
    languageNames: { en: 'English', es: 'Spanish' } satisfies Record<Locale, string>,
    cantCome: "I can't come",
    cancelTitle: 'Cancel your booking?',
    cancelText:
      'We free your seat for another family. You can book again later if there are seats.',
    cancelConfirm: 'Yes, cancel my booking',
    keep: 'Keep my booking',
    close: 'Close',
    accept: "Yes, I'll come",
    chooseAnother: 'Choose another time',
    moveLegend: 'Other open times',
    moveSubmit: 'Move my booking',
    noOtherTimes: 'There are no other open times for this visit right now.',
    chooseFirst: 'Choose a time from the list',
    addToCalendar: 'Add to my calendar',
    story: 'What will happen',
    bookAgain: 'See the visits',
    working: 'Saving…',
    done: {
      cancelled: 'Done. Your booking is cancelled.',
      accepted: 'Done. The seat is yours: you are booked.',
      moved: (when: string) => `Done. Your booking is now for ${when}.`,
      movedWaiting: (when: string) =>
        `Done. You moved to ${when}. That time is full, so you are on its waiting list.`,
    },
    closedCalledOff: 'We called off this time. We are sorry.',
    closedPassed: 'This visit has started or is over, so it cannot be changed here any more.',
    closedCutoff: (closesAt: string) =>
      `Moving to another time closed on ${closesAt}. You can still cancel until the visit starts.`,
    closedWrite: 'To change it, write to us at',
    failed: 'That did not work, and nothing was changed. Please try again in a moment.',
    /** A refusal: the server's words in English. */
    refusal: (_status: number | null, serverMessage: string | null): string | null => serverMessage,
  },
};

export type VisitsCopy = typeof VISITS_COPY_EN;
