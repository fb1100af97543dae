import * as about from '../../../domain/content/about.ts';
import * as campuses from '../../../domain/content/campuses.ts';
import * as mission from '../../../domain/content/mission.ts';
import { AboutPage } from '../../features/public-site/about-page.tsx';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import type { Route } from './+types/about';

const CONTENT = { about, campuses, mission };

export const meta: Route.MetaFunction = () => publicPageMeta(about.ABOUT_META);

export default function AboutRoute() {
  return <AboutPage content={CONTENT} />;
}
