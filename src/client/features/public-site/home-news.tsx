import type { HomeContent } from '../../../domain/content/modules.ts';
import { Section, TextLink } from './page-blocks.tsx';

export function HomeNews({ home }: { home: HomeContent }) {
  const { NEWS } = home;
  return (
    <Section id="news" title={NEWS.title} tone="surface">
      <ul className="grid gap-4 md:grid-cols-2">
        {NEWS.items.map((item) => (
          <li key={item.title}>
            <article className="flex h-full flex-col rounded-lg border border-line bg-page p-6 shadow-sm">
              <h3 className="text-xl font-semibold text-ink">{item.title}</h3>
              <p className="mt-1 font-semibold text-ink-muted">
                <time dateTime={item.dateTime}>{item.date}</time>
              </p>
              <p className="mt-3 text-ink">{item.text}</p>
              <div className="mt-auto pt-4">
                <TextLink link={item.link} />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Native <details>: it opens and closes without JavaScript and works in the prerendered page. */
export function HomeFaq({ home }: { home: HomeContent }) {
  const { FAQ } = home;
  return (
    <Section id="faq" title={FAQ.title}>
      <div className="flex max-w-3xl flex-col gap-3">
        {FAQ.questions.map((item) => (
          <details key={item.question} className="group rounded-lg border border-line bg-surface">
            <summary className="flex min-h-12 items-center justify-between gap-4 rounded-lg px-5 py-3 text-lg font-semibold text-ink hover:bg-muted [&::-webkit-details-marker]:hidden">
              {item.question}
              <svg
                aria-hidden="true"
                focusable="false"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
                strokeLinecap="round"
                strokeLinejoin="round"
                className="size-5 shrink-0 group-open:rotate-180"
              >
                <path d="m6 9 6 6 6-6" />
              </svg>
            </summary>
            <div className="flex max-w-prose flex-col gap-3 px-5 pb-5 text-lg text-ink">
              {item.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
      <div className="mt-6">
        <TextLink link={FAQ.moreLink} />
      </div>
    </Section>
  );
}
