import { Card } from '../../ui/card.tsx';
import { ReadAloud } from '../../ui/read-aloud/read-aloud.tsx';
import { useSharedViewCopy } from './shared-view-copy.tsx';

/**
 * The agreement as plain text: React writes it as a text node, so markup in it (or in the
 * purpose) is shown, never run. pre-wrap keeps the line breaks and indents it was written with.
 * The text keeps its own language whatever the page's is.
 */
export function DocumentContent({ content, purpose }: { content: string; purpose: string | null }) {
  const { DOCUMENT_CONTENT } = useSharedViewCopy().words;
  return (
    <Card>
      <section id="shared-agreement" aria-labelledby="shared-agreement-heading">
        <h2 id="shared-agreement-heading" className="text-xl font-semibold text-ink">
          {DOCUMENT_CONTENT.title}
        </h2>
        <ReadAloud target="shared-agreement" className="mt-3" />
        {purpose ? (
          <div className="mt-4 rounded-md border border-line bg-muted p-4">
            <h3 className="font-semibold text-ink">{DOCUMENT_CONTENT.purpose}</h3>
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
