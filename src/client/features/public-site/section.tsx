import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export interface SectionProps {
  /** Anchor of the section; its heading gets `${id}-title`. */
  id: string;
  title: string;
  intro?: ReactNode;
  /** Alternate white bands with the page colour, so sections are easy to tell apart. */
  tone?: 'page' | 'surface';
  children?: ReactNode;
}

/** A page section: a landmark named by its h2, an optional plain sentence, then the content. */
export function Section({ id, title, intro, tone = 'page', children }: SectionProps) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={clsx('py-12 md:py-16', tone === 'surface' && 'border-y border-line bg-surface')}
    >
      <div className="mx-auto max-w-6xl px-4">
        <h2 id={headingId} className="text-2xl leading-tight font-bold text-ink md:text-3xl">
          {title}
        </h2>
        {intro ? <p className="mt-3 max-w-prose text-lg text-ink-muted">{intro}</p> : null}
        {children ? <div className="mt-8">{children}</div> : null}
      </div>
    </section>
  );
}

export interface PageIntroProps {
  title: string;
  /** A short line above the lead, such as the town. */
  subtitle?: string;
  lead: ReactNode;
  children?: ReactNode;
}

/** The top of a page: its one h1 and what the page is about, in a sentence or two. */
export function PageIntro({ title, subtitle, lead, children }: PageIntroProps) {
  return (
    <div className="border-b border-line bg-surface">
      <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
        <h1 className="text-3xl leading-tight font-bold text-ink md:text-5xl">{title}</h1>
        {subtitle ? <p className="mt-3 text-xl font-semibold text-brand-ink">{subtitle}</p> : null}
        <p className="mt-4 max-w-prose text-lg text-ink md:text-xl">{lead}</p>
        {children}
      </div>
    </div>
  );
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
