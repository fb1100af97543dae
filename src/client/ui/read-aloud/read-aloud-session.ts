import { clearSentence, showSentence } from './sentence-highlight.ts';
import { sentencesOf, type Sentence } from './sentence-ranges.ts';
import type { Speed } from './read-aloud-words.ts';

export type ReadAloudStatus = 'idle' | 'reading' | 'paused';

/** The browser's speech engine, or null where it has none (then the toolbar is not shown). */
export function speechEngine(): SpeechSynthesis | null {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return null;
  if (typeof window.SpeechSynthesisUtterance !== 'function') return null;
  return window.speechSynthesis;
}

/** Cancels what is queued; Chrome keeps a paused engine paused after cancel, so resume it too. */
function silence(engine: SpeechSynthesis): void {
  engine.cancel();
  if (engine.paused) engine.resume();
}

function voiceFor(engine: SpeechSynthesis, language: string): SpeechSynthesisVoice | null {
  const wanted = language.toLowerCase();
  const base = wanted.split('-')[0] ?? '';
  const voices = engine.getVoices();
  return (
    voices.find((voice) => voice.lang.toLowerCase() === wanted) ??
    voices.find((voice) => voice.lang.toLowerCase().startsWith(base)) ??
    null
  );
}

/** The first sentence that ends after the selection starts; the first one when none does. */
function sentenceAt(sentences: readonly Sentence[], from: Range): number {
  const index = sentences.findIndex(
    (sentence) => sentence.range.compareBoundaryPoints(Range.START_TO_END, from) > 0,
  );
  return Math.max(index, 0);
}

/**
 * One reading of a container: one utterance per sentence, the next on `end`, the sentence being
 * read highlighted. `run` numbers each reading, so the `end` or `error` an engine fires for a
 * cancelled utterance never moves a later reading on.
 */
export class ReadAloudSession {
  private status: ReadAloudStatus = 'idle';
  private run = 0;
  private sentences: Sentence[] = [];
  private position = 0;
  private language = 'en';
  private speed: Speed = 1;

  /** `onChange` hears every status; `ended` is true when the reading ran out or failed. */
  constructor(private readonly onChange: (status: ReadAloudStatus, ended: boolean) => void) {}

  /** From the first sentence, or from the one where `from` (the reader's selection) begins. */
  start(container: Element | null, language: string, from: Range | null = null): void {
    const engine = speechEngine();
    if (!engine || !container) return;
    this.run += 1;
    silence(engine);
    this.language = language;
    this.sentences = sentencesOf(container, language);
    if (this.sentences.length === 0) return this.finish(false);
    this.setStatus('reading', false);
    this.speak(from ? sentenceAt(this.sentences, from) : 0);
  }

  stop(): void {
    const engine = speechEngine();
    if (this.status === 'idle' || !engine) return;
    silence(engine);
    this.finish(false);
  }

  togglePause(): void {
    const engine = speechEngine();
    if (!engine || this.status === 'idle') return;
    if (this.status === 'reading') {
      engine.pause();
      this.setStatus('paused', false);
    } else {
      engine.resume();
      this.setStatus('reading', false);
    }
  }

  /** While reading, a new speed starts at once: the current sentence is read again at it. */
  setSpeed(speed: Speed): void {
    this.speed = speed;
    if (this.status !== 'reading') return;
    this.run += 1;
    speechEngine()?.cancel();
    this.speak(this.position);
  }

  private speak(index: number): void {
    const engine = speechEngine();
    const sentence = this.sentences[index];
    if (!engine || !sentence) return this.finish(true);
    const run = this.run;
    this.position = index;
    const utterance = new SpeechSynthesisUtterance(sentence.text);
    utterance.lang = this.language;
    utterance.rate = this.speed;
    const voice = voiceFor(engine, this.language);
    if (voice) utterance.voice = voice;
    utterance.addEventListener('end', () => {
      if (run === this.run) this.speak(index + 1);
    });
    utterance.addEventListener('error', (event) => {
      // 'interrupted' and 'canceled' come from our own cancel; anything else ends the reading.
      if (run !== this.run || event.error === 'interrupted' || event.error === 'canceled') return;
      silence(engine);
      this.finish(true);
    });
    showSentence(sentence.range);
    engine.speak(utterance);
  }

  private finish(ended: boolean): void {
    this.run += 1;
    clearSentence();
    this.setStatus('idle', ended);
  }

  private setStatus(status: ReadAloudStatus, ended: boolean): void {
    this.status = status;
    this.onChange(status, ended);
  }
}
