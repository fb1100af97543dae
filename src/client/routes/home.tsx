import { contentData } from '../../domain/content/content-data.ts';
import * as campuses from '../../domain/content/campuses.ts';
import * as claims from '../../domain/content/claims.ts';
import * as home from '../../domain/content/home.ts';
import * as mission from '../../domain/content/mission.ts';
import { HomePage } from '../features/public-site/home-page.tsx';
import { organisationJsonLd } from '../features/public-site/organisation-json-ld.ts';
import { publicPageMeta } from '../features/public-site/page-meta.ts';
import { STATIC_PAGE } from '../lib/page-handle.ts';
import type { Route } from './+types/home';

/**
 * Runs once, when the page is prerendered (ssr: false). React Router writes what it returns into
 * the page's HTML, and drops this function and the content modules from the browser bundle: the
 * home page's copy costs its script budget nothing (ADR 008, ADR 028), in either language.
 */
export function loader() {
  return {
    home: contentData(home),
    campuses: contentData(campuses),
    claims: contentData(claims),
    mission: contentData(mission),
  };
}

/** Prerendered without React's scripts: nothing on the page needs them (ADR 028). */
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        ...publicPageMeta(loaderData.home.HOME_META),
        organisationJsonLd(loaderData.mission, loaderData.campuses),
      ]
    : [];

/** The home page. Its copy comes from the build-time loader, so it is in the HTML, not the JS. */
export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <HomePage content={loaderData} />;
}
