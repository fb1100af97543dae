import { useEffect, useRef, useState } from 'react';
import type { TodayItemDto, TodaySectionDto } from '../../../domain/today/today-items.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ItemControls } from './item-controls.tsx';
import { attentionItemTitleId as itemTitleId, forItem } from '../../ui/attention-list.tsx';

export interface FocusEntry {
  section: TodaySectionDto;
  item: TodayItemDto;
}

export interface FocusModeProps {
  /** The items as they were when focus mode started, in page order; it walks this list. */
  entries: readonly FocusEntry[];
  onExit: () => void;
  /** The live region's words after an action or "Mark done". */
  announce: (words: string) => void;
}

/**
 * One item at a time (ADR 053): its action, "Skip" (it stays on the list) or "Mark done", then the
 * next. Focus moves to each item's heading so a keyboard or screen reader follows; Escape leaves.
 */
export function FocusMode({ entries, onExit, announce }: FocusModeProps) {
  const [index, setIndex] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const current = entries[index];

  useEffect(() => {
    headingRef.current?.focus();
  }, [index]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) onExit();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onExit]);

  const next = () => setIndex((at) => at + 1);

  return (
    <section aria-label="Focus mode" className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={onExit}>
          Exit focus mode
        </Button>
        <p className="text-sm text-ink-muted">Escape also leaves focus mode.</p>
      </div>
      {current ? (
        <Card key={current.item.key} className="grid min-w-0 gap-4 p-4 sm:p-6">
          <h2 ref={headingRef} tabIndex={-1} className="grid gap-1 break-words outline-offset-4">
            <span className="text-sm font-medium text-ink-muted">
              Item {index + 1} of {entries.length}
            </span>{' '}
            <span className="text-sm font-medium text-ink-muted">{current.section.heading}</span>{' '}
            <span id={itemTitleId(current.item)} className="text-xl font-semibold text-ink">
              {current.item.title}
            </span>
          </h2>
          <p className="text-ink-muted">{current.item.detail}</p>
          <ItemControls
            section={current.section}
            item={current.item}
            titleId={itemTitleId(current.item)}
            onHandled={(words) => {
              announce(words);
              next();
            }}
            extra={
              <Button variant="secondary" aria-label={forItem('Skip', current.item)} onClick={next}>
                Skip
              </Button>
            }
          />
        </Card>
      ) : (
        <Card className="grid gap-4 p-4 sm:p-6">
          <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-offset-4">
            That was the last item.
          </h2>
          <div>
            <Button onClick={onExit}>Back to the list</Button>
          </div>
        </Card>
      )}
    </section>
  );
}
