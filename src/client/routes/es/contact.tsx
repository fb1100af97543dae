import * as campuses from '../../../domain/content/es/campuses.ts';
import * as contact from '../../../domain/content/es/contact.ts';
import * as partnership from '../../../domain/content/es/partnership.ts';
import { ContactPage } from '../../features/public-site/contact-page.tsx';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import type { Route } from './+types/contact';

const CONTENT = { contact, campuses, partnership };

export const meta: Route.MetaFunction = () => publicPageMeta(contact.CONTACT_META);

/** The contact page in Spanish (/es/contact). */
export default function ContactRouteSpanish() {
  return <ContactPage content={CONTENT} />;
}
