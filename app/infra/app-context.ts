/**
 * What server.ts hands to every loader and action (React Router's load context).
 * Process-wide services live in server.ts; the app bundle reaches them only through here.
 */
import type { Db } from '../../db/client';
import type { ReplicationStatus } from '../domain/replication';
import type { ErasureLog, PictureCopies } from './copies';

export type AppEventName = 'appointments-changed';

/**
 * What the live connection is told: appointments changed, or sessions ended (an account
 * deactivated, a password changed, a session ended on the sessions screen): their open
 * websockets close at once (server/admin-live.ts).
 */
export type AppEvent = AppEventName | { type: 'sessions-ended'; sessionIds: readonly string[] };

export type AppServices = {
  db: Db;
  /** The current instant. Rules never read the clock themselves; they get `now` from here. */
  now: () => Date;
  /** Tell the live connection (admins' websocket) that something changed. */
  emit: (event: AppEvent) => void;
  /**
   * Wake the outbox worker after a transaction queued messages. The server's answers a promise
   * that settles once a pass started after the kick has ended (the queued messages were tried);
   * only a caller that must say what happened waits for it (step 3's one-time code).
   */
  kickOutbox: () => void | Promise<void>;
  /** Who was erased, kept apart from the database (docs/decisions/0325). */
  erasureLog: ErasureLog;
  /** Uploaded pictures' copies in object storage (docs/decisions/0326; does nothing when none is configured). */
  pictures: PictureCopies;
  /** The off-site copy's state (docs/decisions/0323). */
  replication: () => ReplicationStatus;
  config: {
    publicUrl?: string;
    uploadsDir: string;
    sessionSecret: string;
    /** key material for stored secrets (app/infra/secrets.server.ts) */
    secretsKey: string;
    rateLimits: boolean;
    production: boolean;
    telegramApiRoot: string;
  };
};

/** Per request: the services plus who is asking (client IP as seen behind the proxy). */
export type RequestContext = AppServices & {
  clientIp: string;
  /** the nonce of this document's Content-Security-Policy (empty when CSP is off) */
  cspNonce: string;
};

declare module 'react-router' {
  interface AppLoadContext extends RequestContext {}
}
