import * as pages from '../../../domain/content/es/pages.ts';
import { NotFoundPage } from '../../features/public-site/not-found-page.tsx';
import type { Route } from './+types/not-found';

const CONTENT = { pages };

export const meta: Route.MetaFunction = () => [
  { title: pages.pageTitle(pages.NOT_FOUND.title) },
  { name: 'robots', content: 'noindex' },
];

/** An address under /es with no page: in Spanish, with a link to the Spanish home page. */
export default function NotFoundRouteSpanish() {
  return <NotFoundPage content={CONTENT} />;
}
