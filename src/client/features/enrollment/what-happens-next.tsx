import { Link } from 'react-router';
import { useEnrollmentCopy } from './enrollment-copy.tsx';

/** Public spec §2: the "What Happens Next" strip, then who reads the answers. */
export function WhatHappensNext() {
  const { enrollment, messages } = useEnrollmentCopy();
  const { PARENT_ANSWERS, PRIVACY_NOTE, WHAT_HAPPENS_NEXT } = enrollment;
  return (
    <section
      aria-labelledby="what-happens-next-title"
      className="border-y border-line bg-surface py-12"
    >
      <div className="mx-auto max-w-6xl px-4">
        <h2
          id="what-happens-next-title"
          className="text-2xl leading-tight font-bold text-ink md:text-3xl"
        >
          {WHAT_HAPPENS_NEXT.title}
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {WHAT_HAPPENS_NEXT.steps.map((step, index) => (
            <li key={step.title} className="rounded-lg border border-line bg-page p-5">
              <p className="text-sm font-semibold text-brand-ink">
                {messages.stepLabel(index + 1)}
              </p>
              <h3 className="mt-1 text-lg font-semibold text-ink">{step.title}</h3>
              <p className="mt-2 text-ink">{step.text}</p>
            </li>
          ))}
        </ol>
        {/* Spec §2's three sentences stay as they are; booking a visit is offered beside them. */}
        <p className="mt-4">
          <Link
            to={WHAT_HAPPENS_NEXT.booking.to}
            className="inline-flex min-h-11 items-center font-semibold text-brand-ink underline underline-offset-4 hover:no-underline"
          >
            {WHAT_HAPPENS_NEXT.booking.label}
          </Link>
        </p>
        <h3 className="mt-8 text-lg font-semibold text-ink">{PARENT_ANSWERS.title}</h3>
        {PARENT_ANSWERS.items.map((item) => (
          <div key={item.title} className="mt-4 max-w-prose">
            <h4 className="font-semibold text-ink">{item.title}</h4>
            <p className="mt-1 text-ink">{item.text}</p>
          </div>
        ))}
        <h3 className="mt-8 text-lg font-semibold text-ink">{PRIVACY_NOTE.title}</h3>
        <p className="mt-2 max-w-prose text-ink">{PRIVACY_NOTE.text}</p>
      </div>
    </section>
  );
}
