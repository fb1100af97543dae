import * as designations from '../../../domain/content/designations.ts';
import * as giving from '../../../domain/content/giving.ts';
import { GivePage } from '../../features/giving/give-page.tsx';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import type { Route } from './+types/give';

const COPY = { locale: 'en', giving, designations } as const;

export const meta: Route.MetaFunction = () => publicPageMeta(giving.GIVE_META);

/** The give page (ADR 026): a gift by card, or a pledge, once or every month. */
export default function GiveRoute() {
  return <GivePage copy={COPY} />;
}
