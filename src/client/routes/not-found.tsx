import { Link } from 'react-router';
import { publicTitle } from '../lib/page-title.ts';
import { PageHeader } from '../ui/page-header.tsx';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = () => [{ title: publicTitle('Page Not Found') }];

export default function NotFoundPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <PageHeader
        title="Page Not Found"
        description="There is no page at this address. It may have moved, or the address may have a typing mistake."
      />
      <Link
        to="/"
        className="font-medium text-brand underline underline-offset-4 hover:no-underline"
      >
        Go to the home page
      </Link>
    </section>
  );
}
