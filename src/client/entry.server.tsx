import { PassThrough, Readable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { SpaFallbackContext } from './lib/page-handle.ts';

/** How long a prerendered page may wait for its content before the rest is left to the client. */
export const streamTimeout = 5_000;

/**
 * Runs only at build time: `react-router build` prerenders the public pages (ADR 003) and the
 * SPA fallback with it; the server never renders React. React Router's default entry does the
 * same but asks `isbot` about a user agent and `@react-router/node` for a stream, for requests a
 * build never receives; this one uses Node's own streams. Like the default, it sends a page once
 * its shell is ready and the SPA fallback once everything is.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const ready = routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <SpaFallbackContext value={routerContext.isSpaMode}>
        <ServerRouter context={routerContext} url={request.url} />
      </SpaFallbackContext>,
      {
        [ready]() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(
            new Response(Readable.toWeb(body) as ReadableStream, {
              headers: responseHeaders,
              status,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}
