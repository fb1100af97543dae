import type { CorporateStructureContent } from '../../../domain/content/modules.ts';
import { BulletList, CardGrid, Section, TextLink } from './page-blocks.tsx';
import { PageIntro } from '../../ui/page-intro.tsx';
import { CELL, HEAD_CELL, ROW_HEAD_CELL, TableRegion } from './table-region.tsx';

export function CorporateIntro({
  corporateStructure,
}: {
  corporateStructure: CorporateStructureContent;
}) {
  const { CORPORATE_INTRO } = corporateStructure;
  return <PageIntro title={CORPORATE_INTRO.title} lead={CORPORATE_INTRO.lead} />;
}

export function GroupRole({
  corporateStructure,
}: {
  corporateStructure: CorporateStructureContent;
}) {
  const { GROUP_ROLE } = corporateStructure;
  return (
    <Section id="group" title={GROUP_ROLE.title} intro={GROUP_ROLE.intro}>
      <BulletList items={GROUP_ROLE.points} />
    </Section>
  );
}

export function Divisions({
  corporateStructure,
}: {
  corporateStructure: CorporateStructureContent;
}) {
  const { DIVISION_CARDS } = corporateStructure;
  return (
    <Section
      id="divisions"
      title={DIVISION_CARDS.title}
      intro={DIVISION_CARDS.intro}
      tone="surface"
    >
      <CardGrid cards={DIVISION_CARDS.cards} />
    </Section>
  );
}

/** Rows compare one aspect, columns are the divisions: both have real header cells. */
export function DivisionComparison({
  corporateStructure,
}: {
  corporateStructure: CorporateStructureContent;
}) {
  const { COMPARISON_TABLE } = corporateStructure;
  return (
    <Section id="comparison" title={COMPARISON_TABLE.title}>
      <TableRegion caption={COMPARISON_TABLE.caption} isCaptionVisible>
        <thead>
          <tr>
            <th scope="col" className={HEAD_CELL}>
              {COMPARISON_TABLE.aspectHeader}
            </th>
            {COMPARISON_TABLE.divisions.map((division) => (
              <th key={division} scope="col" className={HEAD_CELL}>
                {division}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARISON_TABLE.rows.map((row) => (
            <tr key={row.aspect}>
              <th scope="row" className={ROW_HEAD_CELL}>
                {row.aspect}
              </th>
              {row.values.map((value, index) => (
                <td key={COMPARISON_TABLE.divisions[index]} className={`${CELL} min-w-40`}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </TableRegion>
    </Section>
  );
}

export function CorporateLinks({
  corporateStructure,
}: {
  corporateStructure: CorporateStructureContent;
}) {
  const { CORPORATE_LINKS } = corporateStructure;
  return (
    <Section id="read-more" title={CORPORATE_LINKS.title} tone="surface">
      <ul className="flex flex-col gap-1">
        {CORPORATE_LINKS.links.map((link) => (
          <li key={link.to}>
            <TextLink link={link} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
