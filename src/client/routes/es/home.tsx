import * as campuses from '../../../domain/content/es/campuses.ts';
import * as claims from '../../../domain/content/es/claims.ts';
import * as home from '../../../domain/content/es/home.ts';
import * as mission from '../../../domain/content/es/mission.ts';
import { HomePage } from '../../features/public-site/home-page.tsx';
import { organisationJsonLd } from '../../features/public-site/organisation-json-ld.ts';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import type { Route } from './+types/home';

const CONTENT = { home, campuses, claims, mission };

export const meta: Route.MetaFunction = () => [
  ...publicPageMeta(home.HOME_META),
  organisationJsonLd(mission, campuses),
];

/** The home page in Spanish (/es/). */
export default function HomeRouteSpanish() {
  return <HomePage content={CONTENT} />;
}
