import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TodayDto } from '../../../domain/today/today-items.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { todayQuery } from './api.ts';
import { FocusMode, type FocusEntry } from './focus-mode.tsx';
import { MorningDigest } from './morning-digest.tsx';
import { itemsInPageOrder, summaryWords, TodaySections } from './today-sections.tsx';

/**
 * The staff "Today" page (ADR 053): what needs this person now, section by section, or one item
 * at a time in focus mode, and the choice of getting the list by mail each weekday morning.
 */
export function TodayPage() {
  const today = useQuery(todayQuery());
  return (
    <QueryState query={today} what="Your list for today" loadingLabel="Loading your list...">
      {(data) => <TodayContent today={data} />}
    </QueryState>
  );
}

function TodayContent({ today }: { today: TodayDto }) {
  const [focusEntries, setFocusEntries] = useState<FocusEntry[] | null>(null);
  const [announcement, setAnnouncement] = useState({ words: '', count: 0 });
  /** Where focus goes after focus mode ends: the button that started it, or the summary. */
  const returnFocus = useRef(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const entries = itemsInPageOrder(today.sections);
  const isViewer = today.sections.length === 0;

  // The same words twice ("Reminder sent.") are read again: every other one ends in a no-break
  // space, so the live region sees a change.
  const announce = useCallback(
    (words: string) => setAnnouncement(({ count }) => ({ words, count: count + 1 })),
    [],
  );

  /** In the list, the handled item leaves: focus goes to the summary, which has the new counts. */
  const handledInList = useCallback(
    (words: string) => {
      announce(words);
      summaryRef.current?.focus();
    },
    [announce],
  );

  const exitFocusMode = useCallback(() => {
    returnFocus.current = true;
    setFocusEntries(null);
  }, []);

  useEffect(() => {
    if (!returnFocus.current || focusEntries) return;
    returnFocus.current = false;
    (startRef.current ?? summaryRef.current)?.focus();
  }, [focusEntries]);

  return (
    <div className="grid min-w-0 gap-6">
      <p role="status" aria-live="polite" className="font-medium text-ink">
        {announcement.words}
        {announcement.count % 2 === 0 && announcement.words ? '\u00a0' : ''}
      </p>
      {focusEntries ? (
        <FocusMode entries={focusEntries} onExit={exitFocusMode} announce={announce} />
      ) : (
        <>
          <div ref={summaryRef} tabIndex={-1} className="grid gap-3 outline-offset-4">
            {entries.length > 0 ? (
              <>
                <p className="text-ink">
                  {entries.length === 1 ? '1 item' : `${entries.length} items`}.{' '}
                  {summaryWords(today.sections)}.
                </p>
                <div>
                  <Button ref={startRef} onClick={() => setFocusEntries(entries)}>
                    Start focus mode
                  </Button>
                </div>
              </>
            ) : (
              <Card className="grid gap-1 p-4 sm:p-6">
                <p className="font-medium text-ink">Nothing needs you right now.</p>
                {isViewer ? (
                  <p className="text-ink-muted">Your role shows the dashboards only.</p>
                ) : null}
              </Card>
            )}
          </div>
          <TodaySections sections={today.sections} onHandled={handledInList} />
        </>
      )}
      {isViewer ? null : (
        <MorningDigest morningDigest={today.morningDigest} mailServer={today.mailServer} />
      )}
    </div>
  );
}
