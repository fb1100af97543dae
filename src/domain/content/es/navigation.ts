import type * as en from '../navigation.ts';
import type { Translated } from '../translated.ts';

/** The shared header and footer (public spec §2 "Shared header", "Footer"), in Spanish. */

/** Main navigation before the Programs dropdown. */
export const NAV_BEFORE_PROGRAMS: Translated<typeof en.NAV_BEFORE_PROGRAMS> = [
  { label: 'Inicio', to: '/es' },
  { label: 'Nosotros', to: '/es/about' },
  { label: 'Análisis', to: '/es/neurodiversity-analytics' },
];

export const PROGRAMS_MENU_LABEL: Translated<typeof en.PROGRAMS_MENU_LABEL> = 'Programas';

export const PROGRAM_LINKS: Translated<typeof en.PROGRAM_LINKS> = [
  { label: 'NovaLearn Academy (K-12)', to: '/es/nexus-learning' },
  { label: 'Nexus STEM College (Campus Bridge)', to: '/es/nexus-stem-college' },
  { label: 'ILIAS (investigación de posgrado)', to: '/es/ilias-program' },
];

/** Main navigation after the Programs dropdown. */
export const NAV_AFTER_PROGRAMS: Translated<typeof en.NAV_AFTER_PROGRAMS> = [
  { label: 'Alianzas', to: '/es/partnership' },
  { label: 'Contacto', to: '/es/contact' },
  { label: 'Donar', to: '/es/give' },
];

/** Opens the reading preferences panel; in the header row, or in the mobile menu. */
export const READING_PREFERENCES_LABEL: Translated<typeof en.READING_PREFERENCES_LABEL> =
  'Preferencias de lectura';

/** Only the mobile menu lists enrollment as well (spec §2). */
export const ENROLLMENT_LINK: Translated<typeof en.ENROLLMENT_LINK> = {
  label: 'Únase a la lista de espera',
  to: '/es/enrollment',
};

export const FOOTER_LINKS: Translated<typeof en.FOOTER_LINKS> = [
  { label: 'NovaLearn Academy (K-12)', to: '/es/nexus-learning' },
  { label: 'Inscripción', to: '/es/enrollment' },
  { label: 'Alianzas', to: '/es/partnership' },
  { label: 'Nosotros', to: '/es/about' },
  { label: 'Contacto', to: '/es/contact' },
];

export const FOOTER_CONTACT_LABELS: Translated<typeof en.FOOTER_CONTACT_LABELS> = {
  studentSupport: 'Apoyo a estudiantes',
  mediaInquiries: 'Prensa y medios',
  phone: 'Teléfono',
};
