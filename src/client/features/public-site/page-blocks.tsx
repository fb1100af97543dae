import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Claim } from '../../../domain/content/claims.ts';
import type {
  Illustration,
  SiteLink,
  TextCard,
  TimelineEntry,
} from '../../../domain/content/types.ts';
import { useSiteShell } from '../../i18n/site-shell.tsx';
import { buttonClassName, type ButtonVariant } from '../../ui/button-styles.ts';
import { IllustrationImage } from '../../ui/illustration-image.tsx';

/*
 * The building blocks every public page is made of: sections, prose, drawings, cards, figures,
 * the timeline and links. One module on purpose, longer than our usual file: the bundler makes
 * each module that several pages share a file of its own, and each such file cost the home page
 * about 150-250 bytes of its 130 kB script budget in imports, exports and compression overhead.
 * Together they are one file (about 1.1 kB less; ADR 016). Page-specific pieces stay in their
 * own modules.
 */

// Sections ------------------------------------------------------------------------------------

export interface SectionProps {
  /** Anchor of the section; its heading gets `${id}-title`. */
  id: string;
  title: string;
  intro?: ReactNode;
  /** Alternate white bands with the page colour, so sections are easy to tell apart. */
  tone?: 'page' | 'surface';
  /** A drawing beside the whole section from 1024px (for sections of words, not card grids). */
  illustration?: Illustration;
  children?: ReactNode;
}

/** A page section: a landmark named by its h2, an optional plain sentence, then the content. */
export function Section({ id, title, intro, tone = 'page', illustration, children }: SectionProps) {
  const headingId = `${id}-title`;
  const body = (
    <>
      <h2
        id={headingId}
        className="text-2xl leading-tight font-bold tracking-tight text-ink md:text-3xl"
      >
        {title}
      </h2>
      {intro ? <p className="mt-3 max-w-prose text-lg text-ink-muted">{intro}</p> : null}
      {children ? <div className="mt-8">{children}</div> : null}
    </>
  );
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={clsx('py-12 md:py-16', tone === 'surface' && 'border-y border-line bg-surface')}
    >
      <div className="mx-auto max-w-6xl px-4">
        {illustration ? (
          <WithIllustration illustration={illustration}>{body}</WithIllustration>
        ) : (
          body
        )}
      </div>
    </section>
  );
}

/**
 * Each sentence of a short text on a line of its own, for the slogan: "Empowering Every Mind." and
 * "Re-Engineering STEM Education" never break at the hyphen of "Re-Engineering". The space after
 * each full stop stays in the text, so it reads and copies as one sentence after the other.
 */
export function SentenceLines({ text }: { text: string }) {
  return text.split(/(?<=\. )/).map((sentence) => (
    <span key={sentence} className="block">
      {sentence}
    </span>
  ));
}

