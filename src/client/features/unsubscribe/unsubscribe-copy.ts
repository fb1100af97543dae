import type { Locale } from '../../../domain/common/i18n.ts';
import { ORGANISATION_NAME } from '../../../domain/common/organisation.ts';

/** The words of the unsubscribe page, in the donor's language (the address says which). */
export const UNSUBSCRIBE_COPY = {
  en: {
    title: 'Campaign emails',
    loading: 'Loading…',
    subscribedText: `You receive news and appeals by email from ${ORGANISATION_NAME}. Do you want to stop them?`,
    unsubscribe: 'Unsubscribe',
    unsubscribedTitle: 'You are unsubscribed',
    unsubscribedText:
      'You will get no more campaign emails from us. Receipts and thank-you letters for your gifts still come, because they are records of your giving.',
    subscribeAgain: 'Subscribe again',
    subscribedAgain: 'You are subscribed again. Thank you.',
    working: 'Saving…',
    failed: 'This did not work. Please try again in a moment.',
  },
  es: {
    title: 'Correos de campañas',
    loading: 'Cargando…',
    subscribedText: `Recibe noticias y llamamientos por correo electrónico de ${ORGANISATION_NAME}. ¿Quiere dejar de recibirlos?`,
    unsubscribe: 'Darse de baja',
    unsubscribedTitle: 'Se ha dado de baja',
    unsubscribedText:
      'No recibirá más correos de campañas. Los recibos y las cartas de agradecimiento por sus donativos seguirán llegando, porque son constancia de sus donativos.',
    subscribeAgain: 'Suscribirse de nuevo',
    subscribedAgain: 'Vuelve a estar suscrito. Gracias.',
    working: 'Guardando…',
    failed: 'No funcionó. Inténtelo de nuevo en un momento.',
  },
} satisfies Record<Locale, Record<string, string>>;
