import * as ilias from '../../../domain/content/ilias.ts';
import { IliasPage } from '../../features/public-site/ilias-page.tsx';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import type { Route } from './+types/ilias-program';

const CONTENT = { ilias };

export const meta: Route.MetaFunction = () => publicPageMeta(ilias.ILIAS_META);

/** The research institute page (public spec §2): navigation bar, programs, timeline, footer. */
export default function IliasProgramRoute() {
  return <IliasPage content={CONTENT} />;
}
