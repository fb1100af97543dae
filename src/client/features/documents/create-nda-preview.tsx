import { useEffect, useRef } from 'react';
import { HTML_LANG, LANGUAGE_NAMES } from '../../../domain/common/i18n.ts';
import type { DocumentPreviewDto } from '../../../domain/documents/dtos.ts';
import { expiryLabel } from '../../../domain/sharing/link-expiry.ts';
import { ACCESS_LEVEL_WORDS, SHARE_EXPIRY_NEVER } from '../../../domain/sharing/sharing.ts';
import { Button } from '../../ui/button.tsx';
import type { NdaFormValues } from './create-nda-values.ts';

export interface CreateNdaPreviewProps {
  values: NdaFormValues;
  preview: DocumentPreviewDto;
  /** The address the mail goes to: the one typed, or the partner's contact. */
  recipient: string;
  isSubmitting: boolean;
  onBack: () => void;
  onSend: () => void;
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <dt className="font-semibold text-ink-muted">{term}</dt>
      <dd className="wrap-anywhere text-ink">{children}</dd>
    </div>
  );
}

/**
 * The step before sending: what will be sent, to whom, with what link, and the agreement's text
 * exactly as the partner will read it (placeholders filled by the server's own function). Nothing
 * is saved until "Create and send NDA"; "Back to edit" keeps everything typed.
 */
export function CreateNdaPreview(props: CreateNdaPreviewProps) {
  const { values, preview, recipient, isSubmitting } = props;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const expiry =
    values.expiry === SHARE_EXPIRY_NEVER
      ? 'Never (until someone switches it off)'
      : `After ${expiryLabel(values.expiry)}, counted from sending`;

  return (
    <div className="grid gap-5">
      <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
        Check before sending
      </h3>
      <p>Nothing is saved or sent yet. This is what {recipient} will get.</p>
      <dl className="grid gap-3">
        <Row term="Title">{values.title}</Row>
        <Row term="Partner">{preview.partnerCompanyName}</Row>
        <Row term="Send to">{recipient}</Row>
        <Row term="Recipient's language">
          <span lang={HTML_LANG[values.language]}>{LANGUAGE_NAMES[values.language]}</span>
        </Row>
        <Row term="The link lets them">{ACCESS_LEVEL_WORDS[values.accessLevel]}</Row>
        <Row term="The link stops working">{expiry}</Row>
        <Row term="Message">
          {values.message.trim() ? (
            <span className="whitespace-pre-wrap" lang={HTML_LANG[values.language]}>
              {values.message.trim()}
            </span>
          ) : (
            '(none)'
          )}
        </Row>
      </dl>
      <section aria-labelledby="nda-preview-text" className="grid gap-2">
        <h4 id="nda-preview-text" className="font-semibold">
          Agreement text as they will read it
        </h4>
        <div
          data-testid="nda-preview-text"
          className="max-h-96 overflow-y-auto rounded-md border border-line p-4 leading-relaxed wrap-anywhere whitespace-pre-wrap"
          tabIndex={0}
          role="region"
          aria-label="Agreement text"
        >
          {preview.mergedContent}
        </div>
      </section>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={props.onBack} disabled={isSubmitting}>
          Back to edit
        </Button>
        <Button onClick={props.onSend} disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Create and send NDA'}
        </Button>
      </div>
    </div>
  );
}
