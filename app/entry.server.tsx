/**
 * React Router's Node entry with two additions:
 * - a public, cacheable page (Cache-Control: public, set by the route's `headers` export) is
 *   rendered whole, given an ETag from its bytes and answered 304 when the browser already
 *   has it. Such pages do not hydrate, so they carry no nonce (their bytes, and so their
 *   ETag, stay the same from one request to the next);
 * - everything else (admin, booking) streams as usual, and the CSP nonce made by server.ts
 *   for this request goes to React Router's inline scripts (<Scripts>, <ScrollRestoration>,
 *   the streamed data), so the enforced Content-Security-Policy allows them and nothing else.
 *   What React writes in one go leaves as one chunk (`Coalesce`), its route modules'
 *   preloads at low fetch priority (module-preloads.server.ts).
 */
import { PassThrough, Transform, type TransformCallback } from 'node:stream';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { etagFor, isNotModified } from '~/http/http.server';
import { logger } from '~/infra/logger.server';
import { LowModulePreloads } from '~/http/module-preloads.server';

export const streamTimeout = 5_000;

const HTML = 'text/html; charset=utf-8';

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce || undefined;
  const method = request.method.toUpperCase();
  const isPublic = /\bpublic\b/.test(responseHeaders.get('Cache-Control') ?? '');
  // Only a successful public page is shared by caches; errors and 404s are not kept.
  if (isPublic && responseStatusCode !== 200) responseHeaders.set('Cache-Control', 'no-store');
  if (responseStatusCode >= 500) responseHeaders.set('Cache-Control', 'no-store');

  if ((method === 'GET' || method === 'HEAD') && isPublic && responseStatusCode === 200)
    return renderWhole(request, responseHeaders, routerContext);

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (method === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new Coalesce(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', HTML);
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, 'render failed after the shell');
        },
      },
    );
  });
}

/**
 * Hands on what React writes in one turn of the event loop as one chunk. @react-router/node
 * flushes the response after every chunk it reads, and behind compression each flush ends a
 * deflate block: React's many small writes of one page were compressed apart (a booking step
 * sent 9.6 KB of gzip for what is 6.3 KB in one piece; issue 39, docs/decisions/0530). A
 * part that comes later (a deferred loader value) still leaves as soon as it is written.
 */
class Coalesce extends Transform {
  private pending: Buffer[] = [];
  private scheduled = false;
  private readonly preloads = new LowModulePreloads();

  constructor(private readonly onEnd: () => void) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.pending.push(chunk);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.release());
    }
    callback();
  }

  override _flush(callback: TransformCallback) {
    this.release();
    const rest = this.preloads.end();
    if (rest.length > 0) this.push(rest);
    this.onEnd();
    callback();
  }

  private release() {
    this.scheduled = false;
    if (this.pending.length === 0) return;
    const chunk = this.preloads.rewrite(Buffer.concat(this.pending));
    this.pending = [];
    if (chunk.length > 0) this.push(chunk);
  }
}

/** Renders the whole document, then answers it with an ETag (or 304 when it matches; no body for HEAD). */
function renderWhole(request: Request, headers: Headers, routerContext: EntryContext): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => {
          clearTimeout(timeoutId);
          const html = Buffer.concat(chunks);
          if (failed) {
            headers.set('Cache-Control', 'no-store');
            headers.set('Content-Type', HTML);
            return resolve(new Response(html, { status: 500, headers }));
          }
          const etag = etagFor(html);
          headers.set('ETag', etag);
          if (isNotModified(request, etag)) return resolve(new Response(null, { status: 304, headers }));
          headers.set('Content-Type', HTML);
          resolve(new Response(request.method.toUpperCase() === 'HEAD' ? null : html, { status: 200, headers }));
        });
        pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        failed = true;
        logger.error({ err: error }, 'render failed');
      },
    });
  });
}

/** Server-side errors: log them (not aborted requests); users only ever see the Turkish error page. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // A client's mistake (404, 405, a 4xx thrown on purpose) is in the request log already:
  // no stack trace for it. Only server errors are logged with their stack.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logger.error({ err: error, method: request.method, path: new URL(request.url).pathname }, 'request failed');
};
