import type * as en from '../site-shell.ts';
import type { Translated } from '../translated.ts';

export const MISSION_SLOGAN: Translated<typeof en.MISSION_SLOGAN> =
  'Impulsamos cada mente. Rediseñamos la educación STEM';

export const SHELL_LABELS = {
  mainNav: 'Principal',
  footerNav: 'Pie de página',
  menu: 'Menú',
  close: 'Cerrar',
} as const;

export const ADMIN_ACCESS = {
  button: 'Acceso para aliados y personal',
  title: 'Acceso para aliados y personal',
  description:
    'El personal puede entrar al panel de administración (en inglés). Los aliados pueden leer cómo trabajamos juntos.',
  dashboard: 'Panel de administración',
  partnership: { label: 'Información para aliados', to: '/es/partnership' },
} as const;

export const SECTION_LABELS = {
  currentPhase: 'Fase actual',
  step: (step: number) => `Paso ${step}:`,
};

export const LANGUAGE_SWITCH = {
  label: 'English',
  description: 'See this page in English',
  lang: 'en',
} as const;
