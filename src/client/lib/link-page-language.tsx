import { createContext, useContext, useEffect } from 'react';
import type { Locale } from '../../domain/common/i18n.ts';

/**
 * Lets a link page tell its frame the reader's language once it is known: a signing link's page
 * learns the signer's language only from its answer, and the reading preferences control in the
 * frame's header should speak it too (ADR 008).
 */
export const LinkPageLanguageContext = createContext<(language: Locale) => void>(() => {});

/** Tells the frame this page's language (or nothing while it is not known yet). */
export function useLinkPageLanguage(language: Locale | undefined): void {
  const tell = useContext(LinkPageLanguageContext);
  useEffect(() => {
    if (language) tell(language);
  }, [language, tell]);
}
