/**
 * A local S3 stand-in for tests and the durability drill: s3rver 3.7.1 (pinned exactly; it
 * runs on Node 20) on 127.0.0.1, storing in a folder. Its ListObjects with a delimiter leaves
 * out the common prefixes of keys nested two or more levels below the prefix, so `litestream
 * restore` would say "no matching backups found"; `listObjects` of its filesystem store is
 * patched here to list without a delimiter and fold the prefixes itself.
 *
 * It can be stopped and started again on the same port and folder (the "storage outage" of
 * the drill); what it stored stays.
 *
 * With `tls` (a key and a certificate, tests/helpers/test-ca.ts) it answers HTTPS, as the real
 * bucket does: a TLS terminator on the given port in front of s3rver on a loopback port of its
 * own (docs/decisions/0410).
 */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import net from 'node:net';
import tls from 'node:tls';

const require = createRequire(import.meta.url);

type S3Object = { key: string };
type ListResult = { objects: S3Object[]; commonPrefixes: string[]; isTruncated: boolean };
type ListOptions = { delimiter?: string; prefix?: string; maxKeys?: number; startAfter?: string };
type FilesystemStore = {
  prototype: { listObjects(this: unknown, bucket: string, options: ListOptions): Promise<ListResult> };
};
type S3rverInstance = {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
  httpServer?: import('node:http').Server;
};
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

export const S3RVER_VERSION = '3.7.1';

const pkg = require('s3rver/package.json') as { version: string };
if (pkg.version !== S3RVER_VERSION)
  throw new Error(`s3rver ${pkg.version} found; the ListObjects patch below is written for ${S3RVER_VERSION} exactly`);
const S3rver = require('s3rver') as S3rverClass;
const Store = require('s3rver/lib/stores/filesystem.js') as FilesystemStore;

let patched = false;
/** Folds common prefixes from a full listing (what S3 does for any depth). */
export function patchS3rverListing(): void {
  if (patched) return;
  patched = true;
  const original = Store.prototype.listObjects;
  Store.prototype.listObjects = async function (bucket, options) {
    const { delimiter = '', prefix = '', maxKeys = Infinity } = options;
    if (!delimiter) return original.call(this, bucket, options);
    const all = await original.call(this, bucket, { ...options, delimiter: '', maxKeys: Infinity });
    const prefixes = new Set<string>();
    const objects: S3Object[] = [];
    for (const object of all.objects) {
      const rest = object.key.slice(prefix.length);
      const at = rest.indexOf(delimiter);
      if (at === -1) objects.push(object);
      else prefixes.add(object.key.slice(0, prefix.length + at + delimiter.length));
    }
    const kept = objects.slice(0, maxKeys);
    return { objects: kept, commonPrefixes: [...prefixes].sort(), isTruncated: objects.length > kept.length };
  };
}

export type S3StandIn = {
  endpoint: string;
  bucket: string;
  /** the environment deploy/start.sh and the server read (what `fly storage create` sets) */
  env: Record<string, string>;
  stop(): Promise<void>;
  start(): Promise<void>;
  running(): boolean;
};

/** A free loopback port (s3rver's own behind the TLS terminator). */
function loopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** HTTPS on `port`, every connection piped to s3rver's plain port. */
async function startTlsTerminator(port: number, upstream: number, credentials: { key: string; cert: string }) {
  const sockets = new Set<net.Socket>();
  const server = tls.createServer(credentials, (client) => {
    const up = net.connect(upstream, '127.0.0.1');
    sockets.add(client).add(up);
    // an end travels through the pipes (what was written is flushed first); only an error cuts
    // the other side at once (destroying on 'close' would drop a response still being written)
    client.on('error', () => up.destroy());
    up.on('error', () => client.destroy());
    client.on('close', () => sockets.delete(client));
    up.on('close', () => sockets.delete(up));
    client.pipe(up).pipe(client);
  });
  // a refused handshake (an untrusted certificate on the client's side) is the client's business
  server.on('tlsClientError', () => {});
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

export async function startS3StandIn(options: {
  port: number;
  directory: string;
  bucket?: string;
  /** answer HTTPS with this key and certificate */
  tls?: { key: string; cert: string };
}): Promise<S3StandIn> {
  patchS3rverListing();
  const bucket = options.bucket ?? 'studio-copy';
  fs.mkdirSync(options.directory, { recursive: true });
  const s3rverPort = options.tls ? await loopbackPort() : options.port;
  let server: S3rverInstance | undefined;
  let terminator: { close(): Promise<void> } | undefined;
  const start = async () => {
    if (server) return;
    const s = new S3rver({
      port: s3rverPort,
      address: '127.0.0.1',
      silent: true,
      directory: options.directory,
      configureBuckets: [{ name: bucket }],
    });
    await s.run();
    server = s;
    if (options.tls) terminator = await startTlsTerminator(options.port, s3rverPort, options.tls);
  };
  await start();
  const endpoint = `${options.tls ? 'https' : 'http'}://127.0.0.1:${options.port}`;
  return {
    endpoint,
    bucket,
    env: {
      BUCKET_NAME: bucket,
      AWS_ENDPOINT_URL_S3: endpoint,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      AWS_REGION: 'auto',
    },
    start,
    async stop() {
      const s = server;
      server = undefined;
      if (!s) return;
      await terminator?.close();
      terminator = undefined;
      // keep-alive connections (Litestream's) would hold close() open: an outage drops them
      const closed = s.close();
      s.httpServer?.closeAllConnections();
      await closed;
    },
    running: () => !!server,
  };
}
