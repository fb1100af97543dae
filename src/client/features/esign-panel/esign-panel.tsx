import { useQuery } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { LoadFailed } from '../../ui/query-state.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { documentQuery, envelopeQuery, esignConfigQuery } from './api.ts';
import { CheckStatusButton } from './check-status-button.tsx';
import { DocusignNotice } from './docusign-notice.tsx';
import { DownloadSignedCopyButton } from './download-signed-copy-button.tsx';
import { EnvelopeDetails } from './envelope-details.tsx';
import { hasEndedRequest, readPanelState } from './panel-state.ts';
import { SendForSignatureDialog } from './send-for-signature-dialog.tsx';
import { VoidEnvelopeDialog } from './void-envelope-dialog.tsx';

/**
 * The e-signature panel (admin spec §2): the request's status and signer, Send for Signature,
 * Check status, Void and the signed copy, each offered only in the states §4 allows. It reads
 * the document itself, so a list row (which lacks the signature fields) is enough to open it.
 * Its heading is an h3: the Collaboration Center puts it under an h2 of its own.
 */
export function EsignPanel({ documentId }: { documentId: string }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const documentRead = useQuery(documentQuery(documentId));
  const config = useQuery(esignConfigQuery());
  const document = documentRead.data;
  const envelope = useQuery({
    ...envelopeQuery(
      documentId,
      document?.docusignEnvelopeId ?? null,
      document?.docusignStatus ?? null,
    ),
    // Our own signing page answers from the database, so its people are shown while they sign;
    // DocuSign counts every poll, so its envelopes are read on their own only once ended.
    enabled: document
      ? hasEndedRequest(document) ||
        (config.data?.provider === 'builtin' && document.docusignEnvelopeId !== null)
      : false,
  });

  const heading = (
    <h3 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold">
      E-signature
    </h3>
  );

  if (!document) {
    return (
      <section aria-labelledby={headingId} className="grid gap-3">
        {heading}
        {documentRead.isError ? (
          <LoadFailed
            what="The e-signature status"
            error={documentRead.error}
            onRetry={() => void documentRead.refetch()}
            isRetrying={documentRead.isFetching}
          />
        ) : (
          <Spinner label="Loading e-signature status..." showLabel />
        )}
      </section>
    );
  }

  const state = readPanelState(document, envelope.data);
  const signer = {
    name: state.signer.name ?? document.partner?.contactName ?? '',
    email: state.signer.email ?? document.partner?.email ?? '',
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      {heading}
      <EnvelopeDetails document={document} state={state} providerInUse={config.data?.provider} />
      {state.cannotSendReason ? <p>{state.cannotSendReason}</p> : null}
      <div className="flex flex-wrap gap-3">
        {state.sendAction ? (
          <SendForSignatureDialog
            document={document}
            signer={signer}
            isAgain={state.sendAction === 'send-again'}
            focusAfterSend={headingRef}
          />
        ) : null}
        {state.status ? <CheckStatusButton documentId={document.id} /> : null}
        {state.canVoid ? (
          <VoidEnvelopeDialog document={document} focusAfterVoid={headingRef} />
        ) : null}
        {state.canDownload ? <DownloadSignedCopyButton document={document} /> : null}
      </div>
      {config.data && !config.data.configured ? <DocusignNotice /> : null}
    </section>
  );
}
