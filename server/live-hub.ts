import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';

/**
 * The websocket endpoint at /ws (noServer: we own the upgrade, so Vite's HMR socket and
 * anything else keeps working). The admin protocol (join-admin, ping/pong,
 * appointments-updated) is built on `authorize`, `onMessage` and `broadcast`.
 */
export type LiveHubOptions = {
  path?: string;
  /** Decide whether an upgrade request may connect (e.g. an admin session cookie). */
  authorize?: (req: IncomingMessage) => Promise<boolean> | boolean;
  onMessage?: (socket: WebSocket, message: { type: string; [k: string]: unknown }, hub: LiveHub) => void;
};

export class LiveHub {
  readonly wss = new WebSocketServer({ noServer: true });
  readonly path: string;
  /** sockets that sent join-admin */
  readonly joined = new Set<WebSocket>();
  private readonly options: LiveHubOptions;

  constructor(options: LiveHubOptions = {}) {
    this.options = options;
    this.path = options.path ?? '/ws';
    this.wss.on('connection', (socket) => {
      socket.on('message', (raw) => {
        let message: unknown;
        try {
          message = JSON.parse(String(raw));
        } catch {
          return;
        }
        if (!message || typeof message !== 'object' || typeof (message as { type?: unknown }).type !== 'string') return;
        this.options.onMessage?.(socket, message as { type: string }, this);
      });
      socket.on('close', () => this.joined.delete(socket));
      socket.on('error', () => this.joined.delete(socket));
    });
  }

  /** Returns true when the request was ours (handled or refused). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== this.path) return false;
    Promise.resolve(this.options.authorize ? this.options.authorize(req) : true)
      .catch(() => false)
      .then((ok) => {
        if (!ok) {
          socket.write('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
          socket.destroy();
          return;
        }
        this.wss.handleUpgrade(req, socket, head, (ws) => this.wss.emit('connection', ws, req));
      });
    return true;
  }

  send(socket: WebSocket, message: { type: string; [k: string]: unknown }) {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  }

  broadcast(message: { type: string; [k: string]: unknown }) {
    const data = JSON.stringify(message);
    for (const socket of this.joined) if (socket.readyState === socket.OPEN) socket.send(data);
  }

  close() {
    for (const socket of this.wss.clients) socket.terminate();
    this.wss.close();
  }
}
