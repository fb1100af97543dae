import { formatDateTimeIn } from '../../../../domain/common/localized-date-format.ts';

/**
 * What a downloaded copy of a shared file carries (ADR 049): who downloaded it, when, and through
 * which link. `email` is the address the visitor proved; null when the link asked for none.
 * `staffPreview` marks a signed-in staff member's own check of the link, who is no visitor.
 */
export type WatermarkStamp = {
  email: string | null;
  at: Date;
  linkName: string;
  timeZone: string;
  language?: 'en' | 'es';
  staffPreview?: boolean;
};

const WORDS = {
  en: {
    unverified: 'an unverified visitor',
    staff: 'staff (a preview, not a visitor)',
    downloaded: (who: string, when: string) => `Downloaded by ${who} on ${when}`,
    link: (name: string) => `Link: ${name}`,
  },
  es: {
    unverified: 'un visitante no verificado',
    staff: 'el personal (una vista previa, no un visitante)',
    downloaded: (who: string, when: string) => `Descargado por ${who} el ${when}`,
    link: (name: string) => `Enlace: ${name}`,
  },
} as const;

/**
 * The stamp in plain words, one line each: "Downloaded by ana@hospital.org on Dec 4, 2026 at
 * 3:05 PM CST" and "Link: Board review".
 */
export function watermarkLines(stamp: WatermarkStamp): string[] {
  const language = stamp.language ?? 'en';
  const words = WORDS[language];
  const who = stamp.staffPreview ? words.staff : (stamp.email ?? words.unverified);
  const when = formatDateTimeIn(language, stamp.at, stamp.timeZone);
  return [words.downloaded(who, when), words.link(stamp.linkName)];
}
