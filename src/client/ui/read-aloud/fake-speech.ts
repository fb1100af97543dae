/**
 * Test stand-ins for the platform only: the browser's speech engine (window.speechSynthesis and
 * SpeechSynthesisUtterance) and the CSS Custom Highlight API, which happy-dom lacks. The engine
 * records what it was asked to say and lets a test end the current utterance.
 */

export class FakeUtterance extends EventTarget {
  lang = '';
  rate = 1;
  voice: SpeechSynthesisVoice | null = null;
  constructor(public text: string) {
    super();
  }
}

export class FakeSpeechSynthesis {
  spoken: FakeUtterance[] = [];
  calls: string[] = [];
  voices: { lang: string; name: string }[] = [];
  /** As in Chrome, cancel leaves a paused engine paused. */
  paused = false;
  private queue: FakeUtterance[] = [];

  speak(utterance: FakeUtterance) {
    this.calls.push('speak');
    this.spoken.push(utterance);
    this.queue.push(utterance);
    utterance.dispatchEvent(new Event('start'));
  }
  cancel() {
    this.calls.push('cancel');
    this.queue = [];
  }
  pause() {
    this.calls.push('pause');
    this.paused = true;
  }
  resume() {
    this.calls.push('resume');
    this.paused = false;
  }
  getVoices() {
    return this.voices;
  }
  /** The engine finished the utterance it is saying. */
  finish() {
    const current = this.queue.shift();
    current?.dispatchEvent(new Event('end'));
  }
  get last(): FakeUtterance | undefined {
    return this.spoken[this.spoken.length - 1];
  }
}

class FakeHighlight {
  ranges: Range[];
  constructor(...ranges: Range[]) {
    this.ranges = ranges;
  }
}

type Slots = Record<'speechSynthesis' | 'SpeechSynthesisUtterance' | 'Highlight', unknown>;

/** Installs the fakes on window; the returned function puts back what was there. */
export function installFakePlatform() {
  const engine = new FakeSpeechSynthesis();
  const highlights = new Map<string, FakeHighlight>();
  const target = window as unknown as Slots;
  // happy-dom makes a new CSS object on each read: a fixed one keeps the registry in place.
  const cssBefore = Object.getOwnPropertyDescriptor(globalThis, 'CSS');
  const css = { highlights, supports: () => false, escape: (value: string) => value };
  const before = {
    speechSynthesis: Object.getOwnPropertyDescriptor(window, 'speechSynthesis'),
    SpeechSynthesisUtterance: target.SpeechSynthesisUtterance,
    Highlight: target.Highlight,
  };
  Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: engine });
  target.SpeechSynthesisUtterance = FakeUtterance;
  target.Highlight = FakeHighlight;
  (globalThis as unknown as Slots).Highlight = FakeHighlight;
  (globalThis as unknown as Slots).SpeechSynthesisUtterance = FakeUtterance;
  Object.defineProperty(globalThis, 'CSS', { configurable: true, value: css });

  const highlighted = (): string | null => {
    const current = highlights.get('read-aloud');
    return current ? current.ranges.map((range) => range.toString()).join('') : null;
  };
  const restore = () => {
    if (before.speechSynthesis)
      Object.defineProperty(window, 'speechSynthesis', before.speechSynthesis);
    else delete (window as unknown as Partial<Slots>).speechSynthesis;
    target.SpeechSynthesisUtterance = before.SpeechSynthesisUtterance;
    target.Highlight = before.Highlight;
    (globalThis as unknown as Slots).Highlight = before.Highlight;
    (globalThis as unknown as Slots).SpeechSynthesisUtterance = before.SpeechSynthesisUtterance;
    if (cssBefore) Object.defineProperty(globalThis, 'CSS', cssBefore);
  };
  return { engine, highlighted, restore };
}
