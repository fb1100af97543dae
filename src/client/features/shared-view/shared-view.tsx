import { useState } from 'react';
import { useSharedDocument } from './api.ts';
import { useLinkGate } from './gate-api.ts';
import { LinkGate } from './link-gate.tsx';
import { SharedDocument } from './shared-document.tsx';
import { AccessDenied, SharedViewLoading } from './shared-view-states.tsx';

/**
 * The public page behind a share link (admin spec §2 "/shared/{shareToken}", §4). The route
 * module puts it in the link page frame (layouts/link-page-layout.tsx). A protected link's gate
 * comes first (ADR 049): the document is read, and its view counted, only once it is passed.
 */
export function SharedView({ token }: { token: string }) {
  const gate = useLinkGate(token);
  const isOpen = gate.data !== undefined && !gate.data.needsPasscode && !gate.data.needsEmail;
  const document = useSharedDocument(token, isOpen);
  // A visitor who just passed the gate is taken to the document's title.
  const [wasGated, setWasGated] = useState(false);
  if (gate.data && !isOpen && !wasGated) setWasGated(true);

  if (gate.isPending) return <SharedViewLoading />;
  if (gate.isError || !gate.data) return <AccessDenied />;
  if (!isOpen) return <LinkGate token={token} gate={gate.data} />;
  if (document.isPending) return <SharedViewLoading />;
  if (document.isError || !document.data) return <AccessDenied />;
  return <SharedDocument data={document.data} token={token} focusTitle={wasGated} />;
}
