import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
}

/** The one h1 of a page, with an optional plain sentence under it. */
export function PageHeader({ title, description }: PageHeaderProps) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-semibold text-ink md:text-3xl">{title}</h1>
      {description ? <p className="mt-2 max-w-prose text-ink-muted">{description}</p> : null}
    </div>
  );
}
