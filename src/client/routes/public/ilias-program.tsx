import { ILIAS_META } from '../../../domain/content/ilias.ts';
import { IliasIntro, IliasNav } from '../../features/public-site/ilias-nav.tsx';
import {
  IliasFooter,
  IliasOverview,
  IliasPrograms,
  IliasResearchAreas,
  IliasTimeline,
} from '../../features/public-site/ilias-sections.tsx';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import type { Route } from './+types/ilias-program';

export const meta: Route.MetaFunction = () => publicPageMeta(ILIAS_META);

/** The research institute page (public spec §2): navigation bar, programs, timeline, footer. */
export default function IliasProgramPage() {
  return (
    <>
      <IliasNav />
      <IliasIntro />
      <IliasOverview />
      <IliasPrograms />
      <IliasResearchAreas />
      <IliasTimeline />
      <IliasFooter />
    </>
  );
}
