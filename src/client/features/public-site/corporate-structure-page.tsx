import type { CorporateStructureContent } from '../../../domain/content/modules.ts';
import {
  CorporateIntro,
  CorporateLinks,
  DivisionComparison,
  Divisions,
  GroupRole,
} from './corporate-sections.tsx';

export type CorporateStructurePageContent = { corporateStructure: CorporateStructureContent };

/** The corporate structure with its comparison table (public spec §2). */
export function CorporateStructurePage({ content }: { content: CorporateStructurePageContent }) {
  const { corporateStructure } = content;
  return (
    <>
      <CorporateIntro corporateStructure={corporateStructure} />
      <GroupRole corporateStructure={corporateStructure} />
      <Divisions corporateStructure={corporateStructure} />
      <DivisionComparison corporateStructure={corporateStructure} />
      <CorporateLinks corporateStructure={corporateStructure} />
    </>
  );
}
