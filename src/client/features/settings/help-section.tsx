import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';

const WORKFLOW_STEPS = [
  {
    title: 'Create',
    text: 'Choose Create NDA. Pick an existing partner or add a new one, choose a template, and check the purpose, effective date and term. The placeholders in the template are filled in for you.',
  },
  {
    title: 'Send',
    text: 'Creating an NDA sends it at once, and its status becomes Sent. A draft, such as an uploaded file, has a Send button in All Documents.',
  },
  {
    title: 'Share',
    text: 'Share an NDA by link so the partner can read it without an account. Each link allows viewing, commenting or editing, and stops working after 1, 7 or 30 days, or never.',
  },
  {
    title: 'Sign',
    text: 'Send the NDA for e-signature from its page. When every signer has signed, its status becomes Completed and you can download the signed copy.',
  },
] as const;

/**
 * The dashboard's "View Documentation" link points here (#help). The admin area renders after
 * the sign-in check, too late for the browser's own jump to the fragment, so we scroll here.
 */
export function HelpSection() {
  const { hash } = useLocation();
  const sectionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (hash !== '#help') return;
    sectionRef.current?.scrollIntoView();
    sectionRef.current?.focus({ preventScroll: true });
  }, [hash]);

  return (
    <section
      id="help"
      ref={sectionRef}
      tabIndex={-1}
      aria-labelledby="help-heading"
      className="scroll-mt-6"
    >
      <h2 id="help-heading" className="text-xl font-semibold text-ink">
        Help
      </h2>
      <p className="mt-2 max-w-prose text-ink-muted">Every NDA goes through the same four steps.</p>
      <ol className="mt-4 grid max-w-prose gap-4">
        {WORKFLOW_STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-soft font-semibold text-brand-ink"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-ink">{step.title}</h3>
              <p className="mt-1 text-ink-muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-4 max-w-prose text-ink-muted">
        Templates and their placeholders are explained on the{' '}
        <Link to="/admin/templates" className="font-medium text-brand underline underline-offset-4">
          Templates page
        </Link>
        .
      </p>
    </section>
  );
}
