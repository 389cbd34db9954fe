/**
 * Once a graceful stop has begun, no request is taken any more (docs/decisions/0320): a
 * keep-alive connection that is still open would otherwise carry a booking the server answers
 * 201 after the off-site copy shipped its last frames; a 503 with `Connection: close` makes the
 * client (or Fly's proxy) try again on the next server instead.
 */
import type { RequestHandler } from 'express';

export const CLOSING_MESSAGE = 'Sunucu yeniden başlatılıyor; lütfen birkaç saniye sonra tekrar deneyin.';

export function refuseWhileClosing(closing: () => boolean): RequestHandler {
  return (req, res, next) => {
    if (!closing()) return next();
    res.status(503).set({ Connection: 'close', 'Retry-After': '5', 'Cache-Control': 'no-store' });
    if (req.path === '/api' || req.path.startsWith('/api/')) res.json({ success: false, message: CLOSING_MESSAGE });
    else res.type('text/plain; charset=utf-8').send(CLOSING_MESSAGE);
  };
}
