import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { Illustration } from '../../domain/content/types.ts';
import { IllustrationImage } from './illustration-image.tsx';

export interface PageIntroProps {
  title: string;
  /** A short line above the lead, such as the town. */
  subtitle?: string;
  lead: ReactNode;
  /** The page's drawing: beside the title and lead from 1024px, below them before that. */
  illustration?: Illustration;
  /** Shown under the title, lead and drawing, across the whole width (figures, a note). */
  children?: ReactNode;
}

/**
 * The top of a page: its one h1 and what the page is about, in a sentence or two, on a band of
 * the brand tint. With a drawing, words and drawing share the width, so a wide screen is not
 * half empty; the drawing is on the first screen, so it loads at once (not lazily).
 */
export function PageIntro({ title, subtitle, lead, illustration, children }: PageIntroProps) {
  return (
    <div className="border-b border-line bg-brand-tint">
      <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
        <div
          className={clsx(
            illustration &&
              'grid items-center gap-8 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] lg:gap-12',
          )}
        >
          <div className="min-w-0">
            <h1 className="text-3xl leading-tight font-bold tracking-tight text-ink md:text-5xl">
              {title}
            </h1>
            {subtitle ? (
              <p className="mt-3 text-xl font-semibold text-brand-ink">{subtitle}</p>
            ) : null}
            <p className="mt-4 max-w-prose text-lg text-ink md:text-xl">{lead}</p>
          </div>
          {illustration ? (
            <IllustrationImage
              illustration={illustration}
              isAboveTheFold
              className="mx-auto max-w-md rounded-2xl lg:mr-0"
            />
          ) : null}
        </div>
        {children}
      </div>
    </div>
  );
}
