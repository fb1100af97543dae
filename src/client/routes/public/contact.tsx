import * as campuses from '../../../domain/content/campuses.ts';
import * as contact from '../../../domain/content/contact.ts';
import * as partnership from '../../../domain/content/partnership.ts';
import { ContactPage } from '../../features/public-site/contact-page.tsx';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import type { Route } from './+types/contact';

const CONTENT = { contact, campuses, partnership };

export const meta: Route.MetaFunction = () => publicPageMeta(contact.CONTACT_META);

export default function ContactRoute() {
  return <ContactPage content={CONTENT} />;
}
