import * as ilias from '../../../domain/content/es/ilias.ts';
import { IliasPage } from '../../features/public-site/ilias-page.tsx';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import type { Route } from './+types/ilias-program';

const CONTENT = { ilias };

export const meta: Route.MetaFunction = () => publicPageMeta(ilias.ILIAS_META);

/** The research institute page in Spanish (/es/ilias-program). */
export default function IliasProgramRouteSpanish() {
  return <IliasPage content={CONTENT} />;
}
