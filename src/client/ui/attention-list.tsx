import type { ReactNode } from 'react';
import type { TodayItemDto } from '../../domain/today/today-items.ts';

/**
 * "Send reminder: Morgan Lee — Mutual NDA": the visible words first (so speech control finds the
 * button by them), then the item, since every item in a list has the same buttons.
 */
export const forItem = (label: string, item: TodayItemDto) => `${label}: ${item.title}`;

/** The DOM id of an item's title, which its buttons name in their descriptions. */
export const attentionItemTitleId = (item: TodayItemDto) =>
  `attention-${item.key.replace(/\W+/g, '-')}`;

export interface AttentionListProps {
  items: readonly TodayItemDto[];
  /** The item's controls (its next action and more), under its title and detail. */
  children: (item: TodayItemDto, titleId: string) => ReactNode;
}

/**
 * Things that need someone (ADR 053), as Today and each module's own list show them: the title
 * in bold, why it is here, then its controls; items apart by a rule, oldest first as given.
 */
export function AttentionList({ items, children }: AttentionListProps) {
  return (
    <ul className="grid gap-4">
      {items.map((item) => {
        const titleId = attentionItemTitleId(item);
        return (
          <li
            key={item.key}
            className="grid gap-3 border-t border-line pt-4 first:border-t-0 first:pt-0"
          >
            <div className="grid gap-1 break-words">
              <strong id={titleId} className="font-semibold text-ink">
                {item.title}
              </strong>
              <p className="text-ink-muted">{item.detail}</p>
            </div>
            {children(item, titleId)}
          </li>
        );
      })}
    </ul>
  );
}
