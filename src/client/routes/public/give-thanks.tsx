import * as designations from '../../../domain/content/designations.ts';
import * as giving from '../../../domain/content/giving.ts';
import { GiveThanksPage } from '../../features/giving/thanks-page.tsx';
import type { Route } from './+types/give-thanks';

const COPY = { locale: 'en', giving, designations } as const;

/** The donor's own payment, from the payment page's return link: never in a search index. */
export const meta: Route.MetaFunction = () => [
  { title: giving.THANKS_META_TITLE },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function GiveThanksRoute() {
  return <GiveThanksPage copy={COPY} />;
}
