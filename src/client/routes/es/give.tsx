import * as designations from '../../../domain/content/es/designations.ts';
import * as giving from '../../../domain/content/es/giving.ts';
import { GivePage } from '../../features/giving/give-page.tsx';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import type { Route } from './+types/give';

const COPY = { locale: 'es', giving, designations } as const;

export const meta: Route.MetaFunction = () => publicPageMeta(giving.GIVE_META);

/** The give page in Spanish (/es/give): the receipt and the mails are in Spanish too. */
export default function GiveRouteSpanish() {
  return <GivePage copy={COPY} />;
}
