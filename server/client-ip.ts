import type { Request } from 'express';

/**
 * The client's IP as seen behind Fly's proxy. On Fly (FLY_APP_NAME set) the proxy writes
 * `Fly-Client-IP` and overwrites any value a client sends; elsewhere that header could be
 * forged, so Express's `req.ip` (trust proxy: one hop) is used.
 */
export function clientIpOf(req: Request): string {
  const fly = process.env.FLY_APP_NAME ? req.get('fly-client-ip') : undefined;
  return (fly || req.ip || req.socket.remoteAddress || '').trim();
}
