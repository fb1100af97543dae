import type { IliasContent } from '../../../domain/content/modules.ts';
import { NavDisclosure } from '../../ui/nav-disclosure.tsx';
import { PageIntro } from '../../ui/page-intro.tsx';

const barLinkClass =
  'inline-flex min-h-10 items-center rounded-md px-3 text-ink underline underline-offset-4 hover:bg-muted';
const menuLinkClass = 'flex min-h-11 w-full items-center rounded-md px-3 text-ink hover:bg-muted';

/** The research page's navigation bar with its programs dropdown (spec §2), as in-page links. */
export function IliasNav({ ilias }: { ilias: IliasContent }) {
  const { GRADUATE_PROGRAMS, ILIAS_NAV, programLength } = ilias;
  return (
    <nav aria-label={ILIAS_NAV.label} className="border-b border-line bg-brand-soft">
      <ul className="mx-auto flex max-w-6xl flex-wrap items-center gap-1 px-4 py-3">
        <li>
          <NavDisclosure label={ILIAS_NAV.programsLabel}>
            <ul>
              {GRADUATE_PROGRAMS.map((program) => (
                <li key={program.id}>
                  <a href={`#${program.id}`} className={menuLinkClass}>
                    {program.name} ({programLength(program.years)})
                  </a>
                </li>
              ))}
            </ul>
          </NavDisclosure>
        </li>
        {ILIAS_NAV.links.map((link) => (
          <li key={link.to}>
            <a href={link.to} className={barLinkClass}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function IliasIntro({ ilias }: { ilias: IliasContent }) {
  const { ILIAS_INTRO } = ilias;
  return (
    <PageIntro
      title={ILIAS_INTRO.title}
      subtitle={ILIAS_INTRO.subtitle}
      lead={ILIAS_INTRO.lead}
      illustration={ILIAS_INTRO.illustration}
    />
  );
}
