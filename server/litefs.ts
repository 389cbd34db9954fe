import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { NextFunction, Request, Response } from 'express';

/**
 * Past one VM (docs/decisions/0040-litefs.md): LiteFS replicates the SQLite file to read
 * replicas. On a replica LiteFS writes the primary's hostname into `.primary` in its mount;
 * on the primary that file does not exist. Requests that write (any non-GET), and everything
 * admins use (they must share the primary's websocket hub), are replayed to the primary with
 * Fly's `fly-replay` header.
 */
export type PrimaryLookup = () => string | null;

export function primaryFromFile(file: string): PrimaryLookup {
  return () => {
    try {
      const host = fs.readFileSync(file, 'utf8').trim();
      return host || null;
    } catch {
      return null; // no file: we are the primary (or LiteFS is not in use)
    }
  };
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function mustRunOnPrimary(method: string, pathname: string): boolean {
  if (!READ_METHODS.has(method.toUpperCase())) return true;
  return (
    pathname === '/ws' ||
    pathname === '/admin' ||
    pathname.startsWith('/admin/') ||
    pathname.startsWith('/api/admin') ||
    pathname.includes('/admin/')
  );
}

export function replayHeader(primary: string): string {
  return `instance=${primary}`;
}

export function litefsReplay(primary: PrimaryLookup) {
  return (req: Request, res: Response, next: NextFunction) => {
    const host = primary();
    if (!host || !mustRunOnPrimary(req.method, req.path)) return next();
    res.set('fly-replay', replayHeader(host)).status(409).end();
  };
}

/** The same for websocket upgrades (they never reach Express middleware). */
export function replayUpgrade(primary: PrimaryLookup, req: IncomingMessage, socket: Duplex): boolean {
  const host = primary();
  const pathname = new URL(req.url ?? '/', 'http://x').pathname;
  if (!host || !mustRunOnPrimary('GET', pathname)) return false;
  socket.write(
    `HTTP/1.1 409 Conflict\r\nfly-replay: ${replayHeader(host)}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
  );
  socket.destroy();
  return true;
}
