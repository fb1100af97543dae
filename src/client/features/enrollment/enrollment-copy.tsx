import { createContext, useContext } from 'react';
import type {
  EnrollmentContent,
  EnrollmentMessagesContent,
  FamilyPapersContent,
  SeatOfferContent,
  WaitingListOptionsContent,
  WaitingListStatusContent,
} from '../../../domain/content/modules.ts';
import type { Locale } from '../../../domain/common/i18n.ts';

/**
 * Every word of the enrollment page and the status page in one language (ADR 012). The page's
 * route module picks the English or the Spanish modules; the form, its fields, toasts and the
 * status page read them from here, however deep they sit.
 */
export type EnrollmentCopy = {
  locale: Locale;
  enrollment: EnrollmentContent;
  options: WaitingListOptionsContent;
  messages: EnrollmentMessagesContent;
  status: WaitingListStatusContent;
  /** The status page shows a seat offer too (ADR 021); the enrollment form does not. */
  offer?: SeatOfferContent;
  /** The status page's "Papers" section; the enrollment form has none. */
  papers?: FamilyPapersContent;
};

const EnrollmentCopyContext = createContext<EnrollmentCopy | null>(null);

export const EnrollmentCopyProvider = EnrollmentCopyContext.Provider;

export function useEnrollmentCopy(): EnrollmentCopy {
  const copy = useContext(EnrollmentCopyContext);
  if (!copy) throw new Error('useEnrollmentCopy is only for the enrollment and status pages.');
  return copy;
}
