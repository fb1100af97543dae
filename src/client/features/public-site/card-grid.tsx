import type { ReactNode } from 'react';
import type { TextCard } from '../../../domain/content/types.ts';
import { useSiteShell } from '../../i18n/site-shell.tsx';

export interface CardGridProps {
  cards: readonly TextCard[];
  /** Something to show at the end of each card, such as a link. */
  renderFooter?: (card: TextCard, index: number) => ReactNode;
  /** Number the cards, for steps that happen in order. */
  isOrdered?: boolean;
}

/** Cards with an h3 each. Steps in order are an <ol>, so screen readers say "1 of 4". */
export function CardGrid({ cards, renderFooter, isOrdered = false }: CardGridProps) {
  const List = isOrdered ? 'ol' : 'ul';
  const { SECTION_LABELS } = useSiteShell().shell;
  return (
    <List className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {cards.map((card, index) => (
        <li key={card.title} className="flex flex-col rounded-lg border border-line bg-surface p-6">
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
