import type { ReactNode } from 'react';

/** The top of a tab panel: its h2 and one plain sentence. */
export function PanelIntro({ id, title, intro }: { id: string; title: string; intro: ReactNode }) {
  return (
    <div className="mb-6">
      <h2 id={id} className="text-2xl leading-tight font-bold text-ink md:text-3xl">
        {title}
      </h2>
      <p className="mt-2 max-w-prose text-lg text-ink-muted">{intro}</p>
    </div>
  );
}
