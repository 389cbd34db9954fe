import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { litefsReplay, mustRunOnPrimary, primaryFromFile } from './litefs';

const closers: (() => void)[] = [];
afterEach(() =>
  closers.splice(0).forEach((c) => {
    c();
  }),
);

function app(primaryFile: string) {
  const a = express();
  a.use(litefsReplay(primaryFromFile(primaryFile)));
  a.use((_req, res) => {
    res.status(200).send('local');
  });
  const server = a.listen(0);
  closers.push(() => server.close());
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('LiteFS replay on a replica', () => {
  it('decides which requests must run on the primary', () => {
    expect(mustRunOnPrimary('POST', '/contact')).toBe(true);
    expect(mustRunOnPrimary('DELETE', '/api/appointments/1')).toBe(true);
    expect(mustRunOnPrimary('GET', '/admin/appointments')).toBe(true);
    expect(mustRunOnPrimary('GET', '/api/admin/dashboard')).toBe(true);
    expect(mustRunOnPrimary('GET', '/api/services/admin')).toBe(false);
    expect(mustRunOnPrimary('GET', '/ws')).toBe(true);
    expect(mustRunOnPrimary('GET', '/services')).toBe(false);
    expect(mustRunOnPrimary('HEAD', '/gallery')).toBe(false);
  });

  it('serves everything locally on the primary (no .primary file)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'litefs-'));
    const base = app(path.join(dir, '.primary'));
    const res = await fetch(`${base}/contact`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.headers.get('fly-replay')).toBeNull();
  });

  it('replays writes and admin requests to the primary on a simulated replica, serves reads locally', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'litefs-'));
    fs.writeFileSync(path.join(dir, '.primary'), 'e784079b449483\n');
    const base = app(path.join(dir, '.primary'));
    const write = await fetch(`${base}/contact`, { method: 'POST' });
    expect(write.status).toBe(409);
    expect(write.headers.get('fly-replay')).toBe('instance=e784079b449483');
    const admin = await fetch(`${base}/admin`);
    expect(admin.headers.get('fly-replay')).toBe('instance=e784079b449483');
    const read = await fetch(`${base}/services`);
    expect(read.status).toBe(200);
    expect(await read.text()).toBe('local');
    // The primary changes (failover): the file is read on every request.
    fs.rmSync(path.join(dir, '.primary'));
    expect((await fetch(`${base}/contact`, { method: 'POST' })).status).toBe(200);
  });
});
