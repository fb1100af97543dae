import type { DocumentDto } from '../../../domain/documents/dtos.ts';
import { Card } from '../../ui/card.tsx';
import { DocumentMetadata } from './document-metadata.tsx';
import { DocumentSendsCard } from './document-sends-card.tsx';
import { DocumentTimeline } from './document-timeline.tsx';

/**
 * The document's first tab, where staff land after creating an NDA: first what was sent and to
 * whom, then the agreement text with its placeholders filled in, rendered as text
 * (never as HTML) with its line breaks, and beside it from 1024px the details and the status
 * timeline. On phones the details come first, the timeline after the text.
 */
export function DocumentTextTab({ document }: { document: DocumentDto }) {
  return (
    <div className="grid gap-6">
      <DocumentSendsCard documentId={document.id} className="max-w-[69.5rem]" />
      {/* The second row takes the text's extra height, so the timeline sits under the details. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,48rem)_20rem] lg:grid-rows-[auto_1fr] lg:items-start">
        <DocumentMetadata document={document} className="lg:col-start-2 lg:row-start-1" />
        <Card className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <h2 className="text-xl font-semibold">Agreement text</h2>
          <div className="mt-4 max-w-prose leading-relaxed wrap-anywhere whitespace-pre-wrap">
            {document.mergedContent}
          </div>
        </Card>
        <DocumentTimeline document={document} className="lg:col-start-2 lg:row-start-2" />
      </div>
    </div>
  );
}
