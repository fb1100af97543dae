import { useCallback, useEffect, useState } from 'react';
import { PROPOSAL_DOWNLOADS } from '../../../domain/content/generated-documents.ts';

export type ProposalState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; html: string };

/**
 * Fits the server's proposal fragment into the page. The page already has the one h1 with the
 * proposal's title, so the fragment's matching h1 goes (any other h1 becomes an h2). Script and
 * style elements are dropped as well: the server's allow-list never lets them through, and this
 * makes sure of it again in the browser. Each table gets a focusable box that scrolls sideways
 * on a phone, named by its caption. DOMParser builds an inert document: nothing runs.
 */
export function fitProposalHtml(html: string, pageTitle: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const element of body.querySelectorAll('script, style, link, meta, iframe, object, embed'))
    element.remove();
  for (const heading of body.querySelectorAll('h1')) {
    if (heading.textContent?.trim() === pageTitle) {
      heading.remove();
      continue;
    }
    const h2 = body.ownerDocument.createElement('h2');
    h2.append(...heading.childNodes);
    heading.replaceWith(h2);
  }
  for (const table of body.querySelectorAll('table')) {
    const region = body.ownerDocument.createElement('div');
    region.setAttribute('role', 'region');
    region.setAttribute('tabindex', '0');
    // In English like the document around it (its article is lang="en" on every page); the
    // server gives every table a caption, so this is only a fallback.
    region.setAttribute('aria-label', table.caption?.textContent?.trim() || 'Table');
    region.className = 'overflow-x-auto';
    table.replaceWith(region);
    region.append(table);
  }
  return body.innerHTML;
}

/** GET /api/generate/texas-childrens-proposal (public spec §7), with a way to try again. */
export function useProposalHtml(pageTitle: string): { state: ProposalState; retry: () => void } {
  const [state, setState] = useState<ProposalState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetch(PROPOSAL_DOWNLOADS.htmlPath, {
      headers: { accept: 'text/html' },
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const html = fitProposalHtml(await response.text(), pageTitle);
        setState({ status: 'ready', html });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [attempt, pageTitle]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { state, retry };
}
