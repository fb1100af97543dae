import * as pages from '../../domain/content/pages.ts';
import { NotFoundPage } from '../features/public-site/not-found-page.tsx';
import type { Route } from './+types/not-found';

const CONTENT = { pages };

export const meta: Route.MetaFunction = () => [
  { title: pages.pageTitle(pages.NOT_FOUND.title) },
  { name: 'robots', content: 'noindex' },
];

/** An address with no page. */
export default function NotFoundRoute() {
  return <NotFoundPage content={CONTENT} />;
}
