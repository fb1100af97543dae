import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { buttonClassName } from '../button-styles.ts';
import { speechEngine } from './read-aloud-session.ts';
import { readAloudWords, SPEEDS, speedLabel, type Speed } from './read-aloud-words.ts';
import { useReadAloud } from './use-read-aloud.ts';

export interface ReadAloudProps {
  /** The element whose text is read: an element id, or a function returning the element. */
  target: string | (() => Element | null);
  /** Defaults to the page's language (the lang of <html>). */
  language?: string;
  className?: string;
}

const BUTTON = buttonClassName('secondary', 'min-h-11');
const noChanges = () => () => undefined;
const canSpeak = () => speechEngine() !== null;
const pageLanguage = () => document.documentElement.lang;

/** Where the reader selected text inside the container, so reading starts at that sentence. */
function selectionIn(container: Element | null): Range | null {
  const selection = document.getSelection();
  if (!container || !selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  return container.contains(range.startContainer) ? range.cloneRange() : null;
}

/**
 * "Read aloud" for a long text, with the browser's own speech engine: Pause/Resume, Stop and a
 * speed. It starts at the first sentence, or at the one holding the text the reader selected. Nothing is shown where the browser cannot speak, nor in the server's HTML (the server
 * cannot know). A screen reader user has a reader already: sentences are not announced.
 */
export function ReadAloud({ target, language, className }: ReadAloudProps) {
  const supported = useSyncExternalStore(noChanges, canSpeak, () => false);
  const htmlLanguage = useSyncExternalStore(noChanges, pageLanguage, () => '');
  if (!supported) return null;
  return (
    <ReadAloudToolbar
      target={target}
      language={language ?? (htmlLanguage || 'en')}
      className={className}
    />
  );
}

function ReadAloudToolbar({
  target,
  language,
  className,
}: {
  target: ReadAloudProps['target'];
  language: string;
  className?: string;
}) {
  const words = readAloudWords(language);
  const speedId = useId();
  const [speed, setSpeed] = useState<Speed>(1);
  const toolbar = useRef<HTMLDivElement>(null);
  const readButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  // Pause and Stop leave with the reading; focus on them goes back to "Read aloud", not the page.
  const noteFocus = () => {
    const active = document.activeElement;
    refocus.current = Boolean(toolbar.current?.contains(active) && active !== readButton.current);
  };
  const { status, session } = useReadAloud(noteFocus);
  useEffect(() => {
    if (status === 'idle' && refocus.current) {
      refocus.current = false;
      readButton.current?.focus();
    }
  }, [status]);

  // A pointer press may clear the selection before the click: it is read at the press.
  const pressedSelection = useRef<Range | null>(null);
  const start = () => {
    const container = typeof target === 'string' ? document.getElementById(target) : target();
    const from = pressedSelection.current ?? selectionIn(container);
    pressedSelection.current = null;
    session.setSpeed(speed);
    session.start(container, language, from);
  };
  const active = status !== 'idle';
  return (
    <div
      ref={toolbar}
      role="group"
      aria-label={words.readAloud}
      data-read-aloud="skip"
      className={`flex flex-wrap items-center gap-2 print:hidden ${className ?? ''}`}
    >
      <button
        ref={readButton}
        type="button"
        className={BUTTON}
        onPointerDown={() => {
          const container = typeof target === 'string' ? document.getElementById(target) : target();
          pressedSelection.current = selectionIn(container);
        }}
        onClick={start}
      >
        {words.readAloud}
      </button>
      {active ? (
        <>
          <button type="button" className={BUTTON} onClick={() => session.togglePause()}>
            {status === 'paused' ? words.resume : words.pause}
          </button>
          <button
            type="button"
            className={BUTTON}
            onClick={() => {
              noteFocus();
              session.stop();
            }}
          >
            {words.stop}
          </button>
        </>
      ) : null}
      <label htmlFor={speedId} className="ml-1 text-ink">
        {words.speed}
      </label>
      <select
        id={speedId}
        value={String(speed)}
        onChange={(event) => {
          const next = Number(event.target.value) as Speed;
          setSpeed(next);
          session.setSpeed(next);
        }}
        className="min-h-11 rounded-md border border-line-strong bg-surface px-2 text-base text-ink"
      >
        {SPEEDS.map((choice) => (
          <option key={choice} value={String(choice)}>
            {speedLabel(choice, language)}
          </option>
        ))}
      </select>
    </div>
  );
}
