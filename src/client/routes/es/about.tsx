import * as about from '../../../domain/content/es/about.ts';
import * as campuses from '../../../domain/content/es/campuses.ts';
import * as mission from '../../../domain/content/es/mission.ts';
import { AboutPage } from '../../features/public-site/about-page.tsx';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import type { Route } from './+types/about';

const CONTENT = { about, campuses, mission };

export const meta: Route.MetaFunction = () => publicPageMeta(about.ABOUT_META);

/** The about page in Spanish (/es/about). */
export default function AboutRouteSpanish() {
  return <AboutPage content={CONTENT} />;
}
