import { Link } from 'react-router';
import type { ClaimsContent, CollegeContent } from '../../../domain/content/modules.ts';
import { ClaimList, LinkButton } from './page-blocks.tsx';
import { PageIntro } from '../../ui/page-intro.tsx';

const linkClass =
  'inline-flex min-h-10 items-center rounded-md px-3 text-ink underline underline-offset-4 hover:bg-muted';

/** The college page's own header bar (spec §2 "College page"), inside the shared layout. */
export function CollegeHeader({ college }: { college: CollegeContent }) {
  const { COLLEGE_HEADER } = college;
  return (
    <header className="border-b border-line bg-brand-soft">
      <nav
        aria-label={COLLEGE_HEADER.navLabel}
        className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3"
      >
        <ul className="flex flex-wrap gap-1">
          {COLLEGE_HEADER.links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <LinkButton link={COLLEGE_HEADER.joinAction} />
      </nav>
    </header>
  );
}

export function CollegeIntro({
  college,
  claims,
}: {
  college: CollegeContent;
  claims: ClaimsContent;
}) {
  const { COLLEGE_INTRO } = college;
  return (
    <PageIntro
      title={COLLEGE_INTRO.title}
      subtitle={COLLEGE_INTRO.subtitle}
      lead={COLLEGE_INTRO.lead}
      illustration={COLLEGE_INTRO.illustration}
    >
      <div className="mt-8">
        <ClaimList claims={COLLEGE_INTRO.claims} />
      </div>
      <p className="mt-4 max-w-prose text-ink-muted">{claims.PROJECTION_NOTE}</p>
    </PageIntro>
  );
}

/** The college page's own footer: home, about, contact, partnership. */
export function CollegeFooter({ college }: { college: CollegeContent }) {
  const { COLLEGE_FOOTER } = college;
  return (
    <footer className="border-t border-line bg-brand-soft">
      <nav aria-label={COLLEGE_FOOTER.navLabel} className="mx-auto max-w-6xl px-4 py-6">
        <ul className="flex flex-wrap gap-1">
          {COLLEGE_FOOTER.links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
