import * as campuses from '../../domain/content/campuses.ts';
import * as claims from '../../domain/content/claims.ts';
import * as home from '../../domain/content/home.ts';
import * as mission from '../../domain/content/mission.ts';
import { HomePage } from '../features/public-site/home-page.tsx';
import { organisationJsonLd } from '../features/public-site/organisation-json-ld.ts';
import { publicPageMeta } from '../features/public-site/page-meta.ts';
import type { Route } from './+types/home';

const CONTENT = { home, campuses, claims, mission };

export const meta: Route.MetaFunction = () => [
  ...publicPageMeta(home.HOME_META),
  organisationJsonLd(mission, campuses),
];

export default function HomeRoute() {
  return <HomePage content={CONTENT} />;
}
