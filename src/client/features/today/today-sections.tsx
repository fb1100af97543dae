import type { TodaySectionDto } from '../../../domain/today/today-items.ts';
import { AttentionList } from '../../ui/attention-list.tsx';
import { Card } from '../../ui/card.tsx';
import { ItemControls } from './item-controls.tsx';

/** The sections that still have something in them, in the server's order (TODAY_KINDS). */
export const sectionsWithItems = (sections: readonly TodaySectionDto[]) =>
  sections.filter((section) => section.items.length > 0);

/** Every item left, in page order: section by section, oldest first within each. */
export const itemsInPageOrder = (sections: readonly TodaySectionDto[]) =>
  sectionsWithItems(sections).flatMap((section) =>
    section.items.map((item) => ({ section, item })),
  );

/** "Gifts not thanked: 2, Follow-ups due: 1". */
export const summaryWords = (sections: readonly TodaySectionDto[]) =>
  sectionsWithItems(sections)
    .map((section) => `${section.heading}: ${section.items.length}`)
    .join(', ');

/** "Gifts not thanked (2)". */
export const headingWithCount = (section: TodaySectionDto) =>
  `${section.heading} (${section.items.length})`;

export interface TodaySectionsProps {
  sections: readonly TodaySectionDto[];
  onHandled: (words: string) => void;
}

/** One card per kind with something left: its heading and count, then each item and its actions. */
export function TodaySections({ sections, onHandled }: TodaySectionsProps) {
  return (
    <div className="grid gap-6">
      {sectionsWithItems(sections).map((section) => {
        const headingId = `today-section-${section.kind}`;
        const markedDone = section.total - section.items.length;
        return (
          <Card key={section.kind} className="grid min-w-0 gap-4 p-4 sm:p-6">
            <section aria-labelledby={headingId} className="grid gap-4">
              <div>
                <h2 id={headingId} className="text-lg font-semibold text-ink">
                  {headingWithCount(section)}
                </h2>
                {markedDone > 0 ? (
                  <p className="mt-1 text-sm text-ink-muted">
                    {markedDone === 1
                      ? 'You marked 1 more done; it is not shown here.'
                      : `You marked ${markedDone} more done; they are not shown here.`}
                  </p>
                ) : null}
              </div>
              <AttentionList items={section.items}>
                {(item, titleId) => (
                  <ItemControls
                    section={section}
                    item={item}
                    titleId={titleId}
                    onHandled={onHandled}
                  />
                )}
              </AttentionList>
            </section>
          </Card>
        );
      })}
    </div>
  );
}
