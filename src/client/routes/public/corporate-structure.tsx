import * as corporateStructure from '../../../domain/content/corporate-structure.ts';
import { CorporateStructurePage } from '../../features/public-site/corporate-structure-page.tsx';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import type { Route } from './+types/corporate-structure';

const CONTENT = { corporateStructure };

export const meta: Route.MetaFunction = () =>
  publicPageMeta(corporateStructure.CORPORATE_STRUCTURE_META);

export default function CorporateStructureRoute() {
  return <CorporateStructurePage content={CONTENT} />;
}
