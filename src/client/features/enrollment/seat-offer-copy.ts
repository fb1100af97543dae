import type {
  SeatOfferContent,
  WaitingListOptionsContent,
} from '../../../domain/content/modules.ts';
import type { Locale } from '../../../domain/common/i18n.ts';
import type { ToasterLabels } from '../../ui/toaster.tsx';

/** Every word of the seat-offer page in one language: its route module picks English or Spanish. */
export type SeatOfferCopy = {
  locale: Locale;
  offer: SeatOfferContent;
  options: WaitingListOptionsContent;
  dialogLabels: { cancel: string; close: string };
  toastLabels: ToasterLabels;
};
