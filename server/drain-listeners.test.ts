import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { writeReadableStreamToWritable } from '@react-router/node';
import type { RequestHandler } from 'express';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDb } from '../tests/helpers/test-db';
import { createHttpApp } from './http-app';
import { pageCache } from './page-cache';

/**
 * A long page under compression leaves no 'drain' listener behind (docs/decisions/0301):
 * the real app (server/http-app.ts: compression and the page cache in front) around a
 * handler that writes as React Router does (writeReadableStreamToWritable: `res.once('drain')`
 * after every write that returns false).
 */

const publicDir = path.resolve(__dirname, '../public');
// 1.5 MB of text that does not compress to nothing: Brotli and gzip push back many times
const PAGE = Buffer.from(crypto.randomBytes(1_100_000).toString('base64'));
const CHUNK = 32 * 1024;

const servers: http.Server[] = [];
const warnings: Error[] = [];
const onWarning = (warning: Error) => warnings.push(warning);
beforeEach(() => {
  warnings.length = 0;
  process.on('warning', onWarning);
});
afterEach(() => {
  process.off('warning', onWarning);
  vi.restoreAllMocks();
  for (const server of servers.splice(0)) server.close();
});

/** The page as a web stream in 32 KB chunks, the way a streamed render hands it over. */
function pageStream(): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= PAGE.length) return controller.close();
      controller.enqueue(PAGE.subarray(offset, offset + CHUNK));
      offset += CHUNK;
    },
  });
}

type Served = { renders: number; pauses: number };

/** The app with a handler that streams PAGE like React Router's express adapter, counting writes that returned false. */
function start(options: { cache?: boolean } = {}) {
  const served: Served = { renders: 0, pauses: 0 };
  const handler: RequestHandler = (_req, res, next) => {
    served.renders++;
    const write = res.write;
    res.write = ((...args: Parameters<typeof res.write>) => {
      const ok = write.apply(res, args);
      if (!ok) served.pauses++;
      return ok;
    }) as typeof res.write;
    res.status(200).set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=60' });
    writeReadableStreamToWritable(pageStream(), res).catch(next);
  };
  const { db, uploadsDir } = createTestDb({ demo: false });
  const app = createHttpApp({
    db,
    uploadsDir,
    publicDir,
    handler,
    pageCache: options.cache ? pageCache({ version: () => 'v1', maxBytes: 4 * 1024 * 1024 }) : undefined,
  });
  const server = app.listen(0);
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sayfa`, served };
}

/** GET with one Accept-Encoding; the body decoded. */
function get(
  url: string,
  encoding: 'br' | 'gzip' | 'identity',
): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const enc = res.headers['content-encoding'];
          resolve({
            encoding: enc,
            body: enc === 'br' ? zlib.brotliDecompressSync(raw) : enc === 'gzip' ? zlib.gunzipSync(raw) : raw,
          });
        });
      })
      .on('error', reject);
  });
}

/** The zlib streams compression makes during the test (to count what is left on them). */
function watchCompressionStreams() {
  const streams: zlib.BrotliCompress[] | zlib.Gzip[] = [];
  const brotli = zlib.createBrotliCompress;
  const gzip = zlib.createGzip;
  vi.spyOn(zlib, 'createBrotliCompress').mockImplementation((...args) => {
    const s = brotli(...args);
    (streams as zlib.BrotliCompress[]).push(s);
    return s;
  });
  vi.spyOn(zlib, 'createGzip').mockImplementation((...args) => {
    const s = gzip(...args);
    (streams as zlib.Gzip[]).push(s);
    return s;
  });
  return streams as (zlib.BrotliCompress | zlib.Gzip)[];
}

const maxListenerWarnings = () =>
  warnings.filter((w) => w.name === 'MaxListenersExceededWarning').map((w) => w.message);

describe('a long page under compression', () => {
  for (const encoding of ['br', 'gzip'] as const) {
    it(`${encoding}: every byte arrives, and the pauses leave no drain listener behind`, async () => {
      const streams = watchCompressionStreams();
      const { url, served } = start();
      const res = await get(url, encoding);
      expect(res.encoding).toBe(encoding);
      expect(res.body.equals(PAGE)).toBe(true);
      // the writer waited for 'drain' many times: more than the 10 listeners Node warns at
      expect(served.pauses).toBeGreaterThan(10);
      expect(streams).toHaveLength(1);
      // at most the one dispatcher of server/drain-listeners.ts (without it: one per pause)
      expect(streams[0]!.listenerCount('drain')).toBeLessThanOrEqual(1);
      await new Promise((r) => setImmediate(r)); // warnings are emitted on the next tick
      expect(maxListenerWarnings()).toEqual([]);
    });
  }

  it('without compression (identity) the same page arrives whole with nothing left on the response', async () => {
    const { url, served } = start();
    const res = await get(url, 'identity');
    expect(res.encoding).toBeUndefined();
    expect(res.body.equals(PAGE)).toBe(true);
    expect(served.renders).toBe(1);
    await new Promise((r) => setImmediate(r));
    expect(maxListenerWarnings()).toEqual([]);
  });

  it('the page cache keeps the streamed page and replays it compressed, without a second render or a warning', async () => {
    const streams = watchCompressionStreams();
    const { url, served } = start({ cache: true });
    const first = await get(url, 'br');
    const second = await get(url, 'br');
    expect(served.renders).toBe(1);
    expect(first.body.equals(PAGE)).toBe(true);
    expect(second.body.equals(PAGE)).toBe(true);
    expect(second.encoding).toBe('br');
    expect(streams).toHaveLength(2);
    for (const s of streams) expect(s.listenerCount('drain')).toBeLessThanOrEqual(1);
    await new Promise((r) => setImmediate(r));
    expect(maxListenerWarnings()).toEqual([]);
  });
});

describe('drain listeners behind compression', () => {
  it('off() removes a listener added with on(), and once() listeners run once', async () => {
    const streams = watchCompressionStreams();
    const calls: string[] = [];
    const handler: RequestHandler = (_req, res) => {
      res.status(200).type('text/plain');
      const kept = () => calls.push('kept');
      const removed = () => calls.push('removed');
      res.on('drain', kept);
      res.on('drain', removed);
      res.off('drain', removed);
      res.once('drain', () => calls.push('once'));
      let offset = 0;
      const pump = () => {
        while (offset < PAGE.length) {
          const ok = res.write(PAGE.subarray(offset, offset + CHUNK));
          offset += CHUNK;
          if (!ok) return; // `kept` calls pump again
        }
        res.off('drain', kept);
        res.end();
      };
      res.on('drain', pump);
      pump();
    };
    const { db, uploadsDir } = createTestDb({ demo: false });
    const server = createHttpApp({ db, uploadsDir, publicDir, handler }).listen(0);
    servers.push(server);
    const res = await get(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, 'gzip');
    expect(res.body.equals(PAGE)).toBe(true);
    expect(calls.filter((c) => c === 'once')).toEqual(['once']);
    expect(calls).not.toContain('removed');
    expect(calls.filter((c) => c === 'kept').length).toBeGreaterThan(1);
    expect(streams[0]!.listenerCount('drain')).toBeLessThanOrEqual(1);
  });
});
