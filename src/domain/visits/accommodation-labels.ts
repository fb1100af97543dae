/** What each accommodation is called, in each language: the booking form, mails and staff pages. */
import type { Locale } from '../common/i18n.ts';
import type { Accommodation } from './visits.ts';

export const ACCOMMODATION_LABELS: Record<Locale, Record<Accommodation, string>> = {
  en: {
    'quiet-hour': 'A quiet hour',
    'low-light': 'Low light',
    'no-crowd': 'No crowd',
    sibling: 'A sibling comes too',
    'break-room': 'A break room',
    'family-only': 'Only our family on the first visit',
  },
  es: {
    'quiet-hour': 'Una hora tranquila',
    'low-light': 'Poca luz',
    'no-crowd': 'Sin multitudes',
    sibling: 'Viene un hermano o hermana',
    'break-room': 'Un cuarto para descansar',
    'family-only': 'Solo nuestra familia en la primera visita',
  },
};
