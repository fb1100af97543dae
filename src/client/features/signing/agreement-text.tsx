import type { Locale } from '../../../domain/common/i18n.ts';
import { Card } from '../../ui/card.tsx';
import { ReadAloud } from '../../ui/read-aloud/read-aloud.tsx';
import { SIGNING_COPY } from './signing-copy.ts';

/**
 * The agreement exactly as it will be signed (the server recorded its SHA-256 when it was sent).
 * React writes it as a text node, so markup in it is shown, never run; pre-wrap keeps its line
 * breaks and indents.
 */
export function AgreementText({
  content,
  purpose,
  language,
}: {
  content: string;
  purpose: string | null;
  language: Locale;
}) {
  const words = SIGNING_COPY[language].AGREEMENT_TEXT;
  return (
    <Card>
      <section id="signing-agreement" aria-labelledby="signing-agreement-heading">
        <h2 id="signing-agreement-heading" className="text-xl font-semibold text-ink">
          {words.heading}
        </h2>
        <ReadAloud target="signing-agreement" language={language} className="mt-3" />
        <p className="mt-2 text-ink-muted">{words.lead}</p>
        {purpose ? (
          <div className="mt-4 rounded-md border border-line bg-muted p-4">
            <h3 className="font-semibold text-ink">{words.purpose}</h3>
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
