import { clsx } from 'clsx';
import type { Ref } from 'react';
import type { StoryFacts, StoryStep } from '../../../domain/content/visit-story.ts';
import type { Translated } from '../../../domain/content/translated.ts';

export interface StoryStepViewProps {
  step: Translated<StoryStep>;
  facts: StoryFacts;
  /** Which step of how many ("Paso 2 de 7"), in the page's language. */
  counter: string;
  isCurrent: boolean;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * One step of the story. Every step is in the page; on screen only the current one shows, and
 * print shows them all, one after another (`hidden print:block`), so "Print all steps" needs no
 * second layout. The heading takes focus when the step changes (tabIndex -1: not a tab stop).
 */
export function StoryStepView({ step, facts, counter, isCurrent, headingRef }: StoryStepViewProps) {
  const headingId = `story-step-${step.id}`;
  const sentences = [...step.facts(facts), ...step.sentences];
  return (
    <section
      aria-labelledby={headingId}
      className={clsx(
        'mt-8 print:mt-10 print:break-inside-avoid',
        !isCurrent && 'hidden print:block',
      )}
    >
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl leading-tight font-bold text-ink md:text-3xl"
      >
        <span className="block text-base font-semibold text-brand-ink">{counter}</span> {step.title}
      </h2>
      {step.illustrations.length > 0 ? (
        <div className={clsx('mt-5 grid gap-4', step.illustrations.length > 1 && 'sm:grid-cols-2')}>
          {step.illustrations.map((illustration) => (
            // Not lazy: a hidden step's drawing must be there when the page is printed.
            <img
              key={illustration.src}
              {...illustration}
              decoding="async"
              className={clsx(
                'block h-auto w-full max-w-full rounded-2xl print:max-w-xs',
                // A wide band (the horizon) spans the column; a picture stays a comfortable size.
                illustration.width <= 2 * illustration.height && 'max-w-md',
              )}
            />
          ))}
        </div>
      ) : null}
      <div className="mt-5 grid max-w-prose gap-3 text-lg text-ink">
        {sentences.map((sentence) => (
          <p key={sentence}>{sentence}</p>
        ))}
      </div>
      {step.order.length > 0 ? (
        <ol className="mt-3 grid max-w-prose list-decimal gap-2 pl-6 text-lg text-ink">
          {step.order.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
