import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { writeReadableStreamToWritable } from '@react-router/node';
import compression from 'compression';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { coalesceFlushes } from './coalesce-flushes';

/**
 * A streamed page under compression goes out in a few blocks, not one per chunk
 * (docs/decisions/0537): React Router's writer flushes after every chunk, and each flush
 * ended a deflate block, so a page written in many small pieces was far bigger on the wire
 * than the same page compressed whole.
 */

/** A page like an admin screen's: markup in many small pieces, repetitive as HTML is. */
const PIECES = Array.from(
  { length: 300 },
  (_, i) =>
    `<li class="flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm"><a href="/admin/appointments/${i}">Randevu ${i}</a></li>`,
);
const PAGE = Buffer.from(PIECES.join(''));

const servers: http.Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

function start(coalesce: boolean): Promise<string> {
  const app = express();
  app.use(compression());
  if (coalesce) app.use(coalesceFlushes());
  app.get('/page', async (_req, res) => {
    res.type('html');
    // as React Router writes a streamed document: one chunk per read, a flush after each
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of PIECES) controller.enqueue(new TextEncoder().encode(piece));
        controller.close();
      },
    });
    await writeReadableStreamToWritable(stream, res);
  });
  app.get('/later', (_req, res) => {
    res.type('html');
    res.write('<p>first</p>');
    (res as unknown as { flush: () => void }).flush();
  });
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  return new Promise((resolve) =>
    server.once('listening', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

function get(url: string): Promise<{ wire: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({ wire: raw.length, body: zlib.gunzipSync(raw) });
        });
      })
      .on('error', reject);
  });
}

describe('flushes behind compression', () => {
  it('a page streamed in many flushed pieces is about as small on the wire as compressed whole', async () => {
    const whole = zlib.gzipSync(PAGE).length;
    const res = await get(`${await start(true)}/page`);
    expect(res.body.equals(PAGE)).toBe(true);
    expect(res.wire).toBeLessThan(whole * 1.2);
  });

  it('without it the same page is several times bigger (what the middleware fixes)', async () => {
    const whole = zlib.gzipSync(PAGE).length;
    const res = await get(`${await start(false)}/page`);
    expect(res.body.equals(PAGE)).toBe(true);
    expect(res.wire).toBeGreaterThan(whole * 2);
  });

  it('a flush on a response still open reaches the client without the response ending', async () => {
    const url = `${await start(true)}/later`;
    const first = await new Promise<string>((resolve, reject) => {
      const req = http.get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const gunzip = zlib.createGunzip();
        res.pipe(gunzip);
        gunzip.once('data', (c: Buffer) => {
          resolve(c.toString());
          req.destroy();
        });
      });
      req.on('error', reject);
    });
    expect(first).toBe('<p>first</p>');
  });
});
