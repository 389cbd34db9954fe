import type { RequestHandler, Response } from 'express';

type Listener = (...args: unknown[]) => void;

/**
 * Keeps `res.once('drain')` and `res.off('drain')` working behind `compression()`
 * (docs/decisions/0301-drain-listeners-behind-compression.md). Mount it right after
 * `app.use(compression())`.
 *
 * compression 1.8 hands every `res.on('drain', fn)` to its zlib stream, but not
 * `removeListener`/`off`: a `once` listener is added to the stream while its self-removal
 * looks for it on the response, so it stays. React Router's writer
 * (`writeAsyncIterableToWritable` in @react-router/node) waits with `res.once('drain')` after
 * every write that returns false, so a long page under Brotli or gzip left one listener per
 * pause on the stream, and the eleventh printed "MaxListenersExceededWarning: 11 drain
 * listeners added to [BrotliCompress]" (expressjs/compression#135 and #152; the fix, #153,
 * was never released).
 *
 * Here a response's 'drain' listeners live in a list of its own. One dispatcher goes through
 * compression's `res.on('drain')` (so it sits on the zlib stream while compressing and on the
 * response otherwise: wherever 'drain' is emitted) and calls the list, dropping `once`
 * listeners as it goes; `off` and `removeListener` take listeners out of the list.
 */
export function drainListenersThroughCompression(): RequestHandler {
  return (_req, res, next) => {
    keepDrainListeners(res);
    next();
  };
}

function keepDrainListeners(res: Response) {
  const on = res.on;
  const once = res.once;
  const removeListener = res.removeListener;
  const listeners: { fn: Listener; once: boolean }[] = [];
  let dispatcher: Listener | null = null;

  const remove = (fn: Listener): boolean => {
    // the last one added goes first, as EventEmitter does
    for (let i = listeners.length - 1; i >= 0; i--) {
      if (listeners[i]!.fn === fn) {
        listeners.splice(i, 1);
        return true;
      }
    }
    return false;
  };
  const add = (fn: Listener, isOnce: boolean) => {
    listeners.push({ fn, once: isOnce });
    if (dispatcher) return;
    dispatcher = (...args: unknown[]) => {
      for (const entry of listeners.slice()) {
        if (entry.once) remove(entry.fn);
        entry.fn.apply(res, args);
      }
    };
    on.call(res, 'drain', dispatcher);
  };

  res.on = res.addListener = function (this: Response, event: string | symbol, fn: Listener) {
    if (event !== 'drain') return on.call(this, event, fn);
    add(fn, false);
    return this;
  } as Response['on'];
  res.once = function (this: Response, event: string | symbol, fn: Listener) {
    if (event !== 'drain') return once.call(this, event, fn);
    add(fn, true);
    return this;
  } as Response['once'];
  res.off = res.removeListener = function (this: Response, event: string | symbol, fn: Listener) {
    if (event === 'drain' && remove(fn)) return this;
    return removeListener.call(this, event, fn);
  } as Response['off'];
}
