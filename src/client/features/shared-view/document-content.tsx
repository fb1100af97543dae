import { Card } from '../../ui/card.tsx';

/**
 * The agreement as plain text: React writes it as a text node, so markup in it (or in the
 * purpose) is shown, never run. pre-wrap keeps the line breaks and indents it was written with.
 */
export function DocumentContent({ content, purpose }: { content: string; purpose: string | null }) {
  return (
    <Card>
      <section aria-labelledby="shared-agreement-heading">
        <h2 id="shared-agreement-heading" className="text-xl font-semibold text-ink">
          Agreement
        </h2>
        {purpose ? (
          <div className="mt-4 rounded-md border border-line bg-muted p-4">
            <h3 className="font-semibold text-ink">Purpose</h3>
            <p className="mt-1 wrap-anywhere whitespace-pre-wrap text-ink">{purpose}</p>
          </div>
        ) : null}
        <div className="mt-4 max-w-prose leading-relaxed wrap-anywhere whitespace-pre-wrap text-ink">
          {content}
        </div>
      </section>
    </Card>
  );
}
