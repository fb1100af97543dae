import * as corporateStructure from '../../../domain/content/es/corporate-structure.ts';
import { CorporateStructurePage } from '../../features/public-site/corporate-structure-page.tsx';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import type { Route } from './+types/corporate-structure';

const CONTENT = { corporateStructure };

export const meta: Route.MetaFunction = () =>
  publicPageMeta(corporateStructure.CORPORATE_STRUCTURE_META);

/** The corporate structure page in Spanish (/es/corporate-structure). */
export default function CorporateStructureRouteSpanish() {
  return <CorporateStructurePage content={CONTENT} />;
}
