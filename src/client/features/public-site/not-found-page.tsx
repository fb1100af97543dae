import { Link } from 'react-router';
import type { PagesContent } from '../../../domain/content/modules.ts';
import { PageHeader } from '../../ui/page-header.tsx';

/** An address with no page: says so and links to the home page of the same language. */
export function NotFoundPage({ content }: { content: { pages: PagesContent } }) {
  const { NOT_FOUND } = content.pages;
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <PageHeader title={NOT_FOUND.title} description={NOT_FOUND.text} />
      <Link
        to={NOT_FOUND.homeLink.to}
        className="font-medium text-brand underline underline-offset-4 hover:no-underline"
      >
        {NOT_FOUND.homeLink.label}
      </Link>
    </section>
  );
}
