import { useId } from 'react';
import type { ReactNode } from 'react';

export interface ProfileSectionProps {
  title: string;
  /** Buttons beside the heading, such as "Record a gift". */
  actions?: ReactNode;
  children: ReactNode;
}

/** One titled part of the donor profile; the heading names the region for landmark navigation. */
export function ProfileSection({ title, actions, children }: ProfileSectionProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-lg border border-line bg-surface p-5 shadow-sm"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-xl font-semibold text-ink">
          {title}
        </h2>
        {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