/** Paragraphs of plain text, each at most about 70 characters wide. */
export function Prose({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="flex max-w-prose flex-col gap-4 text-lg text-ink">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}

export interface WithIllustrationProps {
  illustration: Illustration;
  /** Which side the drawing takes on wide screens; on phones it always comes after the words. */
  side?: 'start' | 'end';
  children: ReactNode;
}

/** Words and a drawing side by side from 1024px, the drawing below the words before that. */
export function WithIllustration({ illustration, side = 'end', children }: WithIllustrationProps) {
  return (
    <div className="grid items-center gap-8 lg:grid-cols-2 lg:gap-12">
      <div className={clsx('min-w-0', side === 'start' && 'lg:order-last')}>{children}</div>
      <IllustrationImage illustration={illustration} className="mx-auto max-w-xl rounded-2xl" />
    </div>
  );
}

// Links ---------------------------------------------------------------------------------------

/** A link inside the site that looks like a button (it goes somewhere, so it stays a link). */
export function LinkButton({ link, variant }: { link: SiteLink; variant?: ButtonVariant }) {
  return (
    <Link to={link.to} className={buttonClassName(variant)}>
      {link.label}
    </Link>
  );
}

export const TEXT_LINK_CLASS =
  'inline-flex min-h-10 items-center font-semibold text-brand-ink underline underline-offset-4 hover:no-underline';

/** A plain text link inside the site. */
export function TextLink({ link }: { link: SiteLink }) {
  return (
    <Link to={link.to} className={TEXT_LINK_CLASS}>
      {link.label}
    </Link>
  );
}

// Cards and figures ---------------------------------------------------------------------------

export interface CardGridProps {
  cards: readonly TextCard[];
  /** Something to show at the end of each card, such as a link. */
  renderFooter?: (card: TextCard, index: number) => ReactNode;
  /** Number the cards, for steps that happen in order. */
  isOrdered?: boolean;
  /**
   * At most this many cards side by side: fewer when the grid shares its row with a drawing. By
   * default three, or two for four cards, so they make two full rows instead of three and one.
   */
  columns?: 1 | 2 | 3;
}

const COLUMNS = {
  1: 'grid gap-4',
  2: 'grid gap-4 md:grid-cols-2',
  3: 'grid gap-4 md:grid-cols-2 lg:grid-cols-3',
} as const;

/** Cards with an h3 each. Steps in order are an <ol>, so screen readers say "1 of 4". */
export function CardGrid({ cards, renderFooter, isOrdered = false, columns }: CardGridProps) {
  const List = isOrdered ? 'ol' : 'ul';
  const { SECTION_LABELS } = useSiteShell().shell;
  return (
    <List className={COLUMNS[columns ?? (cards.length === 4 ? 2 : 3)]}>
      {cards.map((card, index) => (
        <li
          key={card.title}
          className="flex flex-col rounded-lg border border-line bg-surface p-6 shadow-sm"
        >
          <h3 className="text-xl font-semibold text-ink">
            {isOrdered ? (
              <span className="text-brand-ink">{SECTION_LABELS.step(index + 1)} </span>
            ) : null}
            {card.title}
          </h3>
          <p className="mt-2 text-ink">{card.text}</p>
          {card.points ? (
            <ul className="mt-3 flex list-disc flex-col gap-1 pl-5 text-ink">
              {card.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : null}
          {renderFooter ? <div className="mt-auto pt-4">{renderFooter(card, index)}</div> : null}
        </li>
      ))}
    </List>
  );
}

/** A list of short statements with bullet points. */
export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="flex max-w-prose list-disc flex-col gap-2 pl-6 text-lg text-ink">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * Figures shown large with their words underneath; read aloud as one sentence each. A teal bar
 * on the left marks them as figures, apart from the cards of words around them. Four figures
 * share one row on wide screens rather than leaving one alone on a second.
 */
export function ClaimList({ claims }: { claims: readonly Claim[] }) {
  // Four in a row are narrower: a smaller figure keeps "200,000 sq ft" on one line.
  const isRowOfFour = claims.length === 4;
  return (
    <ul
      className={`grid gap-4 sm:grid-cols-2 ${isRowOfFour ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}
    >
      {claims.map((claim) => (
        <li
          key={claim.text}
          className="rounded-lg border border-l-4 border-line border-l-brand bg-surface p-6 shadow-sm"
        >
          <span
            className={`block text-2xl font-bold wrap-anywhere text-brand-ink md:text-3xl ${isRowOfFour ? 'lg:text-2xl' : ''}`}
          >
            {claim.figure}
          </span>{' '}
          <span className="mt-1 block text-lg text-ink">{claim.label}</span>
        </li>
      ))}
    </ul>
  );
}

// Timeline ------------------------------------------------------------------------------------

/**
 * Dated steps in order on a teal line, a ring for each step (`timeline-dot` in app.css) and a
 * filled dot for the current one, which also says so in words, not only in colour.
 */
export function Timeline({ entries }: { entries: readonly TimelineEntry[] }) {
  const { SECTION_LABELS } = useSiteShell().shell;
  return (
    <ol className="flex max-w-prose flex-col gap-6 border-l-2 border-brand pl-6">
      {entries.map((entry) => (
        <li key={`${entry.when}-${entry.what}`}>
          <p
            className={clsx(
              'timeline-dot text-lg font-bold text-ink',
              entry.isCurrent && 'timeline-dot-current',
            )}
          >
            {entry.when}
            {entry.isCurrent ? (
              <span className="ml-2 inline-block rounded-md bg-brand-soft px-2 py-0.5 text-base font-semibold text-brand-ink">
                {SECTION_LABELS.currentPhase}
              </span>
            ) : null}
          </p>
          <p className="mt-1 text-lg text-ink">{entry.what}</p>
        </li>
      ))}
    </ol>
  );
}
