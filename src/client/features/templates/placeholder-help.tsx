import { clsx } from 'clsx';
import { useId } from 'react';
import { TEMPLATE_PLACEHOLDERS } from '../../../domain/templates/templates.ts';

export interface PlaceholderHelpProps {
  /**
   * On the page the box is a titled section (a landmark, h2). Inside a dialog, whose title is the
   * h2, it is a plain block with an h3, so the page does not gain a second landmark of that name.
   */
  placement?: 'page' | 'dialog';
  className?: string;
}

/** Lists the placeholders a template may use and what each one becomes in an agreement. */
export function PlaceholderHelp({ placement = 'page', className }: PlaceholderHelpProps) {
  const headingId = useId();
  const isPage = placement === 'page';
  const Wrapper = isPage ? 'section' : 'div';
  const Heading = isPage ? 'h2' : 'h3';

  return (
    <Wrapper
      aria-labelledby={isPage ? headingId : undefined}
      className={clsx('rounded-lg border border-line bg-muted p-4 text-ink', className)}
    >
      <Heading id={headingId} className="text-base font-semibold">
        Placeholders you can use
      </Heading>
      <p className="mt-1 text-sm text-ink-muted">
        Type a placeholder exactly as shown, with its square brackets. When an NDA is made from the
        template, it is replaced by:
      </p>
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {TEMPLATE_PLACEHOLDERS.map(({ token, meaning }) => (
          <div key={token} className="contents">
            <dt>
              <code className="rounded bg-surface px-1.5 py-0.5 font-mono font-semibold">
                {token}
              </code>
            </dt>
            <dd className="text-ink">{meaning}</dd>
          </div>
        ))}
      </dl>
    </Wrapper>
  );
}
