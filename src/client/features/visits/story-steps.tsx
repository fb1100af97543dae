import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { PublicVisitDto } from '../../../domain/visits/dtos.ts';
import { Button } from '../../ui/button.tsx';
import { ReadAloud } from '../../ui/read-aloud/read-aloud.tsx';
import type { StoryCopy } from './story-copy.ts';
import { StoryStepsNav } from './story-steps-nav.tsx';
import { StoryStepView } from './story-step.tsx';
import { STORY_FRAME, STORY_LINK } from './story-styles.ts';

/**
 * The story as a social story: one step per screen with Back and Next, a list of all steps to
 * jump to, and "Print all steps". Moving to a step puts focus on its heading, so a screen reader
 * reads the new step at once. No key does anything here but what the buttons and links do.
 */
export function StorySteps(props: { copy: StoryCopy; visit: PublicVisitDto; visitPage: string }) {
  const { copy, visit, visitPage } = props;
  const words = copy.story.STORY_PAGE;
  const steps = copy.story.STORY_STEPS;
  const last = steps.length - 1;
  // `moves` counts changes, so choosing the step already shown still moves focus to it.
  const [position, setPosition] = useState({ index: 0, moves: 0 });
  const headings = useRef<(HTMLHeadingElement | null)[]>([]);
  const current = position.index;

  useEffect(() => {
    // Not on arrival: the page opens like any other, at the top.
    if (position.moves > 0) headings.current[position.index]?.focus();
  }, [position]);

  const goTo = (index: number) => setPosition(({ moves }) => ({ index, moves: moves + 1 }));
  const facts = {
    visitTitle: visit.title,
    duration: copy.story.durationInWords(visit.durationMinutes),
    location: visit.location,
  };

  return (
    <div data-print-root className={STORY_FRAME}>
      <h1 className="text-3xl leading-tight font-bold tracking-tight text-ink md:text-4xl">
        {words.title(visit.title)}
      </h1>
      <p className="mt-4 max-w-prose text-lg text-ink">{words.lead}</p>

      <StoryStepsNav
        label={words.stepsNavLabel}
        titles={steps.map((step) => step.title)}
        current={current}
        onChoose={goTo}
      />

      {/* Reads the step on screen; keyed by it, so moving to another step stops the reading. */}
      <ReadAloud
        key={current}
        target={() => headings.current[current]?.closest('section') ?? null}
        language={copy.locale}
        className="mt-6"
      />

      {steps.map((step, index) => (
        <StoryStepView
          key={step.id}
          step={step}
          facts={facts}
          counter={words.counter(index + 1, steps.length)}
          isCurrent={index === current}
          headingRef={(element) => {
            headings.current[index] = element;
          }}
        />
      ))}

      <div className="mt-8 flex flex-wrap gap-3 print:hidden">
        {current > 0 ? (
          <Button variant="secondary" className="min-h-11" onClick={() => goTo(current - 1)}>
            {words.back}
          </Button>
        ) : null}
        {current < last ? (
          <Button className="min-h-11" onClick={() => goTo(current + 1)}>
            {words.next}
          </Button>
        ) : null}
      </div>

      <div className="mt-10 grid justify-items-start gap-2 border-t border-line pt-6 print:hidden">
        <Button variant="secondary" className="min-h-11" onClick={() => window.print()}>
          {words.print}
        </Button>
        <p className="text-ink-muted">{words.printHint}</p>
        <Link to={visitPage} className={STORY_LINK}>
          {words.backToVisit}
        </Link>
      </div>
    </div>
  );
}
