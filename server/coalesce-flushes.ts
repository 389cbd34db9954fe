import type { RequestHandler, Response } from 'express';

/**
 * One compressed flush per turn of the event loop instead of one per chunk (issue 39,
 * docs/decisions/0537). Mount it right after `app.use(compression())`.
 *
 * React Router's writer (`writeReadableStreamToWritable` in @react-router/node) calls
 * `res.flush()` after every chunk of a streamed page, and compression's `flush` makes its zlib
 * stream end a block there: a page React writes in dozens of small chunks went out as dozens
 * of tiny deflate blocks, each starting its dictionary over. An admin screen's HTML was
 * ~8 KB gzip on the wire for ~5 KB compressed whole. Here a flush asked for is done once, on the next
 * turn (`setImmediate`), after whatever else the same render writes: a streamed page still
 * reaches the browser as soon as React has written it (a deferred part a turn later), in a
 * few blocks instead of dozens. Nothing is flushed after the response has ended.
 */
export function coalesceFlushes(): RequestHandler {
  return (_req, res, next) => {
    coalesce(res);
    next();
  };
}

function coalesce(res: Response & { flush?: () => void }) {
  const flush = res.flush;
  if (typeof flush !== 'function') return;
  let pending = false;
  res.flush = () => {
    if (pending) return;
    pending = true;
    setImmediate(() => {
      pending = false;
      if (!res.writableEnded) flush.call(res);
    });
  };
}
