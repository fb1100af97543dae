import { limitTags } from '../../../domain/learning/cards.ts';

export interface SupportTagsProps {
  supports: readonly string[];
  label: string;
  /** The last tag, such as "+2 more", for the supports not shown. */
  moreLabel: (count: number) => string;
}

/** At most three support tags, then "+N more" (public spec §9). */
export function SupportTags({ supports, label, moreLabel }: SupportTagsProps) {
  const { shown, hidden } = limitTags(supports);
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {shown.map((support) => (
        <li
          key={support}
          className="rounded-full border border-brand bg-brand-soft px-2.5 py-0.5 text-sm font-medium text-brand-ink"
        >
          {support}
        </li>
      ))}
      {hidden.length > 0 ? (
        <li className="rounded-full border border-line-strong bg-muted px-2.5 py-0.5 text-sm font-medium text-ink">
          {moreLabel(hidden.length)}
        </li>
      ) : null}
    </ul>
  );
}
