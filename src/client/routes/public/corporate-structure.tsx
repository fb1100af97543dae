import { CORPORATE_STRUCTURE_META } from '../../../domain/content/corporate-structure.ts';
import {
  CorporateIntro,
  CorporateLinks,
  DivisionComparison,
  Divisions,
  GroupRole,
} from '../../features/public-site/corporate-sections.tsx';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import type { Route } from './+types/corporate-structure';

export const meta: Route.MetaFunction = () => publicPageMeta(CORPORATE_STRUCTURE_META);

/** The corporate structure with its comparison table (public spec §2). */
export default function CorporateStructurePage() {
  return (
    <>
      <CorporateIntro />
      <GroupRole />
      <Divisions />
      <DivisionComparison />
      <CorporateLinks />
    </>
  );
}
