import { createContext, useContext } from 'react';
import type { DesignationsContent, GivingContent } from '../../../domain/content/modules.ts';
import type { Locale } from '../../../domain/common/i18n.ts';

/**
 * Every word of the give page and the page after the payment in one language. The route module
 * picks the English or the Spanish modules, so a page never carries the other language.
 */
export type GivingCopy = {
  locale: Locale;
  giving: GivingContent;
  designations: DesignationsContent;
};

const GivingCopyContext = createContext<GivingCopy | null>(null);

export const GivingCopyProvider = GivingCopyContext.Provider;

export function useGivingCopy(): GivingCopy {
  const copy = useContext(GivingCopyContext);
  if (!copy) throw new Error('useGivingCopy is only for the give pages.');
  return copy;
}
