/** The toolbar's words in the page's language: Spanish for a Spanish page, English otherwise. */
export interface ReadAloudWords {
  readAloud: string;
  pause: string;
  resume: string;
  stop: string;
  speed: string;
}

const WORDS: Record<'en' | 'es', ReadAloudWords> = {
  en: { readAloud: 'Read aloud', pause: 'Pause', resume: 'Resume', stop: 'Stop', speed: 'Speed' },
  es: {
    readAloud: 'Leer en voz alta',
    pause: 'Pausa',
    resume: 'Continuar',
    stop: 'Detener',
    speed: 'Velocidad',
  },
};

export function readAloudWords(language: string): ReadAloudWords {
  return language.toLowerCase().startsWith('es') ? WORDS.es : WORDS.en;
}

export const SPEEDS = [0.75, 1, 1.25] as const;
export type Speed = (typeof SPEEDS)[number];

/** "0,75×" in Spanish, "0.75×" in English. */
export function speedLabel(speed: Speed, language: string): string {
  return `${new Intl.NumberFormat(language || 'en').format(speed)}×`;
}
