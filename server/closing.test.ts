import fs from 'node:fs';
import os from 'node:os';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDb } from '../tests/helpers/test-db';
import { CLOSING_MESSAGE } from './closing';
import { createHttpApp } from './http-app';

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function serve(closing: () => boolean) {
  const { db } = createTestDb();
  const handler: import('express').RequestHandler = (_req, res) => res.status(201).json({ success: true });
  const app = createHttpApp({
    db,
    uploadsDir: fs.mkdtempSync(path.join(os.tmpdir(), 'closing-')),
    publicDir: path.resolve(__dirname, '../public'),
    handler,
    closing,
  });
  const server = http.createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('a graceful stop takes no more requests', () => {
  it('answers 503 with Connection: close once closing, and the handler is not reached', async () => {
    let closing = false;
    const url = await serve(() => closing);
    const before = await fetch(`${url}/api/appointments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(before.status).toBe(201);
    closing = true;
    const api = await fetch(`${url}/api/appointments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(api.status).toBe(503);
    expect(api.headers.get('connection')).toBe('close');
    expect(api.headers.get('retry-after')).toBe('5');
    expect(await api.json()).toEqual({ success: false, message: CLOSING_MESSAGE });
    const page = await fetch(`${url}/contact`);
    expect(page.status).toBe(503);
    expect(await page.text()).toBe(CLOSING_MESSAGE);
  });
});
