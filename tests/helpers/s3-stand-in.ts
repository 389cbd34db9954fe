/**
 * A local S3 stand-in for tests and the durability drill: s3rver 3.7.1 (pinned exactly; it
 * runs on Node 20) on 127.0.0.1, storing in a folder. Its ListObjects with a delimiter leaves
 * out the common prefixes of keys nested two or more levels below the prefix, so `litestream
 * restore` would say "no matching backups found"; `listObjects` of its filesystem store is
 * patched here to list without a delimiter and fold the prefixes itself.
 *
 * It can be stopped and started again on the same port and folder (the "storage outage" of
 * the drill); what it stored stays.
 */
import { createRequire } from 'node:module';
import fs from 'node:fs';

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

export async function startS3StandIn(options: {
  port: number;
  directory: string;
  bucket?: string;
}): Promise<S3StandIn> {
  patchS3rverListing();
  const bucket = options.bucket ?? 'studio-copy';
  fs.mkdirSync(options.directory, { recursive: true });
  let server: S3rverInstance | undefined;
  const start = async () => {
    if (server) return;
    const s = new S3rver({
      port: options.port,
      address: '127.0.0.1',
      silent: true,
      directory: options.directory,
      configureBuckets: [{ name: bucket }],
    });
    await s.run();
    server = s;
  };
  await start();
  const endpoint = `http://127.0.0.1:${options.port}`;
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
      // keep-alive connections (Litestream's) would hold close() open: an outage drops them
      const closed = s.close();
      s.httpServer?.closeAllConnections();
      await closed;
    },
    running: () => !!server,
  };
}
